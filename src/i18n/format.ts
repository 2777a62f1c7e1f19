import { useTranslation } from 'react-i18next';
import { formatFigures } from '../../content/figures';
import { ffiecDates } from '../../content/ffiec';
import { isLocale, languageOf, defaultLocale } from './registry';

/** The Intl locale of the language being rendered. */
function useIntlLocale(): string {
  const { i18n } = useTranslation();
  return languageOf(isLocale(i18n.language) ? i18n.language : defaultLocale).intl;
}

/** The site's figures (content/figures.ts), formatted for the language being rendered. */
export function useFigures() {
  return formatFigures(useIntlLocale());
}

export type CatDates = Record<keyof typeof ffiecDates, string>;

/**
 * The FFIEC CAT's dates (release, update, sunset announcement, retirement), formatted for the
 * language being rendered and ready for interpolation. A month-only date shows month and year.
 * Dates are formatted in UTC, so every build prints the same.
 */
export function useCatDates(): CatDates {
  const locale = useIntlLocale();
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const format = (iso: string) =>
    iso.length === 7 ? month.format(new Date(`${iso}-01`)) : day.format(new Date(iso));
  return {
    released: format(ffiecDates.released),
    updated: format(ffiecDates.updated),
    announced: format(ffiecDates.announced),
    retired: format(ffiecDates.retired),
  };
}

/**
 * A page's own dates and periods, written for the language being rendered: `date` a day
 * (`YYYY-MM-DD`) in full ("November 24, 2026", "24 de noviembre de 2026"), in UTC like every date
 * on the site; `days` a number of days with its unit ("365 days", "365 días").
 */
export function useFormat() {
  const locale = useIntlLocale();
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const days = new Intl.NumberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'long' });
  return {
    date: (iso: string) => day.format(new Date(`${iso}T00:00:00Z`)),
    days: (count: number) => days.format(count),
  };
}
