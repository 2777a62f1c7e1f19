/**
 * The built page runs React's event dispatch once while idle (src/site/warmEventPaths.ts): on its
 * main landmark, untrusted, each kind WARM_ROUNDS times, in a browser with touch (Chromium, as a
 * phone), and nothing on the page is hovered or pressed by them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specPaths } from '../../content/paths';
import { WARM_EVENTS, WARM_ROUNDS } from '../../src/site/warmEventPaths';
import { startHarness, waitForHydration, type Harness } from '../support/browser/harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness('dist');
});
afterAll(async () => harness.close());

describe('warming up the event paths', () => {
  it.each([specPaths.home, specPaths.ncua])(
    '%s sends each kind on its main landmark while idle, and nothing answers',
    async (path) => {
      const context = await harness.browser.newContext({
        viewport: { width: 375, height: 800 },
        hasTouch: true,
      });
      const page = await context.newPage();
      await page.addInitScript((kinds: readonly string[]) => {
        const seen: string[] = [];
        Object.assign(window, { __warm: seen });
        for (const kind of kinds)
          document.addEventListener(
            kind,
            (event) => {
              if (!event.isTrusted)
                seen.push(`${event.type} ${(event.target as Element).tagName.toLowerCase()}`);
            },
            true,
          );
      }, WARM_EVENTS);
      await page.goto(harness.baseUrl + path);
      await waitForHydration(page);
      const warmed = () =>
        page.evaluate(() => (window as unknown as { __warm: string[] }).__warm.slice());
      await expect.poll(warmed, { timeout: 15_000 }).toHaveLength(WARM_ROUNDS * WARM_EVENTS.length);
      expect(new Set(await warmed())).toEqual(new Set(WARM_EVENTS.map((kind) => `${kind} main`)));
      expect(
        await page.evaluate(
          () => document.querySelectorAll('main [data-hovered], main [data-pressed]').length,
        ),
      ).toBe(0);
      await context.close();
    },
  );
});
