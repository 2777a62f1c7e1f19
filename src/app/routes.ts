/**
 * THE route table: every page that exists. The router (src/app/AppRoutes.tsx), the prerender,
 * sitemap.xml, hreflang alternates and the tests that loop over routes all read it. A new page
 * is one entry here, one folder in src/pages and one namespace per locale.
 */
import type { ComponentType } from 'react';
import { localeCodes, defaultLocale, type Locale, type Namespace } from '../i18n/registry';
import { localizePath, splitLocalePath } from '../i18n/paths';
import { specPaths, type SpecPath } from './paths';

export interface PageRoute {
  /** Route id, unique across the table. */
  id: string;
  /** Path at the specification's spelling (default locale). */
  path: SpecPath;
  /** The locale namespaces that hold the page's prose; the first one holds its `meta`. */
  namespaces: readonly Namespace[];
  /** The page module (its own chunk). */
  load: () => Promise<{ default: ComponentType }>;
}

export const pages: readonly PageRoute[] = [
  {
    id: 'home',
    path: specPaths.home,
    namespaces: ['home', 'contact'],
    load: () => import('../pages/Home/Home'),
  },
  {
    id: 'aboutUs',
    path: specPaths.aboutUs,
    namespaces: ['about'],
    load: () => import('../pages/About/About'),
  },
  {
    id: 'contact',
    path: specPaths.contact,
    namespaces: ['contact'],
    load: () => import('../pages/Contact/Contact'),
  },
  {
    id: 'founder',
    path: specPaths.founder,
    namespaces: ['founder'],
    load: () => import('../pages/Founder/Founder'),
  },
];

/** The language and page of a URL path; `page` is null where no page exists (not found). */
export function matchPage(pathname: string): { lng: Locale; page: PageRoute | null } {
  const { lng, path } = splitLocalePath(pathname);
  return { lng, page: pages.find((page) => page.path === path) ?? null };
}

/** Every URL the prerender writes. */
export function prerenderUrls(): { url: string; lng: Locale; page: PageRoute }[] {
  return localeCodes.flatMap((lng) =>
    pages.map((page) => ({ url: localizePath(page.path, lng), lng, page })),
  );
}

export const notFoundUrl = localizePath('/404', defaultLocale);
