import { useTranslation } from 'react-i18next';
import { figures } from '../../content/figures';
import { ffiecDates } from '../../content/ffiec';
import { isLocale, languageOf, defaultLocale } from './registry';

/** The Intl locale of the language being rendered. */
function useIntlLocale(): string {
  const { i18n } = useTranslation();
  return languageOf(isLocale(i18n.language) ? i18n.language : defaultLocale).intl;
}

/**
 * The spec's figures, formatted for the language being rendered, ready for interpolation.
 * Numbers use the platform's Intl.NumberFormat directly: @formatjs/intl (src/i18n/intl.ts, for
 * dates) would add 13.5 KB gzip to every page that shows a figure for the same result.
 */
export function useFigures() {
  const locale = useIntlLocale();
  const number = (value: number, options?: Intl.NumberFormatOptions) =>
    new Intl.NumberFormat(locale, options).format(value);
  return {
    auditShare: number(figures.auditShare, { style: 'percent' }),
    breachCost: number(figures.breachCost, {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      compactDisplay: 'long',
      maximumFractionDigits: 2,
    }),
    controls: number(figures.controls),
    enhancements: number(figures.enhancements),
    reports: number(figures.reports),
  };
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
