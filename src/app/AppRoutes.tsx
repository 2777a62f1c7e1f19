import { createElement, Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { defaultLocale, localeCodes, type Locale } from '../i18n/registry';
import { fallsBackToDefault } from '../i18n/instance';
import type { PageRoute } from '../site/page-context';
import { FallbackNotice } from '../components/FallbackNotice/FallbackNotice';
import { Layout } from './Layout';
import { NotFound } from './NotFound';
import { Seo } from './Seo';
import { usePageComponent } from './preload';
import { pages } from './routes';

/**
 * Renders a page once its module and text are loaded (the module is cached, not created here),
 * with its head tags. A page whose text is not translated into the language yet is shown in
 * English, marked `lang` for assistive technology, under a notice that says so.
 */
function Page({ page, lng }: { page: PageRoute; lng: Locale }) {
  const content = createElement(usePageComponent(page, lng));
  if (!fallsBackToDefault(lng, page.namespaces)) {
    return (
      <>
        <Seo />
        {content}
      </>
    );
  }
  return (
    <>
      <Seo />
      <FallbackNotice />
      <div lang={defaultLocale}>{content}</div>
    </>
  );
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
