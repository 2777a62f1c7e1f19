import { ffiecDates } from '../../content/ffiec';
import { formatterFor } from '../i18n/format';
import { useLocale } from './locale';

export type CatDates = Record<keyof typeof ffiecDates, string>;

const cache = new Map<string, CatDates>();

/**
 * The FFIEC CAT's dates (content/ffiec.ts), written for the page's language: a day in full, a
 * month-only date as month and year. Formatted once per language, like the formatter itself.
 */
export function useCatDates(): CatDates {
  const { intl } = useLocale();
  let dates = cache.get(intl);
  if (!dates) {
    const format = formatterFor(intl);
    dates = Object.fromEntries(
      Object.entries(ffiecDates).map(([id, iso]) => [
        id,
        iso.length === 7 ? format.month(iso) : format.date(iso),
      ]),
    ) as CatDates;
    cache.set(intl, dates);
  }
  return dates;
}
