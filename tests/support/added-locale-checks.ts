/**
 * What "the whole site picks up an added language" means, checked on a prerendered site folder
 * (index.html files and sitemap.xml), and reported as problems that name the language and page:
 *
 * - every page of the default language has a twin under `/<code>/…`, in sitemap.xml, with
 *   `<html lang="<code>" dir="<language.json dir>">`;
 * - every sitemap entry lists a `hreflang="<code>"` alternate;
 * - every page of every language has `<link rel="alternate" hreflang="<code>">` to its twin;
 * - on every page of the other languages, the language switcher links to the twin, named by
 *   `language.json`'s `name` and marked with `lang` and `hreflang`.
 *
 * Used over a copy rendered without a build (tests/integration/extra-locale.node.test.ts) and over the real
 * Parcel build of the pseudo-locales (tests/browser/added-locale.browser.test.ts). Reads only the
 * built files, so it needs neither the app's modules nor Parcel's glob imports.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LanguageJson } from '../../tooling/i18n/pseudo-locales';

export interface AddedLocale {
  code: string;
  language: LanguageJson;
  /** Text every page of the language must contain in its title and main (its translations). */
  textMark?: RegExp;
}

interface Entry {
  url: string;
  alternates: Map<string, string>;
}

/** The URL path of a page in a language (as src/i18n/paths.ts `localizePath`). */
export const localized = (pagePath: string, code: string, defaultLocale = 'en') =>
  code === defaultLocale ? pagePath : pagePath === '/' ? `/${code}` : `/${code}${pagePath}`;

/** sitemap.xml as entries: the page's path and its alternates (hreflang → path). */
export function readSitemap(dir: string): { origin: string; entries: Entry[] } {
  const xml = readFileSync(path.join(dir, 'sitemap.xml'), 'utf8');
  const entries = xml
    .split('<url>')
    .slice(1)
    .map((block) => ({
      url: /<loc>([^<]+)<\/loc>/.exec(block)?.[1] ?? '',
      alternates: new Map(
        [...block.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, m[2]!]),
      ),
    }));
  const origin = entries[0] ? new URL(entries[0].url).origin : '';
  const pathOf = (url: string) => url.slice(origin.length) || '/';
  return {
    origin,
    entries: entries.map(({ url, alternates }) => ({
      url: pathOf(url),
      alternates: new Map([...alternates].map(([lng, href]) => [lng, pathOf(href)])),
    })),
  };
}

// jsdom (a devDependency, without type declarations) parses the pages; one window serves all.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { DOMParser: typeof DOMParser } };
};
const parser = new new JSDOM('').window.DOMParser();
const parsed = new Map<string, { mtime: number; document: Document }>();

/** A prerendered page, parsed (and kept while its file is unchanged); undefined if not written. */
export function readPage(dir: string, url: string): Document | undefined {
  const file = path.resolve(dir, url === '/' ? '' : url.slice(1), 'index.html');
  if (!existsSync(file)) return undefined;
  const mtime = statSync(file).mtimeMs;
  const cached = parsed.get(file);
  if (cached?.mtime === mtime) return cached.document;
  const document = parser.parseFromString(readFileSync(file, 'utf8'), 'text/html');
  parsed.set(file, { mtime, document });
  return document;
}

/** Every way the built site in `dir` fails to carry the added language (empty = it does). */
export function addedLocaleProblems(dir: string, { code, language, textMark }: AddedLocale) {
  const problems: string[] = [];
  const { origin, entries } = readSitemap(dir);
  if (entries.length === 0) return [`${dir}/sitemap.xml lists no pages`];
  const locs = new Set(entries.map(({ url }) => url));
  // The default language's pages are the x-default alternates.
  const pagePaths = [...new Set(entries.map(({ alternates }) => alternates.get('x-default')))];
  const languages = [...new Set(entries.flatMap(({ alternates }) => [...alternates.keys()]))];

  for (const pagePath of pagePaths) {
    if (pagePath === undefined) continue;
    const url = localized(pagePath, code);
    const where = `${code} ${url}`;
    if (!locs.has(url)) problems.push(`${where}: not in sitemap.xml`);
    const document = readPage(dir, url);
    if (!document) {
      problems.push(`${where}: not prerendered (no ${url.slice(1)}/index.html)`);
      continue;
    }
    const html = document.documentElement;
    if (html.getAttribute('lang') !== code) {
      problems.push(`${where}: <html lang="${html.getAttribute('lang')}">, not "${code}"`);
    }
    if (html.getAttribute('dir') !== language.dir) {
      problems.push(`${where}: <html dir="${html.getAttribute('dir')}">, not "${language.dir}"`);
    }
    if (textMark && !textMark.test(document.title)) {
      problems.push(`${where}: <title> "${document.title}" is not ${code} text`);
    }
    if (textMark && !textMark.test(document.querySelector('main')?.textContent ?? '')) {
      problems.push(`${where}: <main> has no ${code} text`);
    }
  }

  for (const { url, alternates } of entries) {
    const pagePath = alternates.get('x-default');
    const lng = languages.find((l) => l !== 'x-default' && alternates.get(l) === url) ?? '?';
    const where = `${lng} ${url}`;
    if (pagePath === undefined) {
      problems.push(`${where}: sitemap.xml entry has no x-default alternate`);
      continue;
    }
    const twin = localized(pagePath, code);
    if (alternates.get(code) !== twin) {
      problems.push(`${where}: sitemap.xml lists no hreflang="${code}" alternate to ${twin}`);
    }
    const document = readPage(dir, url);
    if (!document) {
      problems.push(`${where}: in sitemap.xml but not prerendered`);
      continue;
    }
    const link = document.querySelector(`link[rel="alternate"][hreflang="${code}"]`);
    if (link?.getAttribute('href') !== origin + twin) {
      problems.push(
        `${where}: <link rel="alternate" hreflang="${code}"> is ${link?.getAttribute('href') ?? 'missing'}, not ${origin + twin}`,
      );
    }
    if (lng === code) continue;
    const switcher = [...document.querySelectorAll(`a[hreflang="${code}"]`)];
    if (switcher.length === 0) problems.push(`${where}: the language switcher has no ${code} link`);
    for (const a of switcher) {
      const found = `href="${a.getAttribute('href')}" lang="${a.getAttribute('lang')}" "${a.textContent?.trim()}"`;
      const wanted = `href="${twin}" lang="${code}" "${language.name}"`;
      if (found !== wanted) {
        problems.push(`${where}: language switcher link is ${found}, not ${wanted}`);
      }
    }
  }
  return problems;
}
