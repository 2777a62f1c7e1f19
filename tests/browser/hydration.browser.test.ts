import type { ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  sitePaths,
  startHarness,
  waitForHydration,
  type Harness,
} from '../support/browser/harness';
import { anyLanguage } from '../support/browser/languages';

// A development build: React reports hydration mismatches only there.
const DEV = 'build/dev';
let harness: Harness;
beforeAll(async () => {
  harness = await startHarness(DEV);
});
afterAll(async () => harness.close());

/**
 * One tab per test running at once, taken from those free: each page is still its own document
 * load, after about:blank and with the tab's sessionStorage emptied (nothing else of a site stays
 * in a tab), while Chromium compiles the development bundles once per tab rather than once per
 * page. A tab whose test failed is closed, not reused.
 */
const free: Page[] = [];
async function inTab(check: (page: Page) => Promise<void>): Promise<void> {
  const page =
    free.pop() ?? (await harness.browser.newPage({ viewport: { width: 1280, height: 900 } }));
  // The previous page gone first (nothing it logs can count as this one's).
  if (page.url().startsWith(harness.baseUrl)) {
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('about:blank');
  }
  try {
    await check(page);
  } catch (error) {
    await page.close();
    throw error;
  }
  free.push(page);
}

describe('hydration (development build)', () => {
  // Two pages at a time (maxConcurrency of the browser project); assertions through the test's own
  // expect, as concurrent tests need.
  it.concurrent.for(sitePaths(DEV))(
    '%s hydrates without a console warning or error',
    (path, { expect }) =>
      inTab(async (page) => {
        const messages: string[] = [];
        const record = (text: string) => messages.push(text);
        const onConsole = (message: ConsoleMessage) => {
          if (['warning', 'error'].includes(message.type())) record(message.text());
        };
        const onError = (error: Error) => record(error.message);
        page.on('console', onConsole);
        page.on('pageerror', onError);
        try {
          await page.goto(harness.baseUrl + path, { waitUntil: 'load' });
          await waitForHydration(page);
          const prerendered = await page.evaluate(
            () => document.getElementById('root')?.dataset.path,
          );
          expect(prerendered).toBe(path);

          // Hydrated: a client-side navigation works without a document load.
          await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
          await page
            .getByRole('navigation', { name: anyLanguage('common:nav.label') })
            .getByRole('link', { name: anyLanguage('common:pages.founder') })
            .click();
          await page.waitForURL(/\/founder$/);
          expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(
            1,
          );
          expect(await page.locator('main').count()).toBe(1);
          expect(await page.locator('h1').count()).toBe(1);
          expect(messages).toEqual([]);
        } finally {
          page.off('console', onConsole);
          page.off('pageerror', onError);
        }
      }),
  );
});
