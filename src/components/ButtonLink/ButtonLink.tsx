import { LocalLink, type LocalLinkProps } from '../LocalLink/LocalLink';
import styles from './ButtonLink.module.css';

export interface ButtonLinkProps extends LocalLinkProps {
  /** primary: filled; secondary: outlined; onDark: outlined for dark backgrounds. */
  variant?: 'primary' | 'secondary' | 'onDark';
}

/** The class names of a link styled as a button (ButtonLink, MailButton). */
export function buttonClass(variant: ButtonLinkProps['variant'] = 'primary', className?: string) {
  return [styles.button, styles[variant], className].filter(Boolean).join(' ');
}

/** An in-app link styled as a button (it navigates, so it stays a link). */
export function ButtonLink({ variant = 'primary', className, ...props }: ButtonLinkProps) {
  return <LocalLink {...props} className={buttonClass(variant, className)} />;
}
