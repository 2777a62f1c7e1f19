import { createElement, Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { defaultLocale, hasNamespace, localeCodes, type Locale } from '../i18n/registry';
import { fallsBackToDefault } from '../i18n/instance';
import type { PageRoute } from '../site/page-context';
import { InLanguage } from '../site/textLanguage';
import { FallbackNotice } from '../components/FallbackNotice/FallbackNotice';
import { Layout } from './Layout';
import { NotFound } from './NotFound';
import { Seo } from './Seo';
import { usePageComponent } from './preload';
import { pages } from './routes';

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
