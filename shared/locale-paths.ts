/**
 * The site's URLs by language, for the app and for Node alike (no Node or browser API here): the
 * source language, a page's path in a language, and the language of a path. `src/i18n/paths.ts`
 * and the locale catalogue (`shared/locales.ts`) both build on it.
 */

/** The source language: every other language is translated from it and falls back to it. */
export const DEFAULT_LOCALE = 'en';

/** The URL of a site path in a language: `/aboutUs` in English, `/es/aboutUs` in Spanish. */
export function localizePath(sitePath: string, lng: string): string {
  if (lng === DEFAULT_LOCALE) return sitePath;
  return sitePath === '/' ? `/${lng}` : `/${lng}${sitePath}`;
}

/** The language of a URL path: its first segment when that is one of `codes`, else English. */
export function languageOfPath(pathname: string, codes: readonly string[]): string {
  const first = pathname.split('/')[1] ?? '';
  return first !== DEFAULT_LOCALE && codes.includes(first) ? first : DEFAULT_LOCALE;
}
