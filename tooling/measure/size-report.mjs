// First-load JavaScript (gzip) of every page of a built site, as Chromium fetches it:
//   node tooling/measure/size-report.mjs [dir]        (budget: 150 KiB with the contact form, else 120)
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { findChromium, chromiumArgs } from '../ci/chromium.mjs';
import { startPreview } from '../dev/preview.mjs';
import { budgetOf, MEASURED_ENCODING, proseInEntry, scriptBytes } from './first-load.mjs';
import { HYDRATED } from '../../src/site/documentMarks.ts';

const dir = process.argv[2] ?? 'dist';
const paths = [...readFileSync(`${dir}/sitemap.xml`, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (match) => new URL(match[1]).pathname,
);
// No page prose in the entry bundle or the chunks it preloads: every page's text is in its own
// namespace chunk.
const { entry, chunks, checked, leaked } = proseInEntry(dir);
if (leaked.length > 0) {
  console.error(
    `Page prose in the entry bundle ${[entry, ...chunks].join(' + ')}: ${leaked.join(', ')}`,
  );
  process.exit(1);
}

const preview = await startPreview({ dir, port: 0 });
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
/**
 * First-load scripts of one page: loaded, then the app runs (the page's own part, which loads
 * when it is needed, is not asked for).
 */
async function measure(path) {
  const context = await browser.newContext({ extraHTTPHeaders: MEASURED_ENCODING });
  const page = await context.newPage();
  const scripts = scriptBytes(page);
  await page.goto(preview.url + path, { waitUntil: 'load' });
  await page.waitForSelector(`html[${HYDRATED}]`, { state: 'attached' });
  const bytes = await scripts.bytes();
  await context.close();
  return {
    path,
    scripts: scripts.count(),
    kib: +(bytes / 1024).toFixed(1),
    budget: budgetOf(dir, path) / 1024,
    within: bytes <= budgetOf(dir, path),
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
console.log(
  `Entry bundle ${[entry, ...chunks].join(' + ')} holds no page prose (${checked} namespace files checked).`,
);
const over = rows.filter((row) => !row.within);
if (over.length > 0) {
  console.error(
    `Over their first-load JavaScript budget: ${over.map((row) => `${row.path} (${row.budget} KiB)`).join(', ')}`,
  );
  process.exit(1);
}
