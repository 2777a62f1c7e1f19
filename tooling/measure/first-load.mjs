// First-load JavaScript of a built site's pages: the budget, the bytes a page's scripts take as
// Chromium fetches them (gzip), and the check that the entry bundle holds no page's prose. Used
// by `npm run size` (tooling/measure/size-report.mjs) and by the Chromium sweep that `npm test` runs.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isNamespaceFile } from '../../shared/locales.ts';
import { HOLD_SUBMIT } from '../../src/site/documentMarks.ts';
import { entryChunkUrls, entryScriptUrl } from '../site-build/prerender.mjs';

/** 150 KiB of gzip JavaScript on a page with the contact form: room for longer languages. */
export const BUDGET = 150 * 1024;

/**
 * 120 KiB on every other page: they load no form code, and a page's own code and text load when
 * the page is needed, not with the first load (src/app/pagePart.ts).
 */
export const BUDGET_WITHOUT_FORM = 120 * 1024;

/**
 * The budget of a built page (`path`, as served from `dir`; an unknown path gets the not-found
 * page): BUDGET where its HTML has the contact form (the form whose submit the loader holds),
 * else BUDGET_WITHOUT_FORM.
 */
export function budgetOf(dir, pagePath) {
  const file = path.join(dir, pagePath, 'index.html');
  const html = readFileSync(existsSync(file) ? file : path.join(dir, '404.html'), 'utf8');
  return new RegExp(`<form\\b[^>]*\\s${HOLD_SUBMIT}[\\s=>]`).test(html)
    ? BUDGET
    : BUDGET_WITHOUT_FORM;
}

/** The Accept-Encoding the budget is measured with (what every browser and host understands). */
export const MEASURED_ENCODING = { 'Accept-Encoding': 'gzip' };

/**
 * Counts the script bytes (as transferred) a page requests; `bytes()` once the app runs (`<html
 * data-hydrated>`: every chunk of the first load has run; the page's own part loads later, when
 * it is needed). `page` is a Playwright page, before its navigation.
 */
export function scriptBytes(page) {
  const scripts = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.push(request);
  });
  return {
    count: () => scripts.length,
    bytes: async () => {
      let total = 0;
      for (const request of scripts) total += (await request.sizes()).responseBodySize;
      return total;
    },
  };
}

/** The home page's HTML in a built site `dir`, and the file of its app entry script. */
function homeEntry(dir) {
  const html = readFileSync(`${dir}/index.html`, 'utf8');
  const entry = entryScriptUrl(html)?.replace(/^\//, '');
  if (!entry) throw new Error(`No entry script in ${dir}/index.html`);
  return { html, entry };
}

/**
 * The namespace files whose prose is in the entry bundle of `dir` or the chunks every page loads
 * with it (none: every page's text is in its own chunk). Looks for each page namespace's
 * description, in every language.
 */
export function proseInEntry(dir, localesDir = 'locales') {
  const { html, entry } = homeEntry(dir);
  const chunks = entryChunkUrls(html).map((url) => url.replace(/^\//, ''));
  const entryCode = [entry, ...chunks]
    .map((file) => readFileSync(`${dir}/${file}`, 'utf8'))
    .join('\n');
  const prose = readdirSync(localesDir, { withFileTypes: true })
    .filter((folder) => folder.isDirectory())
    .flatMap((folder) =>
      readdirSync(`${localesDir}/${folder.name}`)
        .filter((file) => isNamespaceFile(file) && file !== 'common.json')
        .map((file) => {
          const json = JSON.parse(readFileSync(`${localesDir}/${folder.name}/${file}`, 'utf8'));
          return [`${folder.name}/${file}`, json.meta?.description?.split('{{')[0].slice(0, 60)];
        }),
    )
    .filter(([, text]) => text && text.length > 20);
  return {
    entry,
    chunks,
    checked: prose.length,
    leaked: prose
      .filter(([, text]) => entryCode.includes(JSON.stringify(text).slice(1, -1)))
      .map(([file]) => file),
  };
}

/**
 * The scripts the home page's import map names that the entry bundle of `dir` names too (none:
 * the entry imports its chunks by the map's keys, so a change to a page changes that page's chunk
 * and the map, never the entry every page loads). `named` is how many scripts the map names.
 */
export function chunkNamesInEntry(dir) {
  const { html, entry } = homeEntry(dir);
  const map = /<script type=["']?importmap["']?>([\s\S]*?)<\/script>/i.exec(html)?.[1];
  const scripts = Object.values(map ? JSON.parse(map).imports : {})
    .map((url) => path.basename(url))
    .filter((file) => file.endsWith('.js') && file !== entry);
  const code = readFileSync(`${dir}/${entry}`, 'utf8');
  return { named: scripts.length, found: scripts.filter((file) => code.includes(file)) };
}
