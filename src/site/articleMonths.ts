import { formatterFor } from '../i18n/format';
import { formatArticleMonths } from './articleMonthText';
import { useTextIntl } from './textLanguage';

// A macro: the table is computed when Parcel builds (and where no bundler runs, as Vitest, on import).
import { articleMonthTable } from './figureTable' with { type: 'macro' };

/**
 * Formatted at build time: a page's first Intl.DateTimeFormat costs the main thread far more than
 * its format (the engine loads its date data then): 162 ms of an article's hydration at 4× CPU.
 */
const cache = new Map<string, Record<string, string>>(Object.entries(articleMonthTable()));

/** The months articles show, for an Intl locale: the build's table, or formatted once here. */
export function articleMonthsFor(intl: string): Record<string, string> {
  let months = cache.get(intl);
  if (!months) {
    months = formatArticleMonths(intl);
    cache.set(intl, months);
  }
  return months;
}

/**
 * A day's month and year (`YYYY-MM-DD` → "June 2025"), in the language the surrounding text is
 * shown in, as useFormat().month writes it; an article's months come from the build's table.
 */
export function useArticleMonth(): (day: string) => string {
  const intl = useTextIntl();
  const months = articleMonthsFor(intl);
  return (day) => months[day.slice(0, 7)] ?? formatterFor(intl).month(day);
}
