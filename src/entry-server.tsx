import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createRoutes, prerenderUrls, notFoundUrl, type RouteHandle } from './app/routes';
import { splitLocalePath } from './i18n/paths';
import { locales } from './i18n/registry';

export { prerenderUrls, notFoundUrl };
export { site } from '../content/site';
export { localeCodes, locales, defaultLocale } from './i18n/registry';
export { localizePath } from './i18n/paths';

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

/** Renders one URL of the site to static HTML (used by scripts/prerender.mjs). */
export async function render(url: string): Promise<RenderResult> {
  const routes = createRoutes();
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`Unexpected response for ${url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { lng } = splitLocalePath(new URL(url, 'http://prerender.local').pathname);
  const { dir } = locales[lng];

  // No explicit <head>: React hoists each page's title, meta and link tags into one it writes
  // itself, and the tree shape (hence every useId) matches the client's hydrateRoot.
  const { prelude } = await prerender(
    <html lang={lng} dir={dir}>
      <body>
        <div id="root">
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </div>
      </body>
    </html>,
  );
  const html = await streamToString(prelude);
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const body = /<div id="root">([\s\S]*)<\/div><\/body>/.exec(html)?.[1];
  if (body === undefined) throw new Error(`Could not find #root in the render of ${url}`);

  const notFound = context.matches.some(
    (match) => (match.route.handle as RouteHandle | undefined)?.notFound,
  );
  return { head, body, lang: lng, dir, status: notFound ? 404 : 200 };
}
