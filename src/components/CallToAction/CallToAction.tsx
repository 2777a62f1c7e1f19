import type { ReactNode } from 'react';
import styles from './CallToAction.module.css';

export interface CallToActionProps {
  heading: string;
  text: string;
  /** The links (use `ButtonLink`). */
  children: ReactNode;
}

/**
 * A closing band inviting the visitor to act: a `<section>` with its `<h2>`, not a landmark (a
 * chapter of the page, like src/components/Section's).
 */
export function CallToAction({ heading, text, children }: CallToActionProps) {
  return (
    <section className={styles.band}>
      <div className={styles.inner}>
        <div>
          <h2 className={styles.heading}>{heading}</h2>
          <p className={styles.text}>{text}</p>
        </div>
        <div className={styles.actions}>{children}</div>
      </div>
    </section>
  );
}
