import type { ReactNode } from 'react';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import layout from '../../styles/layout.module.css';

export interface ProseLink {
  /** A spec path (see content/paths.ts). */
  to: string;
  label: string;
}

export interface ProseWithLinksProps {
  /** Paragraphs of running text, in order (a text with inline markup as a <Trans>). */
  paragraphs: readonly ReactNode[];
  /** Where to read on: secondary button links under the text. */
  links: readonly ProseLink[];
}

/** A few paragraphs, then a row of secondary button links to the pages they point to. */
export function ProseWithLinks({ paragraphs, links }: ProseWithLinksProps) {
  return (
    <div className={layout.stack}>
      <div className={layout.prose}>
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <div className={layout.actions}>
        {links.map(({ to, label }) => (
          <ButtonLink key={to} to={to} variant="secondary">
            {label}
          </ButtonLink>
        ))}
      </div>
    </div>
  );
}
