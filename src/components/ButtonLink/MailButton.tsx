import type { ReactNode } from 'react';
import { buttonClass, type ButtonLinkProps } from './ButtonLink';

export interface MailButtonProps {
  /** The e-mail address written to (`mailto:`). */
  address: string;
  variant?: ButtonLinkProps['variant'];
  children: ReactNode;
}

/**
 * A `mailto:` link styled as a button, beside ButtonLinks to pages. Its own module: only the pages
 * that offer e-mail load it, while ButtonLink is in every page's header. It takes its classes from
 * ButtonLink (a second import of the CSS module from a page chunk resolves to no classes).
 */
export function MailButton({ address, variant = 'primary', children }: MailButtonProps) {
  return (
    <a href={`mailto:${address}`} className={buttonClass(variant)}>
      {children}
    </a>
  );
}
