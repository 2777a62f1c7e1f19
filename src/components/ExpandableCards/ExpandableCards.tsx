import { useId, useState } from 'react';
import { useLocale } from 'react-aria-components';
import { truncateAtWord } from './truncate';
import styles from './ExpandableCards.module.css';

/** Characters of a collapsed card's text before it is cut (on a word boundary). */
export const PREVIEW_LENGTH = 150;

export interface ExpandableCard {
  /** Unique within the list. */
  id: string;
  /** The card's heading; also part of its toggle's accessible name. */
  title: string;
  /** The full text; collapsed cards show its first PREVIEW_LENGTH characters. */
  text: string;
}

export interface ExpandableCardsLabels {
  /** Visible toggle text on a collapsed card ("Read More"). */
  more: string;
  /** Visible toggle text on the expanded card ("Read Less"). */
  less: string;
  /** Accessible name of a collapsed card's toggle ("Read more about {title}"). */
  moreAbout: (title: string) => string;
  /** Accessible name of the expanded card's toggle ("Read less about {title}"). */
  lessAbout: (title: string) => string;
}

export interface ExpandableCardsProps {
  items: readonly ExpandableCard[];
  /** Level of each card's heading: one below the section's heading. */
  headingLevel: 3 | 4;
  /** The toggle texts (translated by the caller). */
  labels: ExpandableCardsLabels;
  /** Characters shown while collapsed. */
  previewLength?: number;
  className?: string;
}

/**
 * Cards with Read More / Read Less: one card expanded at a time; pressing the open card's toggle
 * collapses it. Each toggle says which card it opens, reports aria-expanded and controls the
 * card's text. Focus stays on the toggle; the other cards keep their size.
 */
export function ExpandableCards({
  items,
  headingLevel,
  labels,
  previewLength = PREVIEW_LENGTH,
  className,
}: ExpandableCardsProps) {
  const { locale } = useLocale();
  const [expanded, setExpanded] = useState<string | null>(null);
  const baseId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <ul className={[styles.cards, className].filter(Boolean).join(' ')}>
      {items.map((item) => {
        const open = expanded === item.id;
        const textId = `${baseId}-${item.id}`;
        const preview = truncateAtWord(item.text, previewLength, locale);
        return (
          <li key={item.id} className={styles.card} data-expanded={open || undefined}>
            <Heading className={styles.title}>{item.title}</Heading>
            <p id={textId} className={styles.text}>
              {open ? item.text : preview}
            </p>
            {preview !== item.text && (
              <button
                type="button"
                className={styles.toggle}
                aria-expanded={open}
                aria-controls={textId}
                aria-label={open ? labels.lessAbout(item.title) : labels.moreAbout(item.title)}
                onClick={() => setExpanded(open ? null : item.id)}
              >
                {open ? labels.less : labels.more}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
