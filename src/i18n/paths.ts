import { defaultLocale, isLocale, type Locale } from './registry';

/** The URL of a spec path in a locale: `/aboutUs` in English, `/es/aboutUs` in Spanish. */
export function localizePath(path: string, lng: Locale): string {
  if (lng === defaultLocale) return path;
  return path === '/' ? `/${lng}` : `/${lng}${path}`;
}

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
