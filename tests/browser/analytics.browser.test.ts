import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { startPreview } from '../../tooling/dev/preview.mjs';
import { startHarness, waitForHydration, type Harness } from '../support/browser/harness';
import { HYDRATED } from '../../src/site/documentMarks';

// The development build loads ANALYTICS_SRC=/analytics-stub.js (tooling/site-build/build.mjs writes the
// stub); the production build in dist/ has ANALYTICS_SRC empty.
const DEV = 'build/dev';
const STUB = '/analytics-stub.js';
const PATH = '/aboutUs';
/** The browser's own line for a failed request, beside the app's console.error. */
const NETWORK_LINE = /^Failed to load resource/;

type Timed = Window & { __hydratedAt?: number; __analyticsLoaded?: boolean };

let harness: Harness;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  harness = await startHarness(DEV);
});
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close().catch(() => {})));
  await harness.close();
});

/** A page whose window records when `<html data-hydrated>` appears (performance.now()). */
async function newPage(options: { gpc?: boolean } = {}): Promise<Page> {
  const context = await harness.browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  await context.addInitScript((gpc) => {
    if (gpc) {
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {
        configurable: true,
        get: () => true,
      });
    }
    new MutationObserver((_, observer) => {
      if (!document.documentElement?.hasAttribute('data-hydrated')) return;
      (window as Timed).__hydratedAt = performance.now();
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  }, options.gpc ?? false);
  return context.newPage();
}

/** Lets the page go idle and then some: the loader would have run by then. */
const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => setTimeout(resolve, 750), { timeout: 3000 }),
      ),
  );

const analyticsRequests = (urls: string[]) => urls.filter((url) => url.endsWith(STUB));

describe('deferred analytics (development build)', () => {
  it('requests the script once, async, only after first paint and hydration, through its Trusted Types policy', async () => {
    const page = await newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    // The deployed policy's Trusted Types part (tooling/site-build/deploy-headers.mjs): the loader and the
    // analytics script get their URLs only through their own policies, or are blocked.
    await page.route(harness.baseUrl + PATH, async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: {
          ...response.headers(),
          'content-security-policy':
            "require-trusted-types-for 'script'; trusted-types loader analytics",
        },
      });
    });
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
          `${event.violatedDirective} ${event.sample}`,
        ),
      ),
    );
    await page.goto(harness.baseUrl + PATH, { waitUntil: 'load' });
    await waitForHydration(page);
    await page.waitForFunction(() => (window as Timed).__analyticsLoaded === true);
    const timing = await page.evaluate((stub) => {
      const resource = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.endsWith(stub));
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const script = document.querySelector<HTMLScriptElement>(`script[src="${stub}"]`);
      return {
        requested: resource?.startTime ?? -1,
        hydrated: (window as Timed).__hydratedAt ?? Infinity,
        painted: paint?.startTime ?? Infinity,
        async: script?.async,
      };
    }, STUB);
    expect(analyticsRequests(requests)).toHaveLength(1);
    expect(violations).toEqual([]);
    expect(timing.async).toBe(true);
    expect(timing.requested).toBeGreaterThan(timing.hydrated);
    expect(timing.requested).toBeGreaterThan(timing.painted);
  });

  it('makes no request when the browser sends Global Privacy Control', async () => {
    const page = await newPage({ gpc: true });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(harness.baseUrl + PATH, { waitUntil: 'load' });
    await waitForHydration(page);
    expect(
      await page.evaluate(
        () => (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl,
      ),
    ).toBe(true);
    await settle(page);
    expect(analyticsRequests(requests)).toEqual([]);
    expect(await page.evaluate(() => (window as Timed).__analyticsLoaded)).toBeUndefined();
  });

  it('a failed load is one console error and changes nothing the visitor sees', async () => {
    const page = await newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let requested!: () => void;
    const wasRequested = new Promise<void>((resolve) => (requested = resolve));
    await page.route(`**${STUB}`, async (route) => {
      requested();
      await released;
      await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
    });
    // Not `waitForHydration`: its network-idle wait would wait for the held request.
    await page.goto(harness.baseUrl + PATH, { waitUntil: 'commit' });
    await page.waitForSelector(`html[${HYDRATED}]`, { state: 'attached' });
    await wasRequested;
    const seen = () =>
      page.evaluate(() => ({
        text: document.body.innerText,
        elements: document.body.querySelectorAll('*').length,
      }));
    const before = await seen();
    release();
    await expect.poll(() => errors.filter((text) => !NETWORK_LINE.test(text))).toHaveLength(1);
    await settle(page);
    const appErrors = errors.filter((text) => !NETWORK_LINE.test(text));
    expect(appErrors).toEqual([`Analytics: could not load ${STUB}`]);
    expect(errors.length - appErrors.length).toBeLessThanOrEqual(1);
    expect(await seen()).toEqual(before);
  });
});

describe.runIf(existsSync('dist/index.html'))('analytics off (production build)', () => {
  it('requests no analytics script at all', async () => {
    const preview = await startPreview({ dir: 'dist', port: 0 });
    try {
      const page = await newPage();
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto(preview.url + PATH, { waitUntil: 'load' });
      await waitForHydration(page);
      await settle(page);
      expect(scripts.length).toBeGreaterThan(0);
      expect(
        scripts.filter((url) => !url.startsWith(preview.url) || /analytics/i.test(url)),
      ).toEqual([]);
      expect(
        await page.evaluate(() => document.querySelector('script[data-analytics]')),
      ).toBeNull();
      await page.context().close();
    } finally {
      await preview.close();
    }
  });
});
