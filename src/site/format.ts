import { formatterFor, type Formatter } from '../i18n/format';
import { useTextIntl } from './textLanguage';

/**
 * The formatter (src/i18n/format.ts) of the language the surrounding text is shown in: the
 * page's, or English where the page is shown in English (src/site/textLanguage.tsx).
 */
export function useFormat(): Formatter {
  return formatterFor(useTextIntl());
}
