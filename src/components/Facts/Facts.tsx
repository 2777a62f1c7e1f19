import styles from './Facts.module.css';

export interface Fact {
  id: string;
  value: string;
  label: string;
}

/** Key figures as a description list: a large value and its label. */
export function Facts({ label, items }: { label: string; items: readonly Fact[] }) {
  return (
    <dl className={styles.facts} aria-label={label}>
      {items.map((item) => (
        <div key={item.id} className={styles.fact}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
