import type { ReactNode } from 'react';
import {
  Button,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
} from 'react-aria-components';
import { Chevron } from '../Chevron/Chevron';
import styles from './Accordion.module.css';

export interface AccordionItem {
  /** Unique within the accordion (React Aria's disclosure id). */
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

/**
 * Disclosures in a group (React Aria `DisclosureGroup`): each trigger a button inside a heading,
 * its panel tied by aria-controls; none open at first; pressing the open one closes it.
 */
export function Accordion({
  items,
  headingLevel,
  allowsMultipleExpanded = false,
  className,
}: AccordionProps) {
  return (
    <DisclosureGroup
      allowsMultipleExpanded={allowsMultipleExpanded}
      className={[styles.group, className].filter(Boolean).join(' ')}
    >
      {items.map((item) => (
        <Disclosure key={item.id} id={item.id} className={styles.disclosure}>
          <Heading level={headingLevel} className={styles.heading}>
            <Button slot="trigger" className={styles.trigger}>
              {item.title}
              <Chevron className={styles.chevron} />
            </Button>
          </Heading>
          <DisclosurePanel className={styles.panel}>{item.content}</DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}
