import { LocalLink } from '../LocalLink/LocalLink';
import styles from './Breadcrumb.module.css';

export interface BreadcrumbItem {
  /** Unique within the trail. */
  id: string;
  /** The page's name, as the link's (or the current item's) text. */
  label: string;
  /** The page's spec path; the last item is the current page and is not a link. */
  to: string;
}

export interface BreadcrumbProps {
  /** The navigation landmark's name (translated by the caller, e.g. "Breadcrumb"). */
  label: string;
  /** The trail from the home page to the current page, which is the last item. */
  items: readonly BreadcrumbItem[];
}

/**
 * The WAI-ARIA APG breadcrumb: a `<nav>` named by `label` holding an ordered list of links to
 * the ancestor pages (client-side navigation) and, last, the current page marked
 * `aria-current="page"` as plain text. Separators are drawn by CSS and not announced.
 */
export function Breadcrumb({ label, items }: BreadcrumbProps) {
  const last = items.length - 1;
  return (
    <nav aria-label={label} className={styles.breadcrumb}>
      <ol className={styles.list}>
        {items.map((item, index) => (
          <li key={item.id} className={styles.item}>
            {index === last ? (
              <span aria-current="page" className={styles.current}>
                {item.label}
              </span>
            ) : (
              <LocalLink to={item.to} className={styles.link}>
                {item.label}
              </LocalLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
