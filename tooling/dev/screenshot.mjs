// Screenshots pages of a built site for a person to look at:
//   node tooling/dev/screenshot.mjs [dir] [path ...]   → screenshots/<path>-<width>.png
// With SHOT_ACTION=dropdown|menu it opens the IRM dropdown or the mobile menu first.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { findChromium, chromiumArgs } from '../ci/chromium.mjs';
import { startPreview } from './preview.mjs';
import { HYDRATED } from '../../src/site/documentMarks.ts';

const [dir = 'dist', ...paths] = process.argv.slice(2);
const action = process.env.SHOT_ACTION ?? '';
const preview = await startPreview({ dir, port: 0 });
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
mkdirSync('screenshots', { recursive: true });
for (const route of paths.length ? paths : ['/']) {
  for (const width of [375, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(preview.url + route, { waitUntil: 'load' });
    await page.waitForSelector(`html[${HYDRATED}]`, { state: 'attached' });
    if (action === 'dropdown' && width >= 1024) {
      await page.getByRole('button', { name: /IRM/ }).first().click();
    }
    if (action === 'menu' && width < 1024) {
      await page.getByRole('button', { expanded: false }).first().click();
    }
    const name = `${route.replace(/\//g, '_') || '_'}${action ? `-${action}` : ''}-${width}.png`;
    await page.screenshot({ path: `screenshots/${name}`, fullPage: !action });
    await page.close();
  }
}
await browser.close();
await preview.close();
