import { languageOf, type Locale } from '../i18n/registry';
import { useCurrentPage } from './page-context';

/**
 * The language of the page being rendered, read one way: from the page context (the URL), never
 * from i18next's or React Aria's state. `intl` is its Intl locale, `dir` its writing direction.
 * Formatting for that language is `useFormat()` (src/site/format.ts), kept apart so the header,
 * which every page loads first, does not carry the formatter, the figures and the CAT's dates.
 */
export function useLocale(): { lng: Locale; intl: string; dir: 'ltr' | 'rtl' } {
  const { lng } = useCurrentPage();
  const { intl, dir } = languageOf(lng);
  return { lng, intl, dir };
}
