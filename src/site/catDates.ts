import { ffiecDates } from '../../content/ffiec';
import { useFormat } from './format';

export type CatDates = Record<keyof typeof ffiecDates, string>;

/**
 * The FFIEC CAT's dates (content/ffiec.ts), written for the page's language: a day in full, a
 * month-only date as month and year.
 */
export function useCatDates(): CatDates {
  const format = useFormat();
  return Object.fromEntries(
    Object.entries(ffiecDates).map(([id, iso]) => [
      id,
      iso.length === 7 ? format.month(iso) : format.date(iso),
    ]),
  ) as CatDates;
}
