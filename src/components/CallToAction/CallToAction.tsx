import { useId, type ReactNode } from 'react';
import styles from './CallToAction.module.css';

export interface CallToActionProps {
  heading: string;
  text: string;
  /** The links (use `ButtonLink`). */
  children: ReactNode;
}

/** A closing band inviting the visitor to act. */
export function CallToAction({ heading, text, children }: CallToActionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.band}>
      <div className={styles.inner}>
        <div>
          <h2 id={headingId} className={styles.heading}>
            {heading}
          </h2>
          <p className={styles.text}>{text}</p>
        </div>
        <div className={styles.actions}>{children}</div>
      </div>
    </section>
  );
}
