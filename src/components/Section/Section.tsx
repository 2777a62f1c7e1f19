import { useId, type ReactNode } from 'react';
import styles from './Section.module.css';

export interface SectionProps {
  /** The section's `<h2>`. */
  heading: string;
  /** Optional sentence under the heading (a text with inline markup as a <Trans>). */
  intro?: ReactNode;
  /** Element id (for in-page anchors). */
  id?: string;
  /**
   * A place people jump to: a named region (landmark), named by its heading. Only for what a
   * visitor comes to the page to use (the booking calendar, the downloads), not for the
   * chapters of a page's text, which its headings already lead to: landmarks for every
   * section make the landmark list noise.
   */
  landmark?: boolean;
  /** Visual variant: plain, or a tinted band. */
  tone?: 'plain' | 'tinted';
  children?: ReactNode;
}

/**
 * A `<section>` with its `<h2>`, laid out on the page grid; a named region only when it is a
 * `landmark` (an unnamed `<section>` is no landmark).
 */
export function Section({
  heading,
  intro,
  id,
  landmark = false,
  tone = 'plain',
  children,
}: SectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={landmark ? headingId : undefined}
      className={styles.section}
      data-tone={tone}
    >
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
