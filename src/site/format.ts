import { formatterFor, type Formatter } from '../i18n/format';
import { useLocale } from './locale';

/** The formatter (src/i18n/format.ts) of the page's language (`useLocale().intl`). */
export function useFormat(): Formatter {
  return formatterFor(useLocale().intl);
}

/** The site's figures (content/figures.ts), formatted for the page's language. */
export function useFigures(): Formatter['figures'] {
  return useFormat().figures;
}

/** The FFIEC CAT's dates, formatted for the page's language. */
export function useCatDates(): Formatter['catDates'] {
  return useFormat().catDates;
}
