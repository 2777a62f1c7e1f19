import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useCurrentPage } from '../../site/page-context';
import { localizePath } from '../../i18n/paths';
import type { Locale } from '../../i18n/registry';

export interface LocalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A spec path; it is localized to the current language (or to `lng`). */
  to: string;
  /** Link to the page in another language. */
  lng?: Locale;
  ref?: Ref<HTMLAnchorElement>;
}

const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/**
 * An in-app link to a spec path in the current language: a real `<a href>` that navigates on the
 * client, with aria-current="page" on the current page.
 */
export function LocalLink({ to, lng, onClick, children, ...props }: LocalLinkProps) {
  const current = useCurrentPage();
  const { pathname, navigate } = current;
  const href = localizePath(to, lng ?? current.lng);
  return (
    <a
      {...props}
      href={href}
      aria-current={href === pathname ? 'page' : undefined}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event) || props.target) return;
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}
