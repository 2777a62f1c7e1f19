import { useId, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { IconName } from '../../../content/icons';
import { LocalLink } from '../LocalLink/LocalLink';
import { Icon } from '../Icon/Icon';
import styles from './LinkCards.module.css';

export interface LinkCard {
  /** Unique within the list. */
  id: string;
  /** The page the card leads to (a path from content/paths.ts). */
  to: string;
  /** Decorative illustration. */
  icon: IconName;
  /** The card's heading and its link's text. */
  title: string;
  /** One sentence under the heading. */
  text: ReactNode;
}

export interface LinkCardsProps {
  items: readonly LinkCard[];
  /** Level of each card's heading. */
  headingLevel?: 3 | 4;
  /**
   * Below 640 px show only this many cards until the See More button is pressed (which then
   * moves focus to the first newly shown card). Needs `seeMoreLabel`. Without JavaScript every
   * card shows and the button does not.
   */
  initiallyShown?: number;
  /** The See More button's text (translated by the caller). */
  seeMoreLabel?: string;
}

/** A grid of cards, each a heading that links to a page, an icon and a sentence. */
export function LinkCards({
  items,
  headingLevel = 3,
  initiallyShown,
  seeMoreLabel,
}: LinkCardsProps) {
  const [showAll, setShowAll] = useState(false);
  const firstHidden = useRef<HTMLAnchorElement>(null);
  const gridId = useId();
  const limit = initiallyShown !== undefined && seeMoreLabel ? initiallyShown : items.length;
  const Heading = headingLevel === 3 ? 'h3' : 'h4';

  const seeMore = () => {
    flushSync(() => setShowAll(true));
    firstHidden.current?.focus();
  };

  return (
    <>
      <ul id={gridId} className={styles.grid} data-show-all={showAll || undefined}>
        {items.map((item, index) => (
          <li key={item.id} className={index >= limit ? styles.extra : styles.card}>
            <span className={styles.image}>
              <Icon name={item.icon} size={32} />
            </span>
            <Heading className={styles.name}>
              <LocalLink
                ref={index === limit ? firstHidden : undefined}
                to={item.to}
                className={styles.link}
              >
                {item.title}
              </LocalLink>
            </Heading>
            <p className={styles.text}>{item.text}</p>
          </li>
        ))}
      </ul>
      {!showAll && limit < items.length && (
        // aria-controls: a press before the app runs is held and applied once it does, as a
        // disclosure's is (src/site/prepaint.ts).
        <button type="button" className={styles.seeMore} aria-controls={gridId} onClick={seeMore}>
          {seeMoreLabel}
        </button>
      )}
    </>
  );
}
