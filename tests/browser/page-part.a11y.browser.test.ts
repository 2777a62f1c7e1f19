/**
 * The page's own part (src/app/pagePart.ts): on a prerendered page the app hydrates the header and
 * footer at once and leaves `main` as the server rendered it, its code and text unloaded, until it
 * is needed — at the first scroll, or a focus, press or key in `main`. Meanwhile the header works,
 * links in `main` are links, a toggle's press is held and applied, and a focus in `main` stays
 * where it is through the part's hydration. Chromium, on the production build.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Page, Route } from 'playwright-core';
import { HYDRATED, PAGE_HYDRATED, PRESSED } from '../../src/site/documentMarks';
import { specPaths } from '../../content/paths';
import { startHarness, type Harness } from '../support/browser/harness';

const common = JSON.parse(readFileSync('locales/en/common.json', 'utf8')) as {
  nav: { irm: string };
  pages: { founder: string };
};

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness('dist');
});
afterAll(async () => harness.close());

const has = (page: Page, mark: string) =>
  page.evaluate((name) => document.documentElement.hasAttribute(name), mark);

/**
 * `path` loaded until the app runs, with every script it asks for after that held until
 * `release()` (the page part's chunks); `first` and `later` list the scripts of each.
 */
async function openUntilTheAppRuns(path: string, width = 1280) {
  const context = await harness.browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const first: string[] = [];
  const later: string[] = [];
  let appRuns = false;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route: Route) => {
    if (!appRuns) {
      first.push(new URL(route.request().url()).pathname);
      return route.continue();
    }
    later.push(new URL(route.request().url()).pathname);
    await released;
    await route.continue().catch(() => {});
  });
  await page.goto(harness.baseUrl + path, { waitUntil: 'load' });
  await page.waitForSelector(`html[${HYDRATED}]`, { state: 'attached' });
  appRuns = true;
  return { page, first, later, release, close: () => context.close() };
}

/** Whether React has claimed `selector`'s element (hydrated it). */
const claimed = (page: Page, selector: string) =>
  page.evaluate(
    (query) =>
      Object.keys(document.querySelector(query)!).some((key) => key.startsWith('__reactFiber')),
    selector,
  );

describe('the page part of a prerendered page', () => {
  it('waits for its code until needed; the header works meanwhile; the first scroll asks for it', async () => {
    const { page, first, later, release, close } = await openUntilTheAppRuns(specPaths.ncua);
    // Nothing asked for it: no script after the app's, `main` as the server rendered it.
    await page.waitForTimeout(300);
    expect(later).toEqual([]);
    expect(await has(page, PAGE_HYDRATED)).toBe(false);
    expect(await claimed(page, 'main h1')).toBe(false);
    expect(await claimed(page, 'header a[href]')).toBe(true);
    // The header's dropdown works.
    const irm = page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(`^${common.nav.irm}\\b`) });
    await irm.click();
    expect(await irm.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(later).toEqual([]);
    // A scroll asks for it: its own chunks, none of the first load's.
    await page.mouse.wheel(0, 300);
    await expect.poll(() => later.length).toBeGreaterThan(0);
    expect(later.filter((url) => first.includes(url))).toEqual([]);
    release();
    await page.waitForSelector(`html[${PAGE_HYDRATED}]`, { state: 'attached' });
    expect(await claimed(page, 'main h1')).toBe(true);
    // Hydrated in place: one h1, the server's.
    expect(await page.locator('main h1').count()).toBe(1);
    // The header's press was the header's: nothing held it for the page to press again.
    expect(await has(page, PRESSED)).toBe(false);
    expect(await irm.getAttribute('aria-expanded')).toBe('false');
    await close();
  });

  it('holds a toggle pressed before it runs, and applies it once it does', async () => {
    const { page, release, close } = await openUntilTheAppRuns(specPaths.ncua, 375);
    const toggle = page.locator('main button[aria-controls]').first();
    const controls = (await toggle.getAttribute('aria-controls'))!;
    await toggle.click();
    expect(
      await page.evaluate((name) => document.documentElement.getAttribute(name), PRESSED),
    ).toBe(controls);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    release();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await has(page, PAGE_HYDRATED)).toBe(true);
    expect(await has(page, PRESSED)).toBe(false);
    await close();
  });

  it('keeps a keyboard focus in `main` on its element through the part’s hydration', async () => {
    const { page, release, close } = await openUntilTheAppRuns(specPaths.about);
    const link = page.locator('main a[href]').first();
    await link.focus();
    const name = await link.textContent();
    release();
    await page.waitForSelector(`html[${PAGE_HYDRATED}]`, { state: 'attached' });
    expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(name);
    expect(await claimed(page, 'main a[href]')).toBe(true);
    await close();
  });

  it('lets the header navigate in the app before it runs: the next page, focus on its h1', async () => {
    const { page, release, close } = await openUntilTheAppRuns(specPaths.about);
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    release();
    const nav = page.getByRole('banner').getByRole('navigation').first();
    await nav.getByRole('link', { name: common.pages.founder }).click();
    await page.waitForURL(harness.baseUrl + specPaths.founder);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.matches('main h1') ?? false))
      .toBe(true);
    expect(await page.locator('main h1').count()).toBe(1);
    expect(loads).toEqual([]);
    await close();
  });

  it('lets a link in `main` pressed before it runs go to its page', async () => {
    const { page, release, close } = await openUntilTheAppRuns(specPaths.about);
    const link = page.locator('main a[href^="/"]').first();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await page.waitForURL(harness.baseUrl + href);
    release();
    await page.waitForSelector(`html[${HYDRATED}]`, { state: 'attached' });
    expect(await page.locator('#root').getAttribute('data-path')).toBe(href);
    await close();
  });
});
