import { readFileSync } from 'node:fs';
import { getI18n } from '../i18n/instance';
import { localizePath } from '../i18n/paths';
import {
  defaultLocale,
  hasNamespace,
  languageOf,
  localeCodes,
  type Locale,
} from '../i18n/registry';
import { specPaths, type NamedPageId } from '../../content/paths';
import { ffiecDates } from '../../content/ffiec';
import { formatFigures } from '../../content/figures';

/**
 * The text of a key (`ns:key`) in a language, as renderRouteOnce's `text` gives it (tags
 * removed, a missing key throws), for tests that render their own page with renderRoute: call
 * it once the page rendered, when its namespaces are loaded.
 */
export function textIn(lng: Locale) {
  const instance = getI18n(lng);
  return (key: string, options?: Record<string, unknown>): string => {
    if (!instance.exists(key, { lng, lngs: [lng] }))
      throw new Error(
        `No text for ${key} in ${lng} (a file or key added since the last \`npm run i18n:types\`? run it)`,
      );
    return String(instance.t(key as never, { lng, ...options } as never)).replace(/<[^>]*>/g, '');
  };
}

/** Formats a number (a figure from content/) as a language writes it (its BCP 47 tag). */
export function numberIn(lng: Locale) {
  return (value: number, options?: Intl.NumberFormatOptions): string =>
    new Intl.NumberFormat(languageOf(lng).intl, options).format(value);
}

/**
 * The language the text of namespace `ns` is shown in on a page in `lng`: its own, or English
 * where a partial language has no file for it yet (numbers and dates then follow that text).
 */
export function shownIn(lng: Locale, ns?: string): Locale {
  return ns === undefined || hasNamespace(lng, ns) ? lng : defaultLocale;
}

/**
 * The site's figures (content/figures.ts) as a language writes them, ready for interpolation;
 * with `ns`, as the page shows them in that namespace's text (shownIn).
 */
export function figuresIn(lng: Locale, ns?: string) {
  return formatFigures(languageOf(shownIn(lng, ns)).intl);
}

/** A string as a RegExp source that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The CAT's dates (content/ffiec.ts) as a language writes them: a month-only date as month and
 * year; with `ns`, as the page shows them in that namespace's text (shownIn).
 */
export function catDatesIn(lng: Locale, ns?: string): Record<keyof typeof ffiecDates, string> {
  const tag = languageOf(shownIn(lng, ns)).intl;
  const day = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', timeZone: 'UTC' });
  const format = (iso: string) =>
    iso.length === 7
      ? month.format(Date.parse(`${iso}-01T00:00Z`))
      : day.format(Date.parse(`${iso}T00:00Z`));
  return {
    released: format(ffiecDates.released),
    updated: format(ffiecDates.updated),
    announced: format(ffiecDates.announced),
    retired: format(ffiecDates.retired),
  };
}

/**
 * The item ids of a list that lives in the locale files alone (src/i18n/lists.ts): the keys of
 * `path` in the English file of `ns`, in its order. A page must show them in this order in every
 * language.
 */
export function englishKeys(ns: string, path: string): string[] {
  let node: unknown = JSON.parse(readFileSync(`locales/en/${ns}.json`, 'utf8'));
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'object' || node === null) throw new Error(`No group ${ns}:${path}`);
  return Object.keys(node);
}

/** A page in every language, `{ lng, url }` each, for `describe.each`: the tests follow the locales. */
export function inEveryLanguage(id: NamedPageId): { lng: Locale; url: string }[] {
  return localeCodes.map((lng) => ({ lng, url: localizePath(specPaths[id], lng) }));
}
