import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useIsSSR } from 'react-aria';
import {
  Button,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  type Key,
} from 'react-aria-components';
import { Chevron } from '../Chevron/Chevron';
import { keepInView } from '../keepInView';
import { unmeasuredPanel } from '../unmeasuredPanel';
import { useDisclosureKeys } from '../useDisclosureKeys';
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
 * React Aria Components' DisclosureGroup: each Disclosure's trigger a Button inside a Heading of
 * the given level, its DisclosurePanel tied by aria-controls and labelled by it; ids, states,
 * keyboard and pointer, and find-in-page (`hidden="until-found"`, opened on `beforematch`) are
 * React Aria's. None open at first; pressing the open one closes it.
 *
 * The page's HTML (server render and hydration) shows every panel and claims no state: triggers
 * have no aria-expanded, as without JavaScript nothing collapses. With JavaScript the stylesheet
 * keeps panels closed from the first paint (`html.js`, set by the inline loader), and once the
 * app runs React Aria takes over. The trigger just pressed is kept in view while a panel above
 * it closes.
 */
export function Accordion({
  items,
  headingLevel,
  allowsMultipleExpanded = false,
  defaultExpandedKeys = [],
  className,
}: AccordionProps) {
  const isSSR = useIsSSR();
  const [expanded, toggle] = useDisclosureKeys(defaultExpandedKeys, allowsMultipleExpanded);
  const groupRef = useRef<HTMLDivElement>(null);
  // The trigger just pressed: a ref, not state, so a press renders the group once (its new keys).
  const pressed = useRef<Element | null>(null);
  // After the commit that opened or closed a panel, while the other one shrinks.
  useLayoutEffect(() => {
    const group = groupRef.current;
    const button = pressed.current;
    pressed.current = null;
    return button && group ? keepInView(button as HTMLElement, group) : undefined;
  }, [expanded]);
  return (
    <DisclosureGroup
      ref={groupRef}
      className={[styles.group, className].filter(Boolean).join(' ')}
      allowsMultipleExpanded={allowsMultipleExpanded}
      expandedKeys={isSSR ? items.map((item) => item.id) : expanded}
    >
      {items.map((item) => (
        <Disclosure
          key={item.id}
          id={item.id}
          className={isSSR ? `${styles.disclosure} ${styles.static}` : styles.disclosure}
          onExpandedChange={() => toggle(item.id as Key)}
        >
          <Heading level={headingLevel} className={styles.heading}>
            <Button
              slot="trigger"
              className={styles.trigger}
              // No state claimed in the page's HTML (see above); React Aria's from hydration on.
              aria-expanded={isSSR ? (null as unknown as undefined) : undefined}
              // When React Aria toggles: on key down, on pointer up.
              onPressStart={(event) => {
                if (event.pointerType === 'keyboard') pressed.current = event.target;
              }}
              onPress={(event) => {
                if (event.pointerType !== 'keyboard') pressed.current = event.target;
              }}
            >
              {/* One flex item: a title with inline markup (an English name) still wraps as one text. */}
              <span className={styles.title}>{item.title}</span>
              <Chevron className={styles.chevron} />
            </Button>
          </Heading>
          <DisclosurePanel ref={unmeasuredPanel} className={styles.panel}>
            {item.content}
          </DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}
