import { memo, type ReactNode } from 'react';
import { Heading, type Key } from 'react-aria-components';
import { KitDisclosure, KitPanel } from '../KitDisclosure';
import { Chevron } from '../Chevron/Chevron';
import { KitTrigger } from '../KitTrigger';
import { useKitDisclosures, type KitTriggerProps } from '../useKitDisclosures';
import styles from './Accordion.module.css';

export interface AccordionItem {
  /** Unique within the accordion. */
  id: string;
  /** The trigger's text; it sits inside a heading of `headingLevel`. */
  title: ReactNode;
  /** The panel's content. */
  content: ReactNode;
}

export interface AccordionProps {
  /** The items, in display order (built from typed content by the caller). */
  items: readonly AccordionItem[];
  /** Level of the heading around each trigger: one below the section's heading. */
  headingLevel: 2 | 3 | 4;
  /** Several panels may be open at once; by default opening one closes the other. */
  allowsMultipleExpanded?: boolean;
  /** Panels open at first (the examples' open states; the site starts with all closed). */
  defaultExpandedKeys?: readonly string[];
  className?: string;
}

/**
 * The kit's disclosures (KitDisclosure, on React Aria's useDisclosure) in a group: each one's
 * trigger a button (KitTrigger) inside a Heading of the given level, its panel (KitPanel) tied by
 * aria-controls and labelled by it; ids, states,
 * keyboard and pointer, and find-in-page (`hidden="until-found"`, opened on `beforematch`) are
 * React Aria's. None open at first; pressing the open one closes it.
 *
 * The page's HTML (server render and hydration) shows every panel, and each heading holds its
 * title twice: as text, shown without JavaScript (nothing collapses, so no button that could not
 * work, no tab stop that does nothing), and as the trigger, shown with JavaScript. With JavaScript
 * the stylesheet keeps panels closed from the first paint (`html.js`, set by the inline loader)
 * and the triggers say so (aria-expanded false), and a press is held until the app runs
 * (src/site/prepaint.ts); once it runs React Aria takes over and the text copy is gone. The
 * trigger just pressed is kept in view while a panel above it closes.
 */
export function Accordion({
  items,
  headingLevel,
  allowsMultipleExpanded = false,
  defaultExpandedKeys = [],
  className,
}: AccordionProps) {
  const { isSSR, isExpanded, toggle, containerRef, triggerProps } =
    useKitDisclosures<HTMLDivElement>(defaultExpandedKeys, allowsMultipleExpanded);
  // Each item is told its own state (useKitDisclosures, not React Aria's DisclosureGroup, whose
  // one context renders every item on each press): a press renders the one or two items whose
  // state changed.
  return (
    <div
      ref={containerRef}
      className={[styles.group, className].filter(Boolean).join(' ')}
      data-rac=""
    >
      {items.map((item) => (
        <Entry
          key={item.id}
          item={item}
          expanded={isExpanded(item.id)}
          isSSR={isSSR}
          headingLevel={headingLevel}
          toggle={toggle}
          triggerProps={triggerProps}
        />
      ))}
    </div>
  );
}

interface EntryProps {
  item: AccordionItem;
  expanded: boolean;
  isSSR: boolean;
  headingLevel: AccordionProps['headingLevel'];
  toggle: (key: Key) => void;
  triggerProps: KitTriggerProps;
}

/** One disclosure of the accordion; rendered again only when its own props change. */
const Entry = memo(function Entry({
  item,
  expanded,
  isSSR,
  headingLevel,
  toggle,
  triggerProps,
}: EntryProps) {
  return (
    <KitDisclosure
      id={item.id}
      isExpanded={expanded}
      className={isSSR ? `${styles.disclosure} ${styles.static}` : styles.disclosure}
      onExpandedChange={() => toggle(item.id)}
    >
      <Heading level={headingLevel} className={styles.heading}>
        {isSSR && <span className={styles.staticTitle}>{item.title}</span>}
        <KitTrigger
          className={styles.trigger}
          // Collapsed in the page's HTML, as shown from the first paint (see above).
          {...triggerProps}
        >
          {/* One flex item: a title with inline markup (an English name) still wraps as one text. */}
          <span className={styles.title}>{item.title}</span>
          <Chevron className={styles.chevron} />
        </KitTrigger>
      </Heading>
      <KitPanel className={styles.panel}>{item.content}</KitPanel>
    </KitDisclosure>
  );
});
