import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import layout from '../../styles/layout.module.css';
import styles from './DataTable.module.css';

export interface DataTableRow {
  /** Stable key of the row. */
  id: string;
  /** The row's cells in column order; the first is the row's header (`<th scope="row">`). */
  cells: readonly ReactNode[];
}

export interface DataTableProps {
  /** The table's `<caption>`; it also names the scrollable region. */
  caption: ReactNode;
  /** Column headers (`<th scope="col">`), one per cell of a row. */
  columns: readonly ReactNode[];
  rows: readonly DataTableRow[];
  /**
   * Row headers wrap like any text (the default). Pass false only for short codes such as "AC"
   * or "CM-6", which must stay on one line.
   */
  wrapRowHeaders?: boolean;
}

/**
 * Whether an element scrolls sideways now, followed as its size or its content's changes. False
 * until measured: the prerendered page adds no region and no tab stop, which a table that fits
 * does not need. Without JavaScript, a box that does scroll is still reached by keyboard where the
 * browser makes a scrolling box without focusable content a tab stop of its own (Chromium,
 * Firefox).
 */
function useScrollsSideways() {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return [ref, scrolls] as const;
}

/**
 * A data table in a box that scrolls on its own on narrow screens. While it scrolls, the box is a
 * region named by the caption and reachable by keyboard, so it can be scrolled without a mouse; a
 * table that fits adds neither a landmark nor a tab stop. Column headers and row headers (the
 * first cell of each row) carry their scope.
 */
export function DataTable({ caption, columns, rows, wrapRowHeaders = true }: DataTableProps) {
  const captionId = useId();
  const rowHeaderClass = wrapRowHeaders ? undefined : styles.nowrap;
  const [wrapRef, scrolls] = useScrollsSideways();
  return (
    <div
      ref={wrapRef}
      className={layout.tableWrap}
      role={scrolls ? 'region' : undefined}
      aria-labelledby={scrolls ? captionId : undefined}
      // A scrollable region must be reachable by keyboard (WCAG 2.1.1); this is the one place
      // the site gives a non-interactive element a tab stop, and only while it scrolls.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={scrolls ? 0 : undefined}
    >
      <table className={layout.table}>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ id, cells: [header, ...data] }) => (
            <tr key={id}>
              <th scope="row" className={rowHeaderClass}>
                {header}
              </th>
              {data.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
