/**
 * Every page can be reached without JavaScript, at the narrowest and a desktop width: a visitor
 * whose script never runs (blocked, failed, an old device) starts at the home page of a language
 * and follows only the links they can SEE (rendered, with a box, not inside a hidden list, not a
 * visually hidden one), page after page, until nothing new turns up. Every page of the sitemap
 * must be among those reached. Chromium with JavaScript disabled, over the built site.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { specPaths } from '../../content/paths';
import { splitLocalePath } from '../../src/i18n/paths';
import { sitePaths, startHarness, type Harness } from '../support/browser/harness';

const DIST = 'dist';
const WIDTHS_WITHOUT_SCRIPT = [320, 1280] as const;

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness(DIST);
});
afterAll(async () => harness.close());

/** The pages reached from `starts` by following visible links, without script, at `width`. */
async function crawl(browser: Browser, baseUrl: string, starts: string[], width: number) {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    javaScriptEnabled: false,
  });
  // Only the documents and their stylesheets decide what is visible: images are not fetched.
  await context.route(/\.(png|jpe?g|webp|svg|ico)$/, (route) => route.abort());
  const page = await context.newPage();
  const origin = new URL(baseUrl).origin;
  const reached = new Set<string>();
  const queue = [...starts];
  try {
    while (queue.length > 0) {
      const path = queue.shift()!;
      if (reached.has(path)) continue;
      reached.add(path);
      const response = await page.goto(baseUrl + path, { waitUntil: 'load' });
      if (!response?.ok() || !/text\/html/.test(response.headers()['content-type'] ?? '')) continue;
      const hrefs = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
          .filter((link) => {
            if (link.closest('[hidden]') || !link.checkVisibility({ visibilityProperty: true }))
              return false;
            // A visually hidden link (1 px, clipped) is not one a sighted visitor sees.
            const box = link.getBoundingClientRect();
            return box.width > 2 && box.height > 2;
          })
          .map((link) => link.href),
      );
      for (const href of hrefs) {
        const url = new URL(href);
        if (url.origin !== origin || /\.[a-z0-9]+$/i.test(url.pathname)) continue;
        if (!reached.has(url.pathname)) queue.push(url.pathname);
      }
    }
  } finally {
    await context.close();
  }
  return reached;
}

describe('without JavaScript', () => {
  const pages = sitePaths(DIST);
  // The home page of each language (its path is the home page's, localized).
  const homes = pages.filter((path) => splitLocalePath(path).path === specPaths.home);

  it.each(WIDTHS_WITHOUT_SCRIPT)(
    'at %i px, following only visible links from the home pages reaches every page of the sitemap',
    async (width) => {
      const reached = await crawl(harness.browser, harness.baseUrl, homes, width);
      expect(homes.length).toBeGreaterThan(1);
      expect(pages.filter((path) => !reached.has(path))).toEqual([]);
    },
  );
});

// Issue 34, audit F12: without script, from 1024 px the header's bar wraps to two rows until the
// app measures it, taller than the scroll padding kept for it: an element reached by Shift+Tab
// stopped partly under the sticky header.
describe('without JavaScript, the wrapped header', () => {
  it.each(['/es/Documents', '/'])(
    '%s at 1024 px: Shift+Tab up the page never stops under the header',
    async (path) => {
      const context = await harness.browser.newContext({
        viewport: { width: 1024, height: 700 },
        javaScriptEnabled: false,
        // Each focus scroll ends at once (where motion is allowed it is smooth), so each stop is
        // measured where it settles.
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await page.goto(harness.baseUrl + path, { waitUntil: 'load' });
      await page.evaluate(() => {
        const links = document.querySelectorAll<HTMLElement>('footer a[href]');
        links[links.length - 1]!.focus();
      });
      const hidden: string[] = [];
      for (let press = 0; press < 40; press += 1) {
        await page.keyboard.press('Shift+Tab');
        const place = await page.evaluate(() => {
          const focused = document.activeElement!;
          if (!focused.closest('main')) return null;
          return {
            name: focused.textContent!.trim().slice(0, 40),
            top: focused.getBoundingClientRect().top,
            headerBottom: document.querySelector('header')!.getBoundingClientRect().bottom,
          };
        });
        if (place && place.top < place.headerBottom)
          hidden.push(`${place.name}: ${place.top} < ${place.headerBottom}`);
      }
      await context.close();
      expect(hidden).toEqual([]);
    },
  );
});
