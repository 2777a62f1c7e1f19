import { formatterFor, type Formatter } from '../i18n/format';
import { useLocale } from './locale';

/** The formatter (src/i18n/format.ts) of the page's language (`useLocale().intl`). */
export function useFormat(): Formatter {
  return formatterFor(useLocale().intl);
}
