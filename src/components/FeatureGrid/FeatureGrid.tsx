import type { ReactNode } from 'react';
import styles from './FeatureGrid.module.css';

export interface Feature {
  /** React key. */
  id: string;
  title: string;
  text: ReactNode;
  /** Decorative icon. */
  icon?: ReactNode;
}

export interface FeatureGridProps {
  items: readonly Feature[];
  /** Heading level of each tile's title. */
  level?: 3 | 4;
  /** Tiles per row at wide sizes; `panel`: 2 per row below 640 px and 4 from 640 px (SPEC 9). */
  columns?: 2 | 3 | 4 | 5 | 'panel';
  /** Ordered (numbered) list. */
  ordered?: boolean;
}

/** A list of tiles, each a title and a sentence: 1 column on phones, up to `columns` wide. */
export function FeatureGrid({ items, level = 3, columns = 2, ordered = false }: FeatureGridProps) {
  const Heading = level === 3 ? 'h3' : 'h4';
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={styles.grid} data-columns={columns}>
      {items.map((item) => (
        <li key={item.id} className={styles.tile}>
          {item.icon && <span className={styles.icon}>{item.icon}</span>}
          <Heading className={styles.title}>{item.title}</Heading>
          <p className={styles.text}>{item.text}</p>
        </li>
      ))}
    </List>
  );
}
