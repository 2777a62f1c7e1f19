import { useTranslation } from 'react-i18next';
import { ffiecDates } from '../../../content/ffiec';
import { defaultLocale, isLocale, languageOf } from '../../i18n/registry';

export type CatDates = Record<keyof typeof ffiecDates, string>;

/**
 * The FFIEC CAT's dates (release, update, sunset announcement, retirement), formatted for the
 * language being rendered and ready for interpolation. A month-only date shows month and year.
 * Dates are formatted in UTC, so every build prints the same.
 */
export function useCatDates(): CatDates {
  const { i18n } = useTranslation();
  const locale = languageOf(isLocale(i18n.language) ? i18n.language : defaultLocale).intl;
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
