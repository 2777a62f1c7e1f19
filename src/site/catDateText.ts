import { ffiecDates } from '../../content/ffiec';
import { formatterFor } from '../i18n/format';

export type CatDates = Record<keyof typeof ffiecDates, string>;

/**
 * The FFIEC CAT's dates (content/ffiec.ts) written for an Intl locale: a day in full, a
 * month-only date as month and year.
 */
export function formatCatDates(intl: string): CatDates {
  const format = formatterFor(intl);
  return Object.fromEntries(
    Object.entries(ffiecDates).map(([id, iso]) => [
      id,
      iso.length === 7 ? format.month(iso) : format.date(iso),
    ]),
  ) as CatDates;
}
