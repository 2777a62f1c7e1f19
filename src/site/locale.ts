import { formatterFor, type Formatter } from '../i18n/format';
import { languageOf, type Locale } from '../i18n/registry';
import { useCurrentPage } from './page-context';

/**
 * The language of the page being rendered, read one way: from the page context (the URL), never
 * from i18next's or React Aria's state. `intl` is its Intl locale, `dir` its writing direction.
 */
export function useLocale(): { lng: Locale; intl: string; dir: 'ltr' | 'rtl' } {
  const { lng } = useCurrentPage();
  const { intl, dir } = languageOf(lng);
  return { lng, intl, dir };
}

/** The formatter (src/i18n/format.ts) of the page's language. */
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
