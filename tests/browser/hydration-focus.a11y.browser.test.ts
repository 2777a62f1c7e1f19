/**
 * Issue 34, audit F4: on a slow connection a keyboard user reaches the header's no-script "Menu"
 * or "IRM" link before the app runs; when the app replaced it with its button, focus fell to
 * <body>. The app's scripts are held until the link has focus, then let through. Chromium.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { HYDRATED } from '../../src/site/documentMarks';
import { startHarness, type Harness } from '../support/browser/harness';

const common = JSON.parse(readFileSync('locales/en/common.json', 'utf8')) as {
  nav: { menu: string; irm: string };
};

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness('dist');
});
afterAll(async () => harness.close());

describe('focus through hydration', () => {
  it.each([
    [375, common.nav.menu],
    [1280, common.nav.irm],
  ] as const)(
    'at %i px, the focused no-script “%s” link hands focus to the button that replaces it',
    async (width, name) => {
      const context = await harness.browser.newContext({ viewport: { width, height: 900 } });
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await context.route(/\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      const page = await context.newPage();
      await page.goto(`${harness.baseUrl}/`, { waitUntil: 'domcontentloaded' });
      let focused: { tag: string; name: string } | undefined;
      for (let press = 0; press < 8; press += 1) {
        await page.keyboard.press('Tab');
        focused = await page.evaluate(() => ({
          tag: document.activeElement!.tagName.toLowerCase(),
          name: document.activeElement!.textContent!.trim(),
        }));
        if (focused.name === name) break;
      }
      expect(focused).toEqual({ tag: 'a', name });
      release();
      await page.waitForSelector(`html[${HYDRATED}]`, { state: 'attached' });
      await expect
        .poll(() =>
          page.evaluate(() => {
            const element = document.activeElement;
            if (!element || element === document.body) return { tag: 'body', name: '' };
            return { tag: element.tagName.toLowerCase(), name: element.textContent!.trim() };
          }),
        )
        .toEqual({ tag: 'button', name });
      await context.close();
    },
  );
});
