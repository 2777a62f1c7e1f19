// First-load JavaScript (gzip) of every page of a built site, as Chromium fetches it:
//   node scripts/size-report.mjs [dir]        (budget: 150 KiB: room for longer languages)
import { readdirSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { findChromium, chromiumArgs } from './chromium.mjs';
import { startPreview } from './preview.mjs';

const dir = process.argv[2] ?? 'dist';
const BUDGET = 150 * 1024;
const paths = [...readFileSync(`${dir}/sitemap.xml`, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (match) => new URL(match[1]).pathname,
);
// No page prose in the entry bundle: every page's text is in its own namespace chunk. The entry
// script must contain no page namespace's description in any language.
const entry = /s\.src="\/([^"]+\.js)"/.exec(readFileSync(`${dir}/index.html`, 'utf8'))?.[1];
if (!entry) throw new Error(`No entry script in ${dir}/index.html`);
const entryCode = readFileSync(`${dir}/${entry}`, 'utf8');
const prose = readdirSync('locales', { withFileTypes: true })
  .filter((folder) => folder.isDirectory())
  .flatMap((folder) =>
    readdirSync(`locales/${folder.name}`)
      .filter((file) => !['common.json', 'language.json'].includes(file))
      .map((file) => {
        const json = JSON.parse(readFileSync(`locales/${folder.name}/${file}`, 'utf8'));
        return [`${folder.name}/${file}`, json.meta?.description?.split('{{')[0].slice(0, 60)];
      }),
  )
  .filter(([, text]) => text && text.length > 20);
const leaked = prose.filter(([, text]) => entryCode.includes(JSON.stringify(text).slice(1, -1)));
if (leaked.length > 0) {
  console.error(
    `Page prose in the entry bundle ${entry}: ${leaked.map(([file]) => file).join(', ')}`,
  );
  process.exit(1);
}

const preview = await startPreview({ dir, port: 0 });
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
/** First-load scripts of one page: loaded, then hydrated (every chunk the page needs has run). */
async function measure(path) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });
  const page = await context.newPage();
  const scripts = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.push(request);
  });
  await page.goto(preview.url + path, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  let bytes = 0;
  for (const request of scripts) bytes += (await request.sizes()).responseBodySize;
  await context.close();
  return {
    path,
    scripts: scripts.length,
    kib: +(bytes / 1024).toFixed(1),
    within: bytes <= BUDGET,
  };
}
// Two pages at a time (each in its own context, so nothing is cached between them).
const rows = new Array(paths.length);
let next = 0;
await Promise.all(
  [0, 1].map(async () => {
    while (next < paths.length) {
      const index = next++;
      rows[index] = await measure(paths[index]);
    }
  }),
);
await browser.close();
await preview.close();
console.table(rows);
console.log(`Entry bundle ${entry} holds no page prose (${prose.length} namespace files checked).`);
const over = rows.filter((row) => !row.within);
if (over.length > 0) {
  console.error(
    `Over the ${BUDGET / 1024} KiB first-load JavaScript budget: ${over.map((row) => row.path).join(', ')}`,
  );
  process.exit(1);
}
