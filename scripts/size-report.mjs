// First-load JavaScript (gzip) of every page of a built site, as Chromium fetches it:
//   node scripts/size-report.mjs [dir]        (budget: 150 KiB: room for longer languages)
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { findChromium, chromiumArgs } from './chromium.mjs';
import { startPreview } from './preview.mjs';

const dir = process.argv[2] ?? 'dist';
const BUDGET = 150 * 1024;
const paths = [...readFileSync(`${dir}/sitemap.xml`, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (match) => new URL(match[1]).pathname,
);
const preview = await startPreview({ dir, port: 0 });
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
const rows = [];
for (const path of paths) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });
  const page = await context.newPage();
  const scripts = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() === 'script') scripts.push(request);
  });
  await page.goto(preview.url + path, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.waitForLoadState('networkidle');
  let bytes = 0;
  for (const request of scripts) bytes += (await request.sizes()).responseBodySize;
  rows.push({
    path,
    scripts: scripts.length,
    kib: +(bytes / 1024).toFixed(1),
    within: bytes <= BUDGET,
  });
  await context.close();
}
await browser.close();
await preview.close();
console.table(rows);
const over = rows.filter((row) => !row.within);
if (over.length > 0) {
  console.error(
    `Over the ${BUDGET / 1024} KiB first-load JavaScript budget: ${over.map((row) => row.path).join(', ')}`,
  );
  process.exit(1);
}
