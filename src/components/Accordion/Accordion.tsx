import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useDisclosure } from 'react-aria';
import {
  useDisclosureGroupState,
  useDisclosureState,
  type DisclosureGroupState,
} from 'react-stately';
import { Chevron } from '../Chevron/Chevron';
import { keepInView } from '../keepInView';
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
  className?: string;
}

interface DisclosureProps {
  item: AccordionItem;
  group: DisclosureGroupState;
  Heading: 'h2' | 'h3' | 'h4';
}

/**
 * One disclosure of the group: React Aria's useDisclosure (ids, aria-expanded, aria-controls, the
 * panel's group role and label, find-in-page opening) on a native button. A native button, not
 * React Aria's Button: keyboard and pointer behaviour are the browser's own, and pages that only
 * show accordions do not load React Aria's press and focus machinery (about 15 KB gzip).
 */
function Disclosure({ item, group, Heading }: DisclosureProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const pressed = useRef(false);
  const isExpanded = group.expandedKeys.has(item.id);
  // The control just pressed stays in view, after the commit that opened or closed it, while
  // the other panel shrinks (React Aria hides it once its animations end).
  useLayoutEffect(() => {
    if (!pressed.current) return;
    pressed.current = false;
    const button = buttonRef.current;
    const group = button?.closest<HTMLElement>('[data-accordion]');
    return button && group ? keepInView(button, group) : undefined;
  }, [isExpanded]);
  const state = useDisclosureState({
    isExpanded,
    onExpandedChange: () => group.toggleKey(item.id),
  });
  const { buttonProps, panelProps } = useDisclosure({ isExpanded }, state, panelRef);
  return (
    <div className={styles.disclosure} data-expanded={isExpanded || undefined}>
      <Heading className={styles.heading}>
        <button
          ref={buttonRef}
          type="button"
          id={buttonProps.id}
          className={styles.trigger}
          aria-expanded={isExpanded}
          aria-controls={buttonProps['aria-controls']}
          onClick={() => {
            pressed.current = true;
            state.toggle();
          }}
        >
          {item.title}
          <Chevron className={styles.chevron} />
        </button>
      </Heading>
      {/* No `hidden` in the page's HTML: without JavaScript every panel shows. The inline loader
          marks <html class="js"> before the first paint, and the stylesheet keeps collapsed panels
          closed until the app runs; React Aria then hides them until found. */}
      <div ref={panelRef} {...panelProps} hidden={undefined} className={styles.panel}>
        {item.content}
      </div>
    </div>
  );
}

/**
 * Disclosures in a group (React Aria's disclosure group state): each trigger a button inside a
 * heading, its panel tied by aria-controls; none open at first; pressing the open one closes it.
 */
export function Accordion({
  items,
  headingLevel,
  allowsMultipleExpanded = false,
  className,
}: AccordionProps) {
  const group = useDisclosureGroupState({ allowsMultipleExpanded });
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={[styles.group, className].filter(Boolean).join(' ')} data-accordion="">
      {items.map((item) => (
        <Disclosure key={item.id} item={item} group={group} Heading={Heading} />
      ))}
    </div>
  );
}
