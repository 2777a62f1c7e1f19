import { useTranslation } from 'react-i18next';
import { specPaths } from '../../../content/paths';
import type { NavLink } from '../../../content/navigation';
import { defaultLocale, pageNameIsEnglish } from '../../i18n/registry';
import { useCurrentPage } from '../../site/page-context';
import { useShownLanguage, useTextLanguage } from '../../site/textLanguage';
import { LocalLink } from '../LocalLink/LocalLink';

export interface NavLinksProps {
  /** The links, in order (a list from content/navigation.ts). */
  links: readonly NavLink[];
  /** Class of each link. */
  linkClassName?: string;
}

/**
 * List items of in-app links named by their page (or a `nav` label): the body of a nav list. A
 * page's name the language does not have yet (a page added since it was translated) is English's,
 * and marked so.
 */
export function NavLinks({ links, linkClassName }: NavLinksProps) {
  const { t } = useTranslation();
  const { lng } = useCurrentPage();
  const common = useShownLanguage('common');
  const around = useTextLanguage();
  return links.map((link) => {
    const shown = !link.label && pageNameIsEnglish(lng, link.page) ? defaultLocale : common;
    return (
      <li key={link.page}>
        <LocalLink
          to={specPaths[link.page]}
          className={linkClassName}
          lang={shown === around ? undefined : shown}
        >
          {t(link.label ? `nav.${link.label}` : `pages.${link.page}`)}
        </LocalLink>
      </li>
    );
  });
}
