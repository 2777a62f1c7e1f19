import { afterAll, beforeAll, describe, it } from 'vitest';
import { sitePaths, startHarness, waitForHydration, type Harness } from './harness';

// A development build: React reports hydration mismatches only there.
const DEV = 'build/dev';
let harness: Harness;
beforeAll(async () => {
  harness = await startHarness(DEV);
});
afterAll(async () => harness.close());

describe('hydration (development build)', () => {
  // Two pages at a time (maxConcurrency of the browser project); assertions through the test's own
  // expect, as concurrent tests need.
  it.concurrent.for(sitePaths(DEV))(
    '%s hydrates without a console warning or error',
    async (path, { expect }) => {
      const page = await harness.browser.newPage({ viewport: { width: 1280, height: 900 } });
      const messages: string[] = [];
      page.on('console', (message) => {
        if (['warning', 'error'].includes(message.type())) messages.push(message.text());
      });
      page.on('pageerror', (error) => messages.push(error.message));
      await page.goto(harness.baseUrl + path, { waitUntil: 'load' });
      await waitForHydration(page);
      const prerendered = await page.evaluate(() => document.getElementById('root')?.dataset.path);
      expect(prerendered).toBe(path);

      // Hydrated: a client-side navigation works without a document load.
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      await page
        .getByRole('navigation', { name: /^(Main|Principal)$/ })
        .getByRole('link', { name: /^(Founder|Fundador)$/ })
        .click();
      await page.waitForURL(/\/founder$/);
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
      expect(await page.locator('main').count()).toBe(1);
      expect(await page.locator('h1').count()).toBe(1);
      expect(messages).toEqual([]);
      await page.close();
    },
  );
});
