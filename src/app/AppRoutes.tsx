import { createElement, memo, Suspense, useEffect } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { defaultLocale, hasNamespace, type Locale } from '../i18n/registry';
import { fallsBackToDefault } from '../i18n/instance';
import type { PageRoute } from '../site/page-context';
import { InLanguage } from '../site/textLanguage';
import { FallbackNotice } from '../components/FallbackNotice/FallbackNotice';
import { Layout } from './Layout';
import { NotFound } from './NotFound';
import { Seo } from './Seo';
import { usePageComponent } from './preload';
import { pageRuns } from './pagePart';
import { routeTree, type RouteHandle } from './routes';

/**
 * Renders a page once its module and text are loaded (the module is cached, not created here),
 * with its head tags. A page whose text is not all translated into the language yet shows a
 * notice that says so; where its own namespace is missing it is shown in English, marked `lang`
 * for assistive technology, and a block from a namespace the language does have (the contact
 * section, an article's related links) marks itself back in the page's language (useLangOf).
 */
function Page({ page, lng }: { page: PageRoute; lng: Locale }) {
  const content = createElement(usePageComponent(page, lng));
  const primary = page.namespaces[0];
  const english = primary !== undefined && !hasNamespace(lng, primary);
  return (
    <>
      <Seo />
      {english ? (
        <FallbackNotice />
      ) : (
        fallsBackToDefault(lng, page.namespaces) && <FallbackNotice parts />
      )}
      {english ? (
        <div lang={defaultLocale}>
          <InLanguage lng={defaultLocale}>{content}</InLanguage>
        </div>
      ) : (
        content
      )}
    </>
  );
}

/**
 * Says when the page's part runs (its first commit: ./pagePart.ts). After the page in the
 * boundary, so its effect runs after theirs: a deferred part in the page has taken a press held
 * for it before the page presses what is left.
 */
function Runs() {
  useEffect(pageRuns, []);
  return null;
}

/**
 * The page (or the not-found page) in a Suspense boundary of its own, on the server too: a
 * prerendered page's part stays as the server rendered it until its code and text arrive, once it
 * is needed (./pagePart.ts), while the header and footer hydrate at once. One boundary for every
 * route, so a navigation (a transition) keeps the page shown until the next one is ready, as it
 * does for a boundary already shown. Memoized: its props are the route's own, so nothing but a
 * navigation (which waits for the part) reaches it before it has hydrated (an update would make
 * React render it anew, dropping the server's HTML).
 */
const PagePart = memo(function PagePart({ page, lng }: RouteHandle) {
  return (
    <Suspense fallback={null}>
      {page ? <Page page={page} lng={lng} /> : <NotFound />}
      <Runs />
    </Suspense>
  );
});

/**
 * The route tree of routes.ts with its elements: every route renders the layout with the page
 * its `handle` names (the layout is the same component at the same place on every route, so it
 * stays mounted from page to page); unknown paths render NotFound.
 */
const routes: RouteObject[] = routeTree.map(({ children, ...language }) => ({
  ...language,
  children: children.map((route): RouteObject => ({
    ...route,
    element: (
      <Layout {...route.handle}>
        <PagePart {...route.handle} />
      </Layout>
    ),
  })),
}));

/** The whole app inside a router (BrowserRouter, StaticRouter or MemoryRouter). */
export function AppRoutes() {
  return <Suspense fallback={null}>{useRoutes(routes)}</Suspense>;
}
