import { useId, type ReactNode } from 'react';
import styles from './Section.module.css';

export interface SectionProps {
  /** The section's `<h2>`, which also names the region. */
  heading: string;
  /** Optional sentence under the heading. */
  intro?: string;
  /** Element id (for in-page anchors). */
  id?: string;
  /** Visual variant: plain, or a tinted band. */
  tone?: 'plain' | 'tinted';
  children?: ReactNode;
}

/** A `<section>` named by its `<h2>`, laid out on the page grid. */
export function Section({ heading, intro, id, tone = 'plain', children }: SectionProps) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className={styles.section} data-tone={tone}>
      <div className={styles.inner}>
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </div>
    </section>
  );
}
