import type { ReactNode } from 'react';
import type { IconName } from '../../../content/icons';
import { Icon } from '../Icon/Icon';
import styles from './FeatureGrid.module.css';

export interface FeatureGridProps<Id extends string> {
  /** The tiles, in order: an id and a decorative icon (typed content). */
  items: readonly { id: Id; icon: IconName }[];
  /** The translated title and sentence of a tile. */
  copy: (id: Id) => { title: string; text: ReactNode };
  /** Heading level of each tile's title. */
  level?: 3 | 4;
  /** Tiles per row at wide sizes; `panel`: 2 per row below 640 px and 4 from 640 px. */
  columns?: 2 | 3 | 4 | 5 | 'panel';
}

/** A list of tiles, each an icon, a title and a sentence: 1 column on phones, up to `columns` wide. */
export function FeatureGrid<Id extends string>({
  items,
  copy,
  level = 3,
  columns = 2,
}: FeatureGridProps<Id>) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <ul className={styles.grid} data-columns={columns}>
      {items.map(({ id, icon }) => {
        const { title, text } = copy(id);
        return (
          <li key={id} className={styles.tile}>
            <span className={styles.icon}>
              <Icon name={icon} />
            </span>
            <Heading className={styles.title}>{title}</Heading>
            <p className={styles.text}>{text}</p>
          </li>
        );
      })}
    </ul>
  );
}
