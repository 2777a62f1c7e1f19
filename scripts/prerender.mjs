// Writes every route of every locale as <path>/index.html, 404.html, sitemap.xml and robots.txt,
// using Parcel's built index.html as the shell and the Node bundle's render(url); and every page's
// social card (scripts/social-cards.mjs), drawn on worker threads while the pages render.
import { cpSync, mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { writeSocialCards } from './social-cards.mjs';

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
 * The app's module script is requested after the first contentful paint (at the latest 1 s after
 * load): the prerendered page is complete without it, so the HTML and CSS get the connection to
 * themselves and the page paints as if there were no script; hydration follows right after.
 *
 * Until the app marks `<html data-hydrated>`, a submit of a form marked `data-hold-submit` (the
 * contact form) is held: not sent natively, `<html data-submit-held>` set (the form's CSS shows
 * its translated "as soon as the page is ready" label) and the app requested at once; the form
 * sends it after hydration (src/contact/held.ts). It marks `<html class="js">` before the first
 * paint (disclosures start collapsed, with no layout shift; without JavaScript they show their
 * content), and a press on a disclosure's or card's toggle before the app runs is held the same
 * way (`<html data-pressed>`, applied after hydration by src/app/useRouteChangeEffects.ts). A plain
 * inline script, no eval and no event
 * attribute, so a CSP hash covers it; it sets the script's URL through a Trusted Types policy
 * (`loader`), as the site's policy requires.
 */
export function deferEntryScript(html) {
  return html.replace(
    /<script type=["']?module["']? src=["']?([^"' >]+)["']?\s*><\/script>/i,
    (_, src) =>
      '<script>(function(){var d=0,r=document.documentElement;r.classList.add("js");' +
      'function go(){if(d)return;d=1;' +
      'var s=document.createElement("script");s.type="module";' +
      // Trusted Types (the policy requires them for script URLs): a policy that allows this
      // one URL and nothing else; browsers without them take the plain string.
      'var t=window.trustedTypes,p=t&&t.createPolicy("loader",{createScriptURL:function(u){' +
      `if(u!==${JSON.stringify(src)})throw new TypeError("script URL");return u}});` +
      `s.src=p?p.createScriptURL(${JSON.stringify(src)}):${JSON.stringify(src)};` +
      'document.head.appendChild(s)}' +
      'document.addEventListener("submit",function(e){var f=e.target;' +
      'if(r.hasAttribute("data-hydrated")||!f.hasAttribute||!f.hasAttribute("data-hold-submit"))return;' +
      'e.preventDefault();r.setAttribute("data-submit-held","");go()},true);' +
      // A disclosure or card toggle pressed before the app is ready: remembered (by what it
      // controls), the app requested at once, and the press applied once it runs.
      'document.addEventListener("click",function(e){var t=e.target,' +
      'b=t&&t.closest&&t.closest("button[aria-controls]");' +
      'if(!b||r.hasAttribute("data-hydrated"))return;e.preventDefault();' +
      'r.setAttribute("data-pressed",b.getAttribute("aria-controls"));go()},true);' +
      'try{new PerformanceObserver(function(l){' +
      'if(l.getEntriesByName("first-contentful-paint").length)setTimeout(go)' +
      '}).observe({type:"paint",buffered:true})}catch(e){}' +
      'addEventListener("load",function(){setTimeout(go,1000)})})()</script>',
  );
}

/** The app's entry script URL in a page that has the loader (deferEntryScript), or undefined. */
export function entryScriptUrl(html) {
  const literal = /\.createScriptURL\(("[^"]+")\)/.exec(html)?.[1];
  return literal === undefined ? undefined : JSON.parse(literal);
}

/** Puts one render into the shell. Parcel's minifier drops </head> and unquotes attributes. */
export function fillShell(shell, { head, body, lang, dir }, prerenderedPath, stylesheets = []) {
  const withoutTitle = shell.replace(/<title>[\s\S]*?<\/title>/i, '');
  const charset = /<meta\s+charset=["']?utf-8["']?\s*\/?>/i;
  if (!charset.test(withoutTitle)) throw new Error('The shell has no <meta charset>');
  const root = /<div\s+id=["']?root["']?\s*>\s*<\/div>/i;
  if (!root.test(withoutTitle)) throw new Error('The shell has no empty #root');
  return withoutTitle
    .replace(/<html[^>]*>/i, `<html lang="${lang}" dir="${dir}">`)
    .replace(
      charset,
      (tag) =>
        tag + stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('') + head,
    )
    .replace(root, () => `<div id="root" data-path="${prerenderedPath}">${body}</div>`);
}

/**
 * A page's `og:image:alt` set to another text: the brand-only card's, when the fonts could not
 * draw the page's own text (scripts/social-cards.mjs).
 */
export function withCardAlt(html, alt) {
  const tag = /(<meta property=["']?og:image:alt["']? content=)(?:"[^"]*"|'[^']*'|[^\s>]+)/i;
  if (!tag.test(html)) throw new Error('The page has no og:image:alt');
  return html.replace(tag, (_, start) => `${start}"${escapeXml(alt)}"`);
}

/** The file a page's URL path is written to, relative to the output folder. */
const pageFile = (url) => (url === '/' ? 'index.html' : path.join(url.slice(1), 'index.html'));

/**
 * Renders every route of every language into `outDir`, and draws every page's social card into
 * `outDir/social/<lng>/<page id>.png` meanwhile (`socialCards: false` skips them). `stylesheets`
 * maps a route id to its page chunk's stylesheets (scripts/page-stylesheets.mjs, from Parcel's
 * bundle graph), linked from the page's HTML so it is styled before any script runs.
 */
export async function prerenderSite(server, outDir, { stylesheets = {}, socialCards = true } = {}) {
  const shell = deferEntryScript(readFileSync(path.join(outDir, 'index.html'), 'utf8'));
  if (!/createElement\("script"\)/.test(shell)) throw new Error('The shell has no module script');
  const { site } = server;
  const urls = server.prerenderUrls();
  let count = 0;

  // The cards are drawn on other threads while this one renders the pages.
  const cards = socialCards
    ? (await server.socialCards()).map((card) => ({
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
    writeFileSync(path.join(outDir, file), fill(result, url, page.id));
    count += 1;
  }

  const notFound = await server.render(server.notFoundUrl);
  if (notFound.status !== 404) throw new Error('The not-found page did not render as 404');
  writeFileSync(path.join(outDir, '404.html'), fill(notFound, '', null));
  count += 1;

  // sitemap.xml: every page of every language that translates it (wholly or in part), with the
  // same hreflang alternates as its <head> (src/i18n/paths.ts). A page a language does not
  // translate at all has its English page as canonical, so it is not listed.
  const entries = urls
    .filter(({ lng, page }) => server.isTranslated(page, lng))
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
