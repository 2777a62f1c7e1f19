import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { truncateAtWord } from './truncate';
import { keepInView } from '../keepInView';
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
 * The rest of a card's text after its preview: always in the page (find-in-page reaches it while
 * collapsed, `hidden="until-found"`, and opens the card), shown when the card is open, right after
 * the toggle in reading order.
 */
function CardRest({
  id,
  text,
  open,
  onFound,
}: {
  id: string;
  text: string;
  open: boolean;
  onFound: () => void;
}) {
  const ref = useRef<HTMLParagraphElement>(null);
  // Not in the page's HTML (without JavaScript the whole text shows; before the app runs the
  // stylesheet keeps it closed): once running, a collapsed card's rest is hidden until found.
  useLayoutEffect(() => {
    if (open) ref.current?.removeAttribute('hidden');
    else ref.current?.setAttribute('hidden', 'until-found');
  }, [open]);
  useEffect(() => {
    const element = ref.current;
    element?.addEventListener('beforematch', onFound);
    return () => element?.removeEventListener('beforematch', onFound);
  }, [onFound]);
  return (
    <p ref={ref} id={id} className={`${styles.text} ${styles.rest}`}>
      {text}
    </p>
  );
}

/**
 * Cards with Read More / Read Less: one card expanded at a time; pressing the open card's toggle
 * collapses it. Each card shows a preview, then its toggle, then (when open) the rest of its text:
 * the added text comes right after the toggle, which stays where it was, and the whole text is in
 * the page for find-in-page. The toggle's name says what it does and for which card ("Read more
 * about …" / "Read less about …", containing its visible label), which is the state conveyed once
 * (no aria-expanded besides), and it controls the rest of the text. Focus stays on the toggle; when
 * another card closes above it, the toggle is kept in view.
 */
export function ExpandableCards({
  items,
  headingLevel,
  labels,
  previewLength = PREVIEW_LENGTH,
  className,
}: ExpandableCardsProps) {
  const { intl } = useLocale();
  const [expanded, setExpanded] = useState<string | null>(null);
  const pressed = useRef<HTMLButtonElement | null>(null);
  const baseId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  useLayoutEffect(() => {
    const button = pressed.current;
    pressed.current = null;
    const list = button?.closest('ul');
    return button && list ? keepInView(button, list) : undefined;
  }, [expanded]);
  return (
    <ul className={[styles.cards, className].filter(Boolean).join(' ')}>
      {items.map((item) => {
        const open = expanded === item.id;
        const restId = `${baseId}-${item.id}`;
        const preview = truncateAtWord(item.text, previewLength, intl);
        const cut = preview !== item.text;
        // The preview without its ellipsis, and what follows it.
        const head = cut ? preview.slice(0, -1) : item.text;
        // Its leading space kept: without JavaScript the two parts flow as one paragraph.
        const rest = cut ? item.text.slice(head.length) : '';
        return (
          <li key={item.id} className={styles.card} data-expanded={open || undefined}>
            <Heading className={styles.title}>{item.title}</Heading>
            <p className={styles.text}>
              {head}
              {cut && !open && <span className={styles.ellipsis}>…</span>}
            </p>
            {cut && (
              <>
                <button
                  type="button"
                  className={styles.toggle}
                  aria-controls={restId}
                  aria-label={open ? labels.lessAbout(item.title) : labels.moreAbout(item.title)}
                  onClick={(event) => {
                    pressed.current = event.currentTarget;
                    setExpanded(open ? null : item.id);
                  }}
                >
                  {open ? labels.less : labels.more}
                </button>
                <CardRest
                  id={restId}
                  text={rest}
                  open={open}
                  onFound={() => setExpanded(item.id)}
                />
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
