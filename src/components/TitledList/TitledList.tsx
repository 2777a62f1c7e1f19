import { useId, type ReactNode } from 'react';
import layout from '../../styles/layout.module.css';

export interface TitledListProps<Id extends string> {
  /** The block's `<h3>`; it also names the list. */
  heading: string;
  /** The items' ids, in order. */
  items: readonly Id[];
  /** An item's content. */
  item: (id: Id) => ReactNode;
  /** A numbered list drawn as steps (a scale, a sequence); otherwise bulleted. */
  ordered?: boolean;
  /** Extra class for the block (a framed panel, for instance). */
  className?: string;
  /** What follows the list inside the block (a note). */
  children?: ReactNode;
}

/** An `<h3>` and the list it names (aria-labelledby), close together, then optional notes. */
export function TitledList<Id extends string>({
  heading,
  items,
  item,
  ordered = false,
  className,
  children,
}: TitledListProps<Id>) {
  const headingId = useId();
  const List = ordered ? 'ol' : 'ul';
  return (
    <div className={[layout.block, className].filter(Boolean).join(' ')}>
      <h3 id={headingId}>{heading}</h3>
      <List className={ordered ? layout.ordered : layout.list} aria-labelledby={headingId}>
        {items.map((id) => (
          <li key={id}>{item(id)}</li>
        ))}
      </List>
      {children}
    </div>
  );
}
