import { formatCatDates, type CatDates } from './catDateText';
import { useTextIntl } from './textLanguage';

// A macro: the table is computed when Parcel builds (and where no bundler runs, as Vitest, on import).
import { catDateTable } from './figureTable' with { type: 'macro' };

export type { CatDates };

/**
 * Formatted at build time: a page's first Intl.DateTimeFormat costs the main thread far more than
 * its format (the engine loads its locale data then): 169 ms of /ncua's hydration at 4× CPU.
 */
const cache = new Map<string, CatDates>(Object.entries(catDateTable()));

/**
 * The FFIEC CAT's dates (content/ffiec.ts) for an Intl locale: from the build's table, or for a
 * language the build did not know, formatted once here.
 */
export function catDatesFor(intl: string): CatDates {
  let dates = cache.get(intl);
  if (!dates) {
    dates = formatCatDates(intl);
    cache.set(intl, dates);
  }
  return dates;
}

/**
 * The FFIEC CAT's dates, written for the language of the text around the caller (useTextLanguage:
 * the page's, or English on a page shown in English, as useFigures): a day in full, a month-only
 * date as month and year.
 */
export function useCatDates(): CatDates {
  return catDatesFor(useTextIntl());
}
