import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { HeroArt } from '../HeroArt/HeroArt';
import styles from './PageHeader.module.css';

/**
 * What fills the hero's inline-end half from 1024 px: content (facts, a portrait, an image, shown
 * at every width, under the text when narrower), or the section's icon drawn as a decorative
 * illustration (HeroArt, left out when narrower).
 */
export type HeroSide =
  | {
      /** Illustration or extra content beside the text. */
      aside?: ReactNode;
      art?: never;
    }
  | {
      aside?: never;
      /** The section's icon, drawn as the hero's decorative illustration. */
      art: LucideIcon;
    };

interface HeaderText {
  /** Short label above the heading. */
  eyebrow: string;
  /** The page's `<h1>`; it receives focus after an in-app navigation. */
  title: string;
  /** Introductory paragraph. */
  lead: ReactNode;
  /** Actions under the lead. */
  children?: ReactNode;
}

export type PageHeaderProps = HeaderText & HeroSide;

/** The top of a page: eyebrow, the `<h1>`, a lead paragraph, optional actions and illustration. */
export function PageHeader({ eyebrow, title, lead, aside, art, children }: PageHeaderProps) {
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
        {art && (
          <div className={`${styles.aside} ${styles.art}`}>
            <HeroArt icon={art} />
          </div>
        )}
      </div>
    </div>
  );
}
