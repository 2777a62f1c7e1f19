/**
 * THE route table: every page that exists. The client router, the prerender, sitemap.xml,
 * hreflang alternates and the tests that loop over routes all read it. A new page is one
 * entry here, one folder in src/pages and one namespace per locale.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadNamespaces } from '../i18n/instance';
import { localeCodes, defaultLocale, type Locale, type Namespace } from '../i18n/registry';
import { localizePath } from '../i18n/paths';
import { specPaths, type SpecPath } from './paths';
import { Layout } from './Layout';
import { NotFound } from './NotFound';

export interface PageRoute {
  /** Route id, unique across the table. */
  id: string;
  /** Path at the specification's spelling (default locale). */
  path: SpecPath;
  /** The locale namespaces that hold the page's prose. */
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

/** What each matched route tells the layout. */
export interface RouteHandle {
  lng?: Locale;
  page?: PageRoute;
  notFound?: true;
}

/** The react-router route objects: one tree per locale, each page loaded lazily with its text. */
export function createRoutes(): RouteObject[] {
  return localeCodes.map((lng) => ({
    id: lng,
    path: localizePath('/', lng),
    handle: { lng } satisfies RouteHandle,
    lazy: async () => {
      await loadNamespaces(lng, ['common']);
      return { Component: Layout };
    },
    children: [
      ...pages.map((page): RouteObject => ({
        id: `${lng}:${page.id}`,
        caseSensitive: true,
        ...(page.path === '/' ? { index: true } : { path: page.path.slice(1) }),
        handle: { page } satisfies RouteHandle,
        lazy: async () => {
          const [module] = await Promise.all([page.load(), loadNamespaces(lng, page.namespaces)]);
          return { Component: module.default };
        },
      })),
      {
        id: `${lng}:notFound`,
        path: '*',
        handle: { notFound: true } satisfies RouteHandle,
        Component: NotFound,
      },
    ],
  }));
}

/** Every URL the prerender writes, with the file it goes to. */
export function prerenderUrls(): { url: string; lng: Locale; page: PageRoute }[] {
  return localeCodes.flatMap((lng) =>
    pages.map((page) => ({ url: localizePath(page.path, lng), lng, page })),
  );
}

export const notFoundUrl = localizePath('/404', defaultLocale);
