import { getI18n } from '../i18n/instance';
import { languageOf, type Locale } from '../i18n/registry';

/**
 * The text of a key (`ns:key`) in a language, as renderRouteOnce's `text` gives it (tags
 * removed, a missing key throws), for tests that render their own page with renderRoute: call
 * it once the page rendered, when its namespaces are loaded.
 */
export function textIn(lng: Locale) {
  const instance = getI18n(lng);
  return (key: string, options?: Record<string, unknown>): string => {
    if (!instance.exists(key, { lng, lngs: [lng] }))
      throw new Error(`No text for ${key} in ${lng}`);
    return String(instance.t(key as never, { lng, ...options } as never)).replace(/<[^>]*>/g, '');
  };
}

/** Formats a number (a figure from content/) as a language writes it (its BCP 47 tag). */
export function numberIn(lng: Locale) {
  return (value: number, options?: Intl.NumberFormatOptions): string =>
    new Intl.NumberFormat(languageOf(lng).intl, options).format(value);
}

/** A string as a RegExp source that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
