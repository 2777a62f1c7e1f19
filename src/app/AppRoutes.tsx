import { createElement, Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { defaultLocale, localeCodes, type Locale } from '../i18n/registry';
import { Layout } from './Layout';
import { NotFound } from './NotFound';
import { usePageComponent } from './preload';
import { pages, type PageRoute } from './routes';

/** Renders a page once its module and text are loaded (the module is cached, not created here). */
function Page({ page, lng }: { page: PageRoute; lng: Locale }) {
  return createElement(usePageComponent(page, lng));
}

/** One route tree per language, built from the route table; unknown paths render NotFound. */
const routes: RouteObject[] = localeCodes.map((lng) => ({
  path: lng === defaultLocale ? '/' : `/${lng}`,
  element: <Layout />,
  children: [
    ...pages.map((page): RouteObject =>
      page.path === '/'
        ? { index: true, element: <Page page={page} lng={lng} /> }
        : {
            path: page.path.slice(1),
            caseSensitive: true,
            element: <Page page={page} lng={lng} />,
          },
    ),
    { path: '*', element: <NotFound /> },
  ],
}));

/** The whole app inside a router (BrowserRouter, StaticRouter or MemoryRouter). */
export function AppRoutes() {
  return <Suspense fallback={null}>{useRoutes(routes)}</Suspense>;
}
