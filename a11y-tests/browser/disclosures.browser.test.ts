import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness';

// Disclosures never lose the control just pressed: after a press, the pressed trigger is wholly
// in view below the sticky header, even when another panel closes above it (WCAG 2.4.7, 2.4.11),
// with and without reduced motion. One load per page, resized between the checks.
let harness: Harness;
beforeAll(async () => {
  harness = await startHarness('dist');
});
afterAll(async () => harness?.close());

/** Where the focused element is against the sticky header's bottom and the viewport's height. */
const focusedPlace = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement!.getBoundingClientRect();
    const header = document.querySelector('header')!.getBoundingClientRect();
    return {
      top: Math.round(focused.top),
      bottom: Math.round(focused.bottom),
      headerBottom: Math.round(header.bottom),
      height: innerHeight,
    };
  });

/**
 * Opens the first panel of the accordion whose triggers match `triggers`, then presses Enter on
 * the `index`-th trigger (the first panel closes above it) and waits for any smooth scroll to end.
 */
async function openFirstThenPress(page: Page, triggers: string, index: number) {
  await page.evaluate(() => scrollTo(0, 0));
  const all = page.locator(triggers);
  for (let i = 0; i < (await all.count()); i += 1) {
    if ((await all.nth(i).getAttribute('aria-expanded')) === 'true') await all.nth(i).click();
  }
  await all.first().click();
  await all.nth(index).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => all.nth(index).getAttribute('aria-expanded')).toBe('true');
  // Smooth scrolling, when motion is allowed, runs for a few hundred milliseconds.
  let last = '';
  await expect
    .poll(async () => {
      const now = JSON.stringify(await focusedPlace(page));
      const settled = now === last;
      last = now;
      return settled;
    })
    .toBe(true);
  return focusedPlace(page);
}

describe('the pressed trigger stays in view', () => {
  it.each([
    ['/', 'h3 > button[aria-expanded]', 3],
    ['/es/downloads', 'main button[aria-expanded][aria-controls]', 2],
  ] as const)('%s, one panel at a time', async (path, triggers, index) => {
    const page = await harness.open(path, 375);
    for (const [width, height] of [
      [375, 700],
      [320, 256],
      [1280, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (const reducedMotion of ['no-preference', 'reduce'] as const) {
        await page.emulateMedia({ reducedMotion });
        const place = await openFirstThenPress(page, triggers, index);
        const at = `${width}×${height}, ${reducedMotion}: ${JSON.stringify(place)}`;
        expect(place.top, at).toBeGreaterThanOrEqual(place.headerBottom);
        expect(place.bottom, at).toBeLessThanOrEqual(place.height);
      }
    }
    await page.close();
  });
});
