// Writes every route of every locale as <path>/index.html, a 404.html per language, sitemap.xml
// and robots.txt, using Parcel's built index.html as the shell and the Node bundle's render(url);
// and every page's social card (tooling/site-build/social-cards.mjs), drawn on worker threads while the pages render.
import { cpSync, mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { writeSocialCards } from './social-cards.mjs';
import { ENTRY, ENTRY_CHUNKS } from '../../src/site/documentMarks.ts';

/** Text for an XML attribute or element. */
export const escapeXml = (value) =>
  String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** An absolute URL on the site, parsed and serialised (no raw spaces, quotes or line breaks). */
export const siteHref = (siteUrl, path) => new URL(siteUrl + path).href;

/** robots.txt: everything allowed, and where the sitemap is (one line, whatever SITE_URL holds). */
export const robotsTxt = (siteUrl) =>
  `User-agent: *\nAllow: /\n\nSitemap: ${siteHref(siteUrl, '/sitemap.xml')}\n`;

/**
 * Replaces the app's module script with the pre-paint loader (src/entry-prepaint.ts, built by
 * Parcel into one classic script): `<script data-entry="<the module's URL>">loader</script>`, with
 * `data-entry-chunks` listing `chunks` (the URLs of the chunks the entry imports at once, which the
 * loader preloads with it; see tooling/site-build/entry-chunks.mjs). The
 * loader marks `<html class="js">` before the first paint, holds presses and submits until the
 * app hydrates, and requests the module after the first contentful paint (src/site/prepaint.ts).
 * It goes first in the head after the import map, before the stylesheets, so it never holds the
 * parser up. Its text is the same in every page, with no eval and no event attribute, so one CSP
 * hash (tooling/site-build/deploy-headers.mjs) covers it.
 */
export function deferEntryScript(html, loader, chunks = []) {
  const code = loader.trim().replace(/\n\/\/# sourceMappingURL=\S*$/, '');
  if (/<\/script|<!--/i.test(code)) throw new Error('The loader cannot be inlined as it is');
  const module = /<script type=["']?module["']? src=["']?([^"' >]+)["']?\s*><\/script>/i;
  const src = module.exec(html)?.[1];
  if (!src) throw new Error('The shell has no module script');
  const preload = chunks.length ? ` ${ENTRY_CHUNKS}="${escapeXml(chunks.join(' '))}"` : '';
  const script = `<script ${ENTRY}="${escapeXml(src)}"${preload}>${code}</script>`;
  const rest = html.replace(module, '');
  // Before every stylesheet, right after the import map (which must come before the module the
  // loader adds): an inline script after a stylesheet stops the parser until that stylesheet has
  // loaded, so the body would be parsed only then, and paint later than without script.
  const before =
    /<script type=["']?importmap["']?>[\s\S]*?<\/script>|(?=<link\b[^>]*\brel=["']?stylesheet)/i;
  return before.test(rest)
    ? rest.replace(before, (found) => found + script)
    : html.replace(module, script);
}

/**
 * A page without the app's scripts (the import map, the loader, module preloads): the pages the
 * contact service fills in and answers a form posted without JavaScript with (`filledByService`
 * in the route table) work without script, and the service changes their HTML, which the app
 * would otherwise hydrate.
 */
export const withoutScripts = (html) =>
  html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi, '');

/** The URLs of the chunks the loader preloads with the entry (deferEntryScript's `chunks`). */
export function entryChunkUrls(html) {
  const list = new RegExp(`<script ${ENTRY}="[^"]+" ${ENTRY_CHUNKS}="([^"]*)">`).exec(html)?.[1];
  return list ? list.replace(/&amp;/g, '&').split(' ').filter(Boolean) : [];
}

/** The app's entry script URL in a page that has the loader (deferEntryScript), or undefined. */
export function entryScriptUrl(html) {
  const src = new RegExp(`<script ${ENTRY}="([^"]+)"[^>]*>`).exec(html)?.[1];
  return src?.replace(/&amp;/g, '&');
}

/**
 * Puts one render into the shell. Parcel's minifier drops <head> and </head> and unquotes
 * attributes, and puts its import map (several KB) and the global stylesheet before the shell's
 * `<meta charset>`: the charset moves to the start of the head, so it is within the first 1,024
 * bytes as HTML requires; the page's stylesheets and head tags follow where it was.
 */
export function fillShell(shell, { head, body, lang, dir }, prerenderedPath, stylesheets = []) {
  const withoutTitle = shell.replace(/<title>[\s\S]*?<\/title>/i, '');
  const charset = /<meta\s+charset=["']?utf-8["']?\s*\/?>/i;
  if (!charset.test(withoutTitle)) throw new Error('The shell has no <meta charset>');
  const root = /<div\s+id=["']?root["']?\s*>\s*<\/div>/i;
  if (!root.test(withoutTitle)) throw new Error('The shell has no empty #root');
  const html = /<html[^>]*>(\s*<head[^>]*>)?/i;
  if (!html.test(withoutTitle)) throw new Error('The shell has no <html>');
  return withoutTitle
    .replace(
      charset,
      () => stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('') + head,
    )
    .replace(
      html,
      (_, headTag = '') =>
        `<html lang="${lang}" dir="${dir}">${headTag.trim()}<meta charset="utf-8">`,
    )
    .replace(root, () => `<div id="root" data-path="${prerenderedPath}">${body}</div>`);
}

/**
 * A page's `og:image:alt` set to another text: the brand-only card's, when the fonts could not
 * draw the page's own text (tooling/site-build/social-cards.mjs).
 */
export function withCardAlt(html, alt) {
  const tag = /(<meta property=["']?og:image:alt["']? content=)(?:"[^"]*"|'[^']*'|[^\s>]+)/i;
  if (!tag.test(html)) throw new Error('The page has no og:image:alt');
  return html.replace(tag, (_, start) => `${start}"${escapeXml(alt)}"`);
}

/**
 * The not-found page of every language the build has: the URL it is rendered at and the file it
 * is written to (`404.html` for the default language, `<lng>/404.html` for the others).
 */
export const notFoundFiles = (server) =>
  server.localeCodes.map((lng) => {
    const url = server.localizePath(server.notFoundUrl, lng);
    return { lng, url, path: `${url.slice(1)}.html` };
  });

/** The file a page's URL path is written to, relative to the output folder. */
const pageFile = (url) => (url === '/' ? 'index.html' : path.join(url.slice(1), 'index.html'));

/**
 * Renders every route of every language into `outDir`, and draws every page's social card into
 * `outDir/social/<lng>/<page id>.png` meanwhile (`socialCards: false` skips them; a function draws
 * only the cards it returns true for, given the card, as the recipe tests do). `stylesheets`
 * maps a route id to its page chunk's stylesheets (tooling/site-build/page-stylesheets.mjs, from Parcel's
 * bundle graph), linked from the page's HTML so it is styled before any script runs.
 * `entryChunks`: the chunks the loader preloads with the entry (entryChunks in
 * tooling/site-build/entry-chunks.mjs). `loader` is
 * the pre-paint loader's built code (deferEntryScript); without it the shell's module script is
 * left as it is (the recipe tests prerender the source shell).
 * @param {any} server the renderer (src/entry-server.tsx)
 * @param {string} outDir
 * @param {{ stylesheets?: Record<string, string[]>, entryChunks?: string[],
 *   socialCards?: boolean | ((card: { path: string }) => boolean), loader?: string }} [options]
 */
export async function prerenderSite(
  server,
  outDir,
  { stylesheets = {}, entryChunks = [], socialCards = true, loader } = {},
) {
  const built = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const shell = loader === undefined ? built : deferEntryScript(built, loader, entryChunks);
  const { site } = server;
  const urls = server.prerenderUrls();
  let count = 0;

  // The cards are drawn on other threads while this one renders the pages.
  const cards = socialCards
    ? (await server.socialCards())
        .filter((card) => socialCards === true || socialCards(card))
        .map((card) => ({
          ...card,
          file: path.join(outDir, ...card.path.split('/')),
          host: new URL(site.siteUrl).host,
        }))
    : [];
  const drawing = writeSocialCards(cards);
  // A rejection is read after the pages are written, not reported as unhandled before.
  drawing.catch(() => {});

  const fill = (result, prerenderedPath, id) =>
    fillShell(shell, result, prerenderedPath, id ? (stylesheets[id] ?? []) : []);

  for (const { url, page } of urls) {
    const result = await server.render(url);
    if (result.status !== 200) throw new Error(`${url} rendered as ${result.status}`);
    const file = pageFile(url);
    mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    const html = fill(result, url, page.id);
    writeFileSync(path.join(outDir, file), page.filledByService ? withoutScripts(html) : html);
    count += 1;
  }

  // The not-found page in every language: 404.html (the default language) and <lng>/404.html,
  // which the host answers for an unknown address under /<lng>/ (deploy/nginx.conf, preview.mjs).
  for (const file of notFoundFiles(server)) {
    const notFound = await server.render(file.url);
    if (notFound.status !== 404) throw new Error(`${file.url} did not render as 404`);
    mkdirSync(path.dirname(path.join(outDir, file.path)), { recursive: true });
    writeFileSync(path.join(outDir, file.path), fill(notFound, '', null));
    count += 1;
  }

  // sitemap.xml: every page of every language that translates it (wholly or in part), but those
  // the route table marks `noindex`, with the
  // same hreflang alternates as its <head> (src/i18n/paths.ts). A page a language does not
  // translate at all has its English page as canonical, so it is not listed.
  const entries = urls
    .filter(({ lng, page }) => server.isTranslated(page, lng) && !page.noindex)
    .map(({ url, page }) => {
      const links = server
        .alternates(page)
        .map(
          (alt) =>
            `    <xhtml:link rel="alternate" hreflang="${escapeXml(alt.hreflang)}" href="${escapeXml(alt.href)}"/>`,
        );
      return `  <url>\n    <loc>${escapeXml(siteHref(site.siteUrl, url))}</loc>\n${links.join('\n')}\n  </url>`;
    });
  writeFileSync(
    path.join(outDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`,
  );
  writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt(site.siteUrl));
  if (existsSync('static/files'))
    cpSync('static/files', path.join(outDir, 'files'), { recursive: true });

  // A page whose card shows the brand alone (its script missing from the fonts) says so in its
  // alternative text.
  const drawn = await drawing;
  cards.forEach((card, i) => {
    if (!drawn[i].brandOnly) return;
    const file = path.join(outDir, pageFile(card.url));
    writeFileSync(file, withCardAlt(readFileSync(file, 'utf8'), card.brandAlt));
  });
  return count;
}
