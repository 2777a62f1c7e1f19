import type { ReactNode } from 'react';
import styles from './PageHeader.module.css';

export interface PageHeaderProps {
  /** Short label above the heading. */
  eyebrow: string;
  /** The page's `<h1>`; it receives focus after an in-app navigation. */
  title: string;
  /** Introductory paragraph. */
  lead: ReactNode;
  /** Illustration or extra content beside the text. */
  aside?: ReactNode;
  /** Actions under the lead. */
  children?: ReactNode;
}

/** The top of a page: eyebrow, the `<h1>`, a lead paragraph, optional actions and illustration. */
export function PageHeader({ eyebrow, title, lead, aside, children }: PageHeaderProps) {
  return (
    <div className={styles.hero}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 className={styles.title} tabIndex={-1}>
            {title}
          </h1>
          <div className={styles.lead}>{lead}</div>
          {children && <div className={styles.actions}>{children}</div>}
        </div>
        {aside && <div className={styles.aside}>{aside}</div>}
      </div>
    </div>
  );
}
