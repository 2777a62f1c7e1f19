import { useTranslation } from 'react-i18next';
import { specPaths } from '../../../content/paths';
import type { NavLink } from '../../../content/navigation';
import { LocalLink } from '../LocalLink/LocalLink';

export interface NavLinksProps {
  /** The links, in order (a list from content/navigation.ts). */
  links: readonly NavLink[];
  /** Class of each link. */
  linkClassName?: string;
}

/** List items of in-app links named by their page (or a `nav` label): the body of a nav list. */
export function NavLinks({ links, linkClassName }: NavLinksProps) {
  const { t } = useTranslation();
  return links.map((link) => (
    <li key={link.page}>
      <LocalLink to={specPaths[link.page]} className={linkClassName}>
        {t(link.label ? `nav.${link.label}` : `pages.${link.page}`)}
      </LocalLink>
    </li>
  ));
}
