import type { ReactNode } from 'react';
import { LocalLink, type LocalLinkProps } from '../LocalLink/LocalLink';
import styles from './ButtonLink.module.css';

export interface ButtonLinkProps extends LocalLinkProps {
  /** primary: filled; secondary: outlined; onDark: outlined for dark backgrounds. */
  variant?: 'primary' | 'secondary' | 'onDark';
}

/** An in-app link styled as a button (it navigates, so it stays a link). */
export function ButtonLink({ variant = 'primary', className, ...props }: ButtonLinkProps) {
  return (
    <LocalLink
      {...props}
      className={[styles.button, styles[variant], className].filter(Boolean).join(' ')}
    />
  );
}

export interface MailButtonProps {
  /** The e-mail address written to (`mailto:`). */
  address: string;
  variant?: ButtonLinkProps['variant'];
  children: ReactNode;
}

/** A `mailto:` link styled as a button, beside ButtonLinks to pages. */
export function MailButton({ address, variant = 'primary', children }: MailButtonProps) {
  return (
    <a href={`mailto:${address}`} className={[styles.button, styles[variant]].join(' ')}>
      {children}
    </a>
  );
}
