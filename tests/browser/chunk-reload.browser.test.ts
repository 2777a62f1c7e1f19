import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { needPagePart, startHarness, type Harness } from '../support/browser/harness';

/**
 * A tab opened before a deploy asks, on its next in-app navigation, for chunks the host may no
 * longer have (deploy/deploy.sh keeps them for ASSET_DAYS): the app then loads the target address
 * as a full page, once (src/app/preload.ts), instead of leaving the page blank.
 */
const DIST = 'dist';
/** The About page's script chunk, as the home page's import map names it. */
const aboutChunk = /"(\/About\.[0-9a-f]{8}\.js)"/.exec(
  readFileSync(`${DIST}/index.html`, 'utf8'),
)![1]!;

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness(DIST);
});
afterAll(async () => harness.close());

/** The home page, hydrated, with the About chunk answered 404 `failures` times, then served. */
async function homeWithMissingChunk(failures: number) {
  const page: Page = await harness.open('/', 1280);
  let refused = 0;
  await page.route(`**${aboutChunk}`, async (route) => {
    if (refused < failures) {
      refused += 1;
      await route.fulfill({ status: 404, contentType: 'text/html', body: 'Not found' });
    } else await route.continue();
  });
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, loads, errors, refused: () => refused };
}

describe('an in-app navigation whose chunk the host no longer has', () => {
  it('loads the target address as a full page once, which then works', async () => {
    const { page, loads } = await homeWithMissingChunk(1);
    await page.getByRole('banner').getByRole('link', { name: 'About Us' }).click();
    await expect.poll(() => loads, { timeout: 15_000 }).toEqual([`${harness.baseUrl}/aboutUs`]);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/\S/);
    expect(await page.locator('#root').getAttribute('data-path')).toBe('/aboutUs');
    expect(
      await page.evaluate(
        () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
      ),
    ).toBe('reload');
    await page.close();
  });

  it('never reloads twice for the same address: a second failure there is thrown', async () => {
    const { page, loads, errors, refused } = await homeWithMissingChunk(Infinity);
    await page.getByRole('banner').getByRole('link', { name: 'About Us' }).click();
    await expect.poll(() => loads, { timeout: 15_000 }).toEqual([`${harness.baseUrl}/aboutUs`]);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    // The reloaded page asks for the chunk again once its part is needed, is refused again, and
    // stops with an error rather than reloading: the prerendered page stays readable.
    await page.evaluate(needPagePart);
    await expect.poll(() => errors.length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(loads).toEqual([`${harness.baseUrl}/aboutUs`]);
    expect(refused()).toBe(2);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/\S/);
    await page.close();
  });
});
