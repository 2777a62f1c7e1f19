import { useTranslation } from 'react-i18next';
import { specPaths } from '../../../content/paths';
import type { NavLink } from '../../../content/navigation';
import { defaultLocale } from '../../i18n/registry';
import { useCurrentPage } from '../../site/page-context';
import { useTextLanguage } from '../../site/textLanguage';
import { LocalLink } from '../LocalLink/LocalLink';

export interface NavLinksProps {
  /** The links, in order (a list from content/navigation.ts). */
  links: readonly NavLink[];
  /** Class of each link. */
  linkClassName?: string;
}

/**
 * List items of in-app links named by their page (or a `nav` label): the body of a nav list. A
 * name the language's common.json does not have yet (a page added since it was translated) is
 * English's, and marked so.
 */
export function NavLinks({ links, linkClassName }: NavLinksProps) {
  const { t, i18n } = useTranslation();
  const { lng } = useCurrentPage();
  const around = useTextLanguage();
  return links.map((link) => {
    const key = link.label ? (`nav.${link.label}` as const) : (`pages.${link.page}` as const);
    const shown = i18n.getResource(lng, 'common', key) === undefined ? defaultLocale : lng;
    return (
      <li key={link.page}>
        <LocalLink
          to={specPaths[link.page]}
          className={linkClassName}
          lang={shown === around ? undefined : shown}
        >
          {t(key)}
        </LocalLink>
      </li>
    );
  });
}
