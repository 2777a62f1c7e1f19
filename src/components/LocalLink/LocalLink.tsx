import type { Ref } from 'react';
import { NavLink, type NavLinkProps } from 'react-router';
import { localizePath } from '../../i18n/paths';
import { useCurrentPage } from '../../app/page-context';

export interface LocalLinkProps extends Omit<NavLinkProps, 'to'> {
  /** A spec path; it is localized to the current language. */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** An in-app link to a spec path in the current language; carries aria-current="page" when current. */
export function LocalLink({ to, ...props }: LocalLinkProps) {
  const { lng } = useCurrentPage();
  return <NavLink end caseSensitive to={localizePath(to, lng)} {...props} />;
}
