/**
 * THE route table: every page that exists. The router (AppRoutes.tsx), the prerender,
 * sitemap.xml, hreflang alternates and the tests that loop over routes all read it. It is built
 * from content/paths.ts: the page `cookiePolicy` has the namespace `cookiePolicy` (its words and
 * its `meta`, `locales/<lng>/cookiePolicy.json`) and the module
 * `src/pages/CookiePolicy/CookiePolicy.tsx` (src/app/generated/pageModules.ts, written from
 * content/paths.ts); `overrides` below says what a page needs besides. A new page is one entry in
 * content/paths.ts, one folder in src/pages and one namespace file per language (`npm run
 * new:page <name>` writes them for a text page); an article is an entry in content/articles.ts
 * (docs/editing.md).
 */
import { matchRoutes, type IndexRouteObject, type NonIndexRouteObject } from 'react-router';
import type { ArticleId } from '../../content/articles';
import { specPaths, type NamedPageId } from '../../content/paths';
import { articleRoutes } from '../i18n/generated/articleRoutes';
import {
  CARDS_NAMESPACE,
  defaultLocale,
  localeCodes,
  type Locale,
  type Namespace,
} from '../i18n/registry';
import { localizePath } from '../i18n/paths';
import type { PageRoute } from '../site/page-context';
import { pageModules } from './generated/pageModules';

/** What a page of content/paths.ts needs besides its own namespace, path and module. */
type Override = Partial<Pick<PageRoute, 'noindex' | 'filledByService'>> & {
  /** Namespaces the page reads besides its own (which stays first: it holds the page's `meta`). */
  alsoReads?: readonly Namespace[];
};

const overrides: { readonly [Id in NamedPageId]?: Override } = {
  // The home page ends with the contact section
  home: { alsoReads: ['contact'] },
  // Insights lists the articles' cards
  insights: { alsoReads: [CARDS_NAMESPACE] },
  // Where the contact service sends a form posted without JavaScript (docs/contact-service.md)
  contactSent: { noindex: true },
  // The pages the contact service fills in and answers a form posted without JavaScript with: the
  // form with its errors listed (400), and a message it could not take (429, 413, 5xx; nginx's
  // own answers too). No script: they answer a post made without it.
  contactError: { alsoReads: ['contact'], noindex: true, filledByService: true },
  contactFailed: { alsoReads: ['contact'], noindex: true, filledByService: true },
};

/** A page of content/paths.ts: its id is its namespace (a page without one fails the typecheck). */
function namedPage({ id, load }: (typeof pageModules)[number]): PageRoute {
  const { alsoReads = [], ...rest } = overrides[id] ?? {};
  const namespace: Namespace = id;
  return { id, path: specPaths[id], namespaces: [namespace, ...alsoReads], load, ...rest };
}

export const pages: readonly PageRoute[] = [
  ...pageModules.map(namedPage),
  // The articles: one route per entry of content/articles.ts (through the generated
  // articleRoutes), all one component; an article's id is its namespace, and each article also
  // reads shared labels from `insights`, and the articles' cards from `cards`
  ...articleRoutes.map((article): PageRoute => ({
    id: article.id satisfies ArticleId,
    path: article.path,
    namespaces: [article.id satisfies Namespace, 'insights', CARDS_NAMESPACE],
    load: () => import('../pages/Article/Article'),
  })),
];

/**
 * The lists the route table builds entries from (`...name.map(…)`), by name: the prerender reads
 * them to link each such page's stylesheets (tooling/site-build/page-stylesheets.mjs).
 */
export const routeLists = { articleRoutes: articleRoutes.map(({ id }) => id) };

/** What a route of the router shows: the language of its tree, and its page (null: not found). */
export interface RouteHandle {
  lng: Locale;
  page: PageRoute | null;
}

/** A route of the router's tree, its `handle` saying what it shows. */
type Handled<Route> = Route & { handle: RouteHandle };
/** A page's route (or the not-found route) in a language's tree. */
export type PageRouteObject = Handled<IndexRouteObject> | Handled<NonIndexRouteObject>;
/** A language's tree: its prefix, and a route per page. */
export type LanguageRouteObject = Handled<NonIndexRouteObject> & { children: PageRouteObject[] };

/**
 * The router's route tree, without its elements (AppRoutes.tsx adds them): one tree per
 * language, a route per page and one for every other path (not found). Each route's `handle`
 * is the page it shows, so the layout takes its page from the route that matched.
 */
export const routeTree: LanguageRouteObject[] = localeCodes.map((lng) => ({
  path: lng === defaultLocale ? '/' : `/${lng}`,
  handle: { lng, page: null },
  children: [
    ...pages.map((page): PageRouteObject =>
      page.path === '/'
        ? { index: true, handle: { lng, page } }
        : { path: page.path.slice(1), caseSensitive: true, handle: { lng, page } },
    ),
    { path: '*', handle: { lng, page: null } },
  ],
}));

/**
 * What the router shows at a URL path, for the work done before it renders (loading the page's
 * module and text, the prerender's status): react-router's own match over routeTree.
 */
export function routeAt(pathname: string): RouteHandle {
  return (
    matchRoutes(routeTree, pathname)?.at(-1)?.route.handle ?? { lng: defaultLocale, page: null }
  );
}

/** Every URL the prerender writes. */
export function prerenderUrls(): { url: string; lng: Locale; page: PageRoute }[] {
  return localeCodes.flatMap((lng) =>
    pages.map((page) => ({ url: localizePath(page.path, lng), lng, page })),
  );
}

export const notFoundUrl = localizePath('/404', defaultLocale);
