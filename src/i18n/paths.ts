import { site } from '../../content/site';
import { localizePath as localizeSitePath } from '../../shared/locale-paths';
import { defaultLocale, hasNamespace, isLocale, localeCodes, type Locale } from './registry';

/** The URL of a spec path in a locale: `/aboutUs` in English, `/es/aboutUs` in Spanish. */
export const localizePath: (path: string, lng: Locale) => string = localizeSitePath;

/** Splits a URL path into its locale and the spec path. */
export function splitLocalePath(pathname: string): { lng: Locale; path: string } {
  const [, first, ...rest] = pathname.split('/');
  if (first && first !== defaultLocale && isLocale(first)) {
    const path = `/${rest.join('/')}`;
    return { lng: first, path: path.length > 1 ? path.replace(/\/+$/, '') : '/' };
  }
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : '/';
  return { lng: defaultLocale, path };
}

/** The absolute URL (on `SITE_URL`) of a spec path in a locale, or of a site file when no locale. */
export function absoluteUrl(path: string, lng: Locale = defaultLocale): string {
  return `${site.siteUrl}${localizePath(path, lng)}`;
}

/** A page as the URL helpers need it: its spec path and the namespaces its text comes from. */
export interface LocalizedPage {
  path: string;
  namespaces: readonly string[];
}

/**
 * Whether a language has a translation of a page: at least one of the page's namespaces in its
 * own file. A page shown entirely in fallback English is not a page in that language.
 */
export function isTranslated(page: LocalizedPage, lng: Locale): boolean {
  return lng === defaultLocale || page.namespaces.some((ns) => hasNamespace(lng, ns));
}

/** The page's canonical URL in a language: its own, or the English one where it is not translated. */
export function canonicalUrl(page: LocalizedPage, lng: Locale): string {
  return absoluteUrl(page.path, isTranslated(page, lng) ? lng : defaultLocale);
}

/**
 * The hreflang alternates of a page: every language that translates it (wholly or in part), then
 * `x-default` (English). The same list for Seo's `<link rel="alternate">` and the sitemap.
 */
export function alternates(page: LocalizedPage): { hreflang: string; href: string }[] {
  return [
    ...localeCodes
      .filter((lng) => isTranslated(page, lng))
      .map((lng) => ({ hreflang: lng, href: absoluteUrl(page.path, lng) })),
    { hreflang: 'x-default', href: absoluteUrl(page.path, defaultLocale) },
  ];
}
