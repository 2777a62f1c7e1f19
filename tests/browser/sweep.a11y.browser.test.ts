/**
 * Every page of the built site, in every language, at 375 and 1280 px: ONE load per page and
 * width runs every page-level check, in this order —
 *   1. the document: one main, one h1, a title, `<html lang>` of the page's language; as loaded,
 *      no band of empty page between the last section and the footer, no word cut across lines;
 *   2. axe as loaded;
 *   3. every disclosure and card expanded (a part whose code loads when needed waited for), then
 *      axe again on what the presses changed (a mutation record of the page: the parts opened,
 *      their toggles, their parents);
 *   4. focus-ring contrast against the page's own pixels (WCAG 1.4.11);
 *   5. on the navigation pages, axe with the IRM dropdown (1280) or the mobile menu (375) open;
 *   6. at 375 only: reflow at 320 px by a viewport change (WCAG 1.4.10), no sideways scroll;
 *   and, at 1280, the JavaScript the page loaded before it was interactive (gzip) within budget
 *   (until the app ran: the page's own part, asked for after that, loads when it is needed);
 *   and through all of it, no break of the page's Content-Security-Policy (the site is served
 *   with the build's response headers, dist/_headers, as the deploy serves it).
 * Two pages are swept at a time, in two tabs (each in its own context and renderer: both cores
 * work), before the tests; each check is then its own test, so a failure names the page, width
 * and step. A tab loads page after page: every load is a new document at the case's width, with
 * the tab's sessionStorage emptied first (nothing else of the site stays in a tab), and Chromium
 * compiles the shared bundles once per tab instead of once per page (the tab stays in one renderer
 * process: between pages it shows the site's robots.txt, not about:blank).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import {
  budgetOf,
  chunkNamesInEntry,
  MEASURED_ENCODING,
  proseInEntry,
  scriptBytes,
} from '../../tooling/measure/first-load.mjs';
import { COMPILE_HINT } from '../../tooling/site-build/compile-hints.mjs';
import {
  axe,
  sitePaths,
  startHarness,
  waitForApp,
  waitForPagePart,
  WIDTHS,
  type Harness,
} from '../support/browser/harness';
import {
  documentShape,
  expandEverything,
  faintFocusRings,
  footerGap,
  horizontalOverflow,
  inParallel,
  recordCspViolations,
  resizeTo,
  splitWords,
} from '../support/browser/checks';
import { anyLanguage, languageCodes, languageOfPath } from '../support/browser/languages';

const DIST = 'dist';
// SWEEP_ONLY=<regular expression> sweeps only the matching paths (while working on a page).
const only = new RegExp(process.env.SWEEP_ONLY ?? '');
// Every page of the sitemap, and the not-found page of every language.
const notFound = languageCodes.map((lng) => (lng === 'en' ? '' : `/${lng}`) + '/no-such-page');
const paths = [...sitePaths(DIST), ...notFound].filter((path) => only.test(path));
const cases = WIDTHS.flatMap((width) => paths.map((path) => [path, width] as const));
// The navigation is the same on every page but for the current-page mark: open it on the home
// page, one IRM page and the not-found page of each language.
const navPaths = new Set(
  paths.filter((path) => {
    const lng = languageOfPath(path);
    const rest = lng === 'en' ? path : path.slice(lng.length + 1);
    return ['', '/', '/ncua', '/no-such-page'].includes(rest);
  }),
);

/** What one page's sweep found, step by step (a step that threw holds its error). */
type Found = Record<string, unknown>;
const found = new Map<string, Found>();
const key = (path: string, width: number) => `${path} ${width}`;

/**
 * The IRM dropdown (in the bar) or the mobile menu with its IRM group, opened as a visitor does:
 * the menu where the header shows it (under 64rem, or at 1280 px in a language whose words the bar
 * cannot hold).
 */
async function openNavigation(page: Page): Promise<void> {
  if ((await page.locator('header').getAttribute('data-nav')) === 'full') {
    const nav = page.getByRole('navigation', { name: anyLanguage('common:nav.label') });
    const trigger = nav.getByRole('button', { name: /^IRM/ });
    await trigger.click();
    await nav.locator('button[aria-expanded="true"]').waitFor({ state: 'attached' });
    const links = await nav.getByRole('link').count();
    if (links <= 12) throw new Error(`the open IRM dropdown shows ${links} links in all`);
    return;
  }
  const toggle = page.getByRole('button', { name: anyLanguage('common:nav.menu') });
  await toggle.click();
  await page.locator('header button[aria-expanded="true"]').first().waitFor({ state: 'attached' });
  // The IRM list starts open on its own pages.
  const irm = page.getByRole('banner').getByRole('button', { name: /^IRM/ });
  if ((await irm.getAttribute('aria-expanded')) === 'false') await irm.click();
}

/** What each tab's page broke of its Content-Security-Policy since the tab last asked. */
const cspViolations = new WeakMap<Page, () => string[]>();

/** Every step on one page, in order; each step's result or error is kept for its test. */
async function sweep(page: Page, path: string, width: number): Promise<Found> {
  const result: Found = {};
  const step = async (name: string, run: () => Promise<unknown>) => {
    try {
      result[name] = await run();
    } catch (error) {
      result[name] = error instanceof Error ? error : new Error(String(error));
    }
  };
  // The previous page gone first (a request it started cannot finish during this load), for a
  // document of the site's own origin without a script: its robots.txt. Not about:blank: under the
  // site's Cross-Origin-Opener-Policy (same-origin) a load from about:blank starts a new browsing
  // context group, and so a new renderer process that compiles every bundle again.
  if (page.url().startsWith(harness.baseUrl)) {
    await page.evaluate(() => sessionStorage.clear());
    const left = await page.goto(harness.baseUrl + '/robots.txt');
    if (!left?.headers()['content-type']?.startsWith('text/plain'))
      throw new Error('the built site has no robots.txt to leave a page for');
  }
  await page.setViewportSize({ width, height: 900 });
  // At 1280 px the page is fetched as the size budget is measured: gzip, every script counted.
  await page.setExtraHTTPHeaders(width === 1280 ? MEASURED_ENCODING : {});
  let scripts: ReturnType<typeof scriptBytes> | undefined;
  let stopCounting = () => {};
  if (width === 1280) {
    scripts = scriptBytes({
      on: (event: 'requestfinished', listener: (request: Request) => void) => {
        page.on(event, listener);
        stopCounting = () => page.off(event, listener);
      },
    });
  }
  const takeViolations = cspViolations.get(page)!;
  takeViolations(); // the previous page's
  await page.goto(harness.baseUrl + path, { waitUntil: 'load' });
  await waitForApp(page);
  try {
    // The first load: what the page fetched until the app ran; the page's own part is asked for
    // after it, as a visitor's first focus in `main` asks for it.
    if (scripts) {
      stopCounting();
      await step('firstLoad', () => scripts!.bytes());
    }
    await waitForPagePart(page);
    await step('shape', () => documentShape(page));
    await step('footerGap', () => footerGap(page));
    await step('splitWords', () => splitWords(page));
    await step('axe', () => axe(page));
    await step('expanded', async () => {
      const { changed } = await expandEverything(page);
      // Only what the presses changed (the panels and cards opened, their toggles): the rest
      // was checked as loaded.
      return changed.length > 0 ? axe(page, changed) : [];
    });
    await step('rings', () => faintFocusRings(page));
    if (navPaths.has(path)) {
      await step('navigation', async () => {
        await openNavigation(page);
        // Only the header changed.
        const violations = await axe(page, 'header');
        await page.keyboard.press('Escape');
        await page.evaluate(() => window.scrollTo(0, 0));
        return violations;
      });
    }
    if (width === 375) {
      await step('reflow', async () => {
        await resizeTo(page, 320);
        return horizontalOverflow(page);
      });
    }
    // Whatever the page did meanwhile: loading, hydrating, expanding, opening the navigation.
    await step('csp', async () => takeViolations());
  } finally {
    stopCounting();
  }
  return result;
}

let harness: Harness;
/** The tabs not sweeping a page now. */
const free: Page[] = [];
beforeAll(async () => {
  harness = await startHarness(DIST, { headers: true });
  await inParallel(cases, 2, async ([path, width]) => {
    let page = free.pop();
    if (!page) {
      page = await (
        await harness.browser.newContext({ viewport: { width, height: 900 } })
      ).newPage();
      cspViolations.set(page, await recordCspViolations(page));
    }
    try {
      found.set(key(path, width), await sweep(page, path, width));
      free.push(page);
    } catch (error) {
      found.set(key(path, width), { load: error });
      await page.context().close();
    }
  });
}, 30 * 60_000);
afterAll(async () => {
  await harness?.close();
  // The largest first load, for the test run's summary line.
  const loads = [...found].flatMap(([name, steps]) =>
    typeof steps.firstLoad === 'number' ? [[name.split(' ')[0], steps.firstLoad] as const] : [],
  );
  const [page, bytes] = loads.reduce((a, b) => (b[1] > a[1] ? b : a), ['', 0] as const);
  if (page)
    console.log(
      `first load: largest ${(bytes / 1024).toFixed(1)} KiB (${page}), ${loads.length} pages`,
    );
});

it('the entry bundle and its chunks hold no page prose (every page reads its text from its own chunk)', () => {
  const { leaked, checked } = proseInEntry(DIST);
  expect(checked).toBeGreaterThan(20);
  expect(leaked).toEqual([]);
});

// Issue 36: built in one run with the renderer, the entry carried every chunk's hashed name (2 KiB
// gzip on every first load) and changed whenever any page did; it now imports through the
// page's import map.
it('the entry bundle names no other script: it loads its chunks through the page’s import map', () => {
  const { named, found } = chunkNamesInEntry(DIST);
  expect(named).toBeGreaterThan(20);
  expect(found).toEqual([]);
});

// Issue 36: evaluated with React DOM, the entry was one task of about 230 ms on a mid-range phone,
// the longest of a page's load; React DOM is now a chunk of its own, preloaded with the entry.
it('the entry module leaves React DOM to a chunk of its own, which the loader preloads', () => {
  const { entry, chunks } = proseInEntry(DIST);
  const read = (file: string) => readFileSync(join(DIST, file), 'utf8');
  // React DOM's key for its fibers on DOM nodes: in React DOM's code only.
  expect(read(entry)).not.toContain('__reactFiber');
  expect(chunks.map(read).join('\n')).toContain('__reactFiber');
});

// Issue 36: compiled function by function on the main thread, the scripts every page runs at once
// made the entry's evaluation one long task and a visitor's first press wait for its code to
// compile; with V8's per-file compile hint, Chromium compiles them while they stream in.
it('the entry and the chunks it imports at once, and no other script, start with V8’s compile hint', () => {
  const { entry, chunks } = proseInEntry(DIST);
  const eager = [entry, ...chunks];
  expect(chunks.length).toBeGreaterThan(0);
  const hinted = readdirSync(DIST).filter(
    (file) =>
      file.endsWith('.js') && readFileSync(join(DIST, file), 'utf8').startsWith(COMPILE_HINT),
  );
  expect(hinted.sort()).toEqual(eager.sort());
});

// Issue 36: React Aria's tracker of the on-screen keyboard (react-aria's utils/keyboard) listens to
// every focus on the page and reads the viewport's size and whether the focused element is
// visible: a style and layout pass in the middle of each press. usePreventScroll brought it to
// every page's entry, and React Aria Components' TextField (through Autocomplete) to the contact
// form's chunk; the header loads the scroll lock on Apple's touch devices only (IosScrollLock), and
// the kit's TextField is built on useTextField.
it('no script but the iOS scroll lock’s chunk holds the tracker of the on-screen keyboard (a style and layout pass on every focus)', () => {
  const scripts = readdirSync(DIST).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(20);
  // The tracker's test for Android's overlaying keyboard: in that module only.
  const holding = scripts.filter((file) =>
    readFileSync(join(DIST, file), 'utf8').includes('overlays-content'),
  );
  expect(holding.filter((file) => !file.startsWith('IosScrollLock.'))).toEqual([]);
  expect(holding).not.toEqual([]);
});

/** A step's result; its error, thrown, when the step failed. */
function result(path: string, width: number, name: string): unknown {
  const page = found.get(key(path, width));
  const value = page?.[name] ?? page?.load;
  if (value instanceof Error) throw value;
  if (value === undefined) throw new Error(`${path} at ${width} px: ${name} did not run`);
  return value;
}

describe.each(cases)('%s at %i px', (path, width) => {
  it('has one main, one h1, a title and the page language on <html>', () => {
    const shape = result(path, width, 'shape') as Awaited<ReturnType<typeof documentShape>>;
    expect(shape).toMatchObject({ mains: 1, h1s: 1, lang: languageOfPath(path) });
    expect(shape.titleLength).toBeGreaterThan(10);
  });

  it('has no band of empty page between the last section and the footer', () => {
    expect(result(path, width, 'footerGap')).toBe(0);
  });

  it('cuts no word across two lines', () => {
    expect(result(path, width, 'splitWords')).toEqual([]);
  });

  it('breaks no rule of its Content-Security-Policy while loading, hydrating and in use', () => {
    expect(result(path, width, 'csp')).toEqual([]);
  });

  it('has no axe violations as loaded', () => {
    expect(result(path, width, 'axe')).toEqual([]);
  });

  it('has no axe violations with every disclosure and card expanded', () => {
    expect(result(path, width, 'expanded')).toEqual([]);
  });

  it('shows every focus ring at 3:1 against what is behind it', () => {
    expect(result(path, width, 'rings')).toEqual([]);
  });

  if (navPaths.has(path)) {
    it(`has no axe violations with the ${width === 375 ? 'mobile menu' : 'IRM dropdown'} open`, () => {
      expect(result(path, width, 'navigation')).toEqual([]);
    });
  }

  if (width === 375) {
    it('reflows at 320 px without sideways scroll', () => {
      expect(result(path, width, 'reflow')).toBe(0);
    });
  }

  if (width === 1280) {
    // The budget is the larger one where the page has the contact form (read from its HTML).
    const budget = budgetOf(DIST, path);
    it(`loads at most ${budget / 1024} KiB of JavaScript (gzip) before it is interactive`, () => {
      const bytes = result(path, width, 'firstLoad') as number;
      expect(bytes).toBeGreaterThan(50 * 1024);
      expect(bytes).toBeLessThanOrEqual(budget);
    });
  }
});
