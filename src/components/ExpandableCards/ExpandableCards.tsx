import { memo, useMemo } from 'react';
import { Heading, type Key } from 'react-aria-components';
import { KitDisclosure, KitPanel } from '../KitDisclosure';
import { Chevron } from '../Chevron/Chevron';
import { KitTrigger } from '../KitTrigger';
import { truncateAtWord } from './truncate';
import { useKitDisclosures, type KitTriggerProps } from '../useKitDisclosures';
import { useCardLabels, type ExpandableCardsLabels } from './useCardLabels';
import styles from './ExpandableCards.module.css';
import { useLocale } from '../../site/locale';

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

export interface ExpandableCardsProps {
  items: readonly ExpandableCard[];
  /** Level of each card's heading: one below the section's heading. */
  headingLevel: 3 | 4;
  /** The toggle texts; by default the site's (common:cards), in the page's language. */
  labels?: ExpandableCardsLabels;
  /** Characters shown while collapsed. */
  previewLength?: number;
  /** The card open at first (the examples' open state; the site starts with all closed). */
  defaultExpandedId?: string;
  className?: string;
}

/**
 * Cards with Read More, on React Aria: the kit's disclosures (KitDisclosure) in one group
 * (useKitDisclosures: one card open at a time; pressing the open card's toggle closes it), each
 * card told its own state, so a press renders only the cards whose state changes. A card shows its
 * heading, its toggle, then a preview (its text cut on a word boundary); open, the preview gives
 * way to the whole text, one paragraph in the disclosure's panel right after the toggle. Closed,
 * the panel is in the page `hidden="until-found"`, so find-in-page reaches the whole text and
 * opens the card.
 *
 * In reading order the toggle comes before the text it reveals (the APG disclosure pattern): a
 * person who opens a card and reads on hears the whole text next, and the text starts right
 * below the toggle. The toggle does not move when its card opens or closes (only what follows
 * it changes), so it stays under the pointer and in view.
 *
 * The toggle is a disclosure button (aria-expanded, aria-controls) with one visible text, open or
 * closed ("Read More"; its chevron turns), and one accessible name: that text and the card's
 * title ("Read More: Public data"). The name holds what is shown (WCAG 2.5.3) and the state is
 * said once, by aria-expanded. Focus stays on the toggle; when another card closes above it, the
 * toggle is kept in view.
 *
 * The page's HTML shows every card whole, and its toggles say they are collapsed: without
 * JavaScript the stylesheet hides previews and toggles (nothing collapses, and no toggle that
 * could not work is shown); with JavaScript the stylesheet shows previews and collapsed toggles
 * from the first paint (`html.js`, set by the inline loader), as the app will.
 */
export function ExpandableCards({
  items,
  headingLevel,
  labels: given,
  previewLength = PREVIEW_LENGTH,
  defaultExpandedId,
  className,
}: ExpandableCardsProps) {
  const site = useCardLabels();
  const labels = given ?? site;
  const { intl } = useLocale();
  const { isSSR, isOpen, toggle, containerRef, triggerProps } = useKitDisclosures<HTMLUListElement>(
    defaultExpandedId === undefined ? [] : [defaultExpandedId],
    false,
  );
  // Cut once, not on every press (a word segmenter per card is the costliest part of a render).
  const previews = useMemo(
    () => items.map((item) => truncateAtWord(item.text, previewLength, intl)),
    [items, previewLength, intl],
  );
  // Each toggle's name once per list and language, not on every press: each is a translation
  // (traced at 4× CPU, five presses of a Read More card: 6.4 of their 28 ms of rendering).
  const names = useMemo(() => items.map((item) => labels.name(item.title)), [items, labels]);
  return (
    <div className={styles.group} data-rac="">
      <ul ref={containerRef} className={[styles.cards, className].filter(Boolean).join(' ')}>
        {items.map((item, index) => (
          <Card
            key={item.id}
            item={item}
            preview={previews[index] ?? item.text}
            open={isOpen(item.id)}
            isSSR={isSSR}
            headingLevel={headingLevel}
            more={labels.more}
            name={names[index] ?? labels.name(item.title)}
            toggle={toggle}
            triggerProps={triggerProps}
          />
        ))}
      </ul>
    </div>
  );
}

interface CardProps {
  item: ExpandableCard;
  preview: string;
  /** Open in the group's state (the page's HTML shows it whole whatever it is). */
  open: boolean;
  isSSR: boolean;
  headingLevel: ExpandableCardsProps['headingLevel'];
  /** The toggle's visible text and its one accessible name. */
  more: string;
  name: string;
  toggle: (key: Key) => void;
  triggerProps: KitTriggerProps;
}

/** One card; rendered again only when its own props change. */
const Card = memo(function Card({
  item,
  preview,
  open,
  isSSR,
  headingLevel,
  more,
  name,
  toggle,
  triggerProps,
}: CardProps) {
  const Title = headingLevel === 3 ? 'h3' : 'h4';
  if (preview === item.text) {
    return (
      <li className={styles.card}>
        <Title className={styles.title}>{item.title}</Title>
        <p className={styles.text}>{item.text}</p>
      </li>
    );
  }
  return (
    <li>
      <KitDisclosure
        id={item.id}
        isExpanded={isSSR || open}
        className={isSSR ? `${styles.card} ${styles.static}` : styles.card}
        onExpandedChange={() => toggle(item.id)}
      >
        <Heading level={headingLevel} className={styles.title}>
          {item.title}
        </Heading>
        <KitTrigger className={styles.toggle} aria-label={name} {...triggerProps}>
          {more}
          <Chevron className={styles.chevron} />
        </KitTrigger>
        <KitPanel className={styles.panel}>
          <p className={styles.text}>{item.text}</p>
        </KitPanel>
        {/* Open, the panel's whole text, right after the toggle, replaces it. */}
        <p className={`${styles.text} ${styles.preview}`} hidden={open && !isSSR}>
          {preview}
        </p>
      </KitDisclosure>
    </li>
  );
});
