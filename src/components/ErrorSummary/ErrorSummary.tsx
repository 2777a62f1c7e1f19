import { useId, type MouseEvent, type Ref } from 'react';
import styles from './ErrorSummary.module.css';

export interface ErrorSummaryItem {
  /** The id of the field the error is about: its link moves focus there. */
  target: string;
  message: string;
  /** Written as the item's `data-error`: for a page without script whose server keeps or drops it. */
  mark?: string;
}

export interface ErrorSummaryProps {
  title: string;
  /** What is wrong, in the order of the fields; nothing is rendered while it is empty. */
  errors: readonly ErrorSummaryItem[];
  /** The level of the title's heading, under the section's own. */
  headingLevel?: 2 | 3 | 4;
  /** Focused as the page loads: a page without script that opens on its errors. */
  focusOnLoad?: boolean;
  ref?: Ref<HTMLDivElement>;
}

const focusTarget = (target: string) => (event: MouseEvent) => {
  event.preventDefault();
  document.getElementById(target)?.focus();
};

/**
 * The GOV.UK Design System's error summary: a group named by its title and described by its list,
 * which the form focuses on a failed submit (so it is read), each error a link to its field. Not a
 * live region: a field corrected afterwards updates it without announcing it again.
 */
export function ErrorSummary({
  title,
  errors,
  headingLevel = 2,
  focusOnLoad,
  ref,
}: ErrorSummaryProps) {
  const id = useId();
  if (errors.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      ref={ref}
      className={styles.summary}
      role="group"
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-list`}
      // React renders the attribute: the browser focuses the summary as a page without script
      // loads, so it is read first, as GOV.UK's is.
      // eslint-disable-next-line jsx-a11y/no-autofocus -- a page that opens on its errors
      autoFocus={focusOnLoad || undefined}
      data-error-summary=""
    >
      <Heading id={`${id}-title`} className={styles.title}>
        {title}
      </Heading>
      <ul id={`${id}-list`}>
        {errors.map(({ target, message, mark }) => (
          <li key={mark ?? target} {...(mark && { 'data-error': mark })}>
            <a href={`#${target}`} onClick={focusTarget(target)}>
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
