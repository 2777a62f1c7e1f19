/**
 * Every page of the built site, in every language, at 375 and 1280 px: ONE load per page and
 * width runs every page-level check, in this order —
 *   1. the document: one main, one h1, a title, `<html lang>` of the page's language;
 *   2. axe as loaded;
 *   3. every disclosure and card expanded, then axe again;
 *   4. focus-ring contrast against the page's own pixels (WCAG 1.4.11);
 *   5. on the navigation pages, axe with the IRM dropdown (1280) or the mobile menu (375) open;
 *   6. at 375 only: reflow at 320 px by a viewport change (WCAG 1.4.10), no sideways scroll.
 * Failures are collected per step (expect.soft), so one page reports all of them at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, sitePaths, startHarness, WIDTHS, type Harness } from './harness';
import {
  documentShape,
  expandEverything,
  faintFocusRings,
  horizontalOverflow,
  resizeTo,
} from './checks';

const DIST = 'dist';
const paths = [...sitePaths(DIST), '/no-such-page', '/es/no-such-page'];
// The navigation is the same on every page but for the current-page mark: open it on the home
// page, one IRM page and the not-found page of each language.
const navPaths = new Set(paths.filter((path) => /^(\/es)?(\/|\/ncua|\/no-such-page)?$/.test(path)));

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness(DIST);
});
afterAll(async () => harness.close());

/** The IRM dropdown (desktop) or the mobile menu with its IRM group, opened as a visitor does. */
async function openNavigation(page: Page, width: number): Promise<string | null> {
  if (width >= 1280) {
    const nav = page.getByRole('navigation', { name: /^(Main|Principal)$/ });
    const trigger = nav.getByRole('button', { name: /^IRM/ });
    await trigger.click();
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    if ((await nav.getByRole('link').count()) <= 12) return 'the IRM dropdown shows no links';
    return null;
  }
  const toggle = page.getByRole('button', { name: /^(Menu|Menú)$/ });
  await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
  await page.getByRole('button', { name: 'IRM', exact: true }).click();
  return null;
}

async function closeNavigation(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.evaluate(() => window.scrollTo(0, 0));
}

describe.each(WIDTHS)('every page at %i px, all page-level checks in one load', (width) => {
  it.each(paths)('%s', async (path) => {
    const page = await harness.open(path, width);
    const where = `${path} at ${width} px`;
    const lng = /^\/es(\/|$)/.test(path) ? 'es' : 'en';

    const shape = await documentShape(page);
    expect.soft(shape.mains, `${where}: <main> elements`).toBe(1);
    expect.soft(shape.h1s, `${where}: <h1> elements`).toBe(1);
    expect.soft(shape.titleLength, `${where}: title length`).toBeGreaterThan(10);
    expect.soft(shape.lang, `${where}: <html lang>`).toBe(lng);

    expect.soft(await axe(page), `${where}: axe as loaded`).toEqual([]);
    await expandEverything(page);
    expect.soft(await axe(page), `${where}: axe, everything expanded`).toEqual([]);
    expect.soft(await faintFocusRings(page), `${where}: focus rings under 3:1`).toEqual([]);

    if (navPaths.has(path)) {
      expect.soft(await openNavigation(page, width), `${where}: navigation`).toBeNull();
      expect.soft(await axe(page), `${where}: axe with the navigation open`).toEqual([]);
      await closeNavigation(page);
    }

    if (width === 375) {
      await resizeTo(page, 320);
      expect.soft(await horizontalOverflow(page), `${where}: sideways scroll at 320 px`).toBe(0);
    }
    await page.close();
  });
});
