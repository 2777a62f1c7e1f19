import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './app/AppRoutes';
import { preloadRoute } from './app/preload';
import { routeAt, prerenderUrls, notFoundUrl } from './app/routes';
import { socialCardPath, socialCardText, type SocialCardText } from './app/socialCard';
import { getI18n } from './i18n/instance';
import { languageOf } from './i18n/registry';
import { takeJsonLd } from './site/json-ld';

export { prerenderUrls, notFoundUrl };
/** The ids of the routes built from a list, for tooling/site-build/page-stylesheets.mjs. */
export { routeLists } from './app/routes';
export { site } from '../content/site';
export { localeCodes, locales, defaultLocale } from './i18n/registry';
export { localizePath, alternates, isTranslated } from './i18n/paths';

export interface RenderResult {
  /** Tags React hoisted into `<head>` (title, meta, links). */
  head: string;
  /** The rendered `#root` contents. */
  body: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  status: 200 | 404;
}

async function streamToString(stream: ReadableStream<Uint8Array>): Promise<string> {
  let html = '';
  const decoder = new TextDecoder();
  for await (const chunk of stream) html += decoder.decode(chunk, { stream: true });
  return html + decoder.decode();
}

export interface SocialCard extends SocialCardText {
  /** The page's URL path. */
  url: string;
  /** The card's path on the site (`/social/<lng>/<page id>.png`). */
  path: string;
  lang: string;
  dir: 'ltr' | 'rtl';
}

/**
 * The social card of every page of `prerenderUrls()`, in its language: what
 * tooling/site-build/social-cards.mjs draws, and the same text `Seo` puts in `og:image:alt`.
 */
export async function socialCards(): Promise<SocialCard[]> {
  const cards: SocialCard[] = [];
  for (const { url, lng, page } of prerenderUrls()) {
    await preloadRoute(url);
    const text = socialCardText(getI18n(lng), page);
    cards.push({
      url,
      path: socialCardPath(lng, page),
      lang: lng,
      dir: languageOf(lng).dir,
      ...text,
    });
  }
  return cards;
}

/** Renders one URL of the site to static HTML (used by tooling/site-build/prerender.mjs). */
export async function render(url: string): Promise<RenderResult> {
  const { pathname } = new URL(url, 'http://prerender.local');
  await preloadRoute(pathname);
  takeJsonLd();
  const { lng, page } = routeAt(pathname);
  const { dir } = languageOf(lng);

  // No explicit <head>: React hoists each page's title, meta and link tags into one it writes
  // itself, and the tree shape (hence every useId) matches the client's hydrateRoot.
  const { prelude } = await prerender(
    <html lang={lng} dir={dir}>
      <body>
        <div id="root">
          <StaticRouter location={pathname}>
            <AppRoutes />
          </StaticRouter>
        </div>
      </body>
    </html>,
    // Never outline a large Suspense boundary into a streamed segment: a static page is one piece.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await streamToString(prelude);
  const head = (/<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '') + takeJsonLd();
  const body = /<div id="root">([\s\S]*)<\/div><\/body>/.exec(html)?.[1];
  if (body === undefined) throw new Error(`Could not find #root in the render of ${url}`);
  return { head, body, lang: lng, dir, status: page ? 200 : 404 };
}
