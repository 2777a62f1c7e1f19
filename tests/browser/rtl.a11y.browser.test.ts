/**
 * Right to left, proved in Chromium over `build/pseudo/` (`npm run build:pseudo`): the site built
 * with the test-only bidi pseudo-locale `ar-XB` (tooling/i18n/pseudo-locales.ts: `dir: "rtl"`,
 * mirrored text). For every page of that language, in one load (at 375 px, then 320 and 1280 px
 * by viewport changes): axe at 375 and 1280 px, no horizontal scroll at 320 px, `<html
 * dir="rtl">` before and after hydration without a console warning or error, and a mirrored layout — logo at the right with the navigation to its
 * left, rows of cards and columns flowing right to left, the IRM panel opening under its button's
 * right edge, form labels and messages at the right. Failure messages name the language and page.
 */
import { existsSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIDI_LOCALE } from '../../tooling/i18n/pseudo-locales';
import {
  axe,
  sitePaths,
  startHarness,
  waitForHydration,
  WIDTHS,
  type Harness,
} from '../support/browser/harness';
import { horizontalOverflow, resizeTo } from '../support/browser/checks';

const BUILD = 'build/pseudo';
if (!existsSync(`${BUILD}/sitemap.xml`)) {
  throw new Error(
    `No ${BUILD}/sitemap.xml: run \`npm run build:pseudo\` before the Chromium tests`,
  );
}
const { code } = BIDI_LOCALE;
const home = `/${code}`;
const notFound = `/${code}/no-such-page`;
const pages = sitePaths(BUILD).filter((path) => path === home || path.startsWith(`${home}/`));
const paths = [...pages, notFound];
/** Pages whose cards' grid must be found and flow right to left. */
const cardPages = [home, `${home}/aboutUs`];

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness(BUILD);
});
afterAll(async () => harness?.close());

type Box = { left: number; right: number; top: number; bottom: number; width: number };

interface Tab {
  page: Page;
  path: string;
  messages: string[];
}

/** A tab that records the console warnings and errors of the page it shows. */
async function newTab(): Promise<Tab> {
  const context = await harness.browser.newContext({ viewport: { width: 375, height: 900 } });
  const page = await context.newPage();
  page.on('close', () => void context.close().catch(() => {}));
  const tab: Tab = { page, path: '', messages: [] };
  page.on('console', (message) => {
    if (!['warning', 'error'].includes(message.type())) return;
    // The not-found page is served with status 404, which Chromium reports as a failed load.
    if (tab.path === notFound && /status of 404/.test(message.text())) return;
    tab.messages.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => tab.messages.push(`page error: ${error.message}`));
  return tab;
}

/**
 * Loads a page in a tab at `width`, recording its console from the first byte on. The previous
 * page is left for about:blank first, with sessionStorage emptied: each page is its own document
 * load, while Chromium compiles the shared bundles once per tab.
 */
async function load(tab: Tab, path: string, width: number): Promise<void> {
  if (tab.page.url() !== 'about:blank') {
    await tab.page.evaluate(() => sessionStorage.clear());
    await tab.page.goto('about:blank');
  }
  await tab.page.setViewportSize({ width, height: 900 });
  tab.path = path;
  tab.messages = [];
  await tab.page.goto(harness.baseUrl + path, { waitUntil: 'load' });
  await waitForHydration(tab.page);
}

/** The tabs no test is using (a test that stops on an error leaves its tab out). */
const free: Tab[] = [];

/** Rows in <main> (grid, or flex in a row) whose first two items sit side by side. */
function rowsOfMain(page: Page) {
  return page.evaluate(() => {
    const rows: { container: string; first: number; second: number }[] = [];
    for (const container of document.querySelectorAll('main *')) {
      const style = getComputedStyle(container);
      const grid = /grid/.test(style.display);
      const flexRow = /flex/.test(style.display) && style.flexDirection === 'row';
      if (!grid && !flexRow) continue;
      const items = [...container.children]
        .filter((item) => !['absolute', 'fixed'].includes(getComputedStyle(item).position))
        .map((item) => item.getBoundingClientRect())
        .filter((box) => box.width > 0 && box.height > 0);
      const [a, b] = items;
      if (!a || !b || a.top >= b.bottom || b.top >= a.bottom) continue; // stacked, not a row
      const name = `${container.tagName.toLowerCase()}.${[...container.classList].join('.')}`;
      const text = (container.textContent ?? '').replace(/[\u200E-\u200F\u202A-\u202E]/g, '');
      rows.push({
        container: `${name} "${text.trim().slice(0, 40)}"`,
        first: Math.round(a.left),
        second: Math.round(b.left),
      });
    }
    return rows;
  });
}

const box = (page: Page, selector: string): Promise<Box | null> =>
  page.evaluate((css) => {
    const element = document.querySelector(css);
    if (!element) return null;
    const { left, right, top, bottom, width } = element.getBoundingClientRect();
    return { left, right, top, bottom, width };
  }, selector);

describe(`right to left: every page of ${code} in Chromium (${BUILD}/)`, () => {
  it(`${BUILD}/ has the ${code} pages`, () => {
    expect(pages.length, `${code}: no pages in ${BUILD}/sitemap.xml`).toBeGreaterThan(10);
  });

  // Two pages at a time (maxConcurrency of the browser project), with the test's own expect. One
  // load per page: at 375 px as a phone opens it, then 320 px and 1280 px by viewport changes.
  it.concurrent.for(paths)(
    '%s: at 375 px <html lang dir="rtl">, no console warning, no axe violations; no sideways scroll at 320 px; at 1280 px logo at the right, navigation to its left, rows right to left, no axe violations',
    async (path, { expect }) => {
      let where = `[${code}] ${path} at 375 px`;
      if (path !== notFound) {
        const html = await (await fetch(harness.baseUrl + path)).text();
        expect(html, `${where}: prerendered <html>`).toContain(`<html lang="${code}" dir="rtl">`);
      }
      const tab = free.pop() ?? (await newTab());
      await load(tab, path, 375);
      const { page, messages } = tab;
      const direction = await page.evaluate(() => [
        document.documentElement.lang,
        document.documentElement.dir,
        getComputedStyle(document.body).direction,
      ]);
      expect
        .soft(direction, `${where}: <html lang dir> and body direction`)
        .toEqual([code, 'rtl', 'rtl']);
      expect.soft(await axe(page), `${where}: axe`).toEqual([]);
      await resizeTo(page, 320);
      expect
        .soft(await horizontalOverflow(page), `[${code}] ${path} at 320 px: horizontal overflow`)
        .toBe(0);

      where = `[${code}] ${path} at 1280 px`;
      await resizeTo(page, 1280);
      const header = await page.evaluate(() => {
        const nav = document.querySelector('header nav');
        const bar = nav?.parentElement;
        // The navigation's one list, and after it the language control (its last item).
        const list = nav?.querySelector('ul');
        const rect = (element: Element | null | undefined) => {
          if (!element) return null;
          const { left, right } = element.getBoundingClientRect();
          return { left: Math.round(left), right: Math.round(right) };
        };
        return {
          width: document.documentElement.clientWidth,
          logo: rect(bar?.firstElementChild),
          nav: rect(nav),
          list: rect(list),
          languages: rect(list?.parentElement?.lastElementChild),
          items: [...(list?.querySelectorAll(':scope > li') ?? [])].map(rect),
        };
      });
      const { logo, nav, list, languages, items, width } = header;
      expect
        .soft(logo && nav && list && languages, `${where}: header logo, nav and languages`)
        .toBeTruthy();
      if (logo && nav && list && languages) {
        expect
          .soft(width - logo.right, `${where}: logo nearer the right edge`)
          .toBeLessThan(logo.left);
        expect
          .soft(nav.right, `${where}: navigation left of the logo`)
          .toBeLessThanOrEqual(logo.left);
        expect
          .soft(languages.right, `${where}: language control left of the navigation's links`)
          .toBeLessThanOrEqual(list.left);
      }
      const order = items.map((item) => item?.left ?? 0);
      expect
        .soft(order, `${where}: navigation items from right to left`)
        .toEqual([...order].sort((a, b) => b - a));

      const rows = await rowsOfMain(page);
      // Pages built on rows of cards must have some (else the check below proves nothing).
      if (cardPages.includes(path)) {
        expect.soft(rows.length, `${where}: no row of cards found`).toBeGreaterThan(0);
      }
      const leftToRight = rows.filter(({ first, second }) => first <= second);
      expect.soft(leftToRight, `${where}: rows whose first item is not at the right`).toEqual([]);
      expect.soft(await axe(page), `${where}: axe`).toEqual([]);
      // Console warnings and errors from the first byte to the last check.
      expect.soft(messages, `[${code}] ${path}: console`).toEqual([]);
      free.push(tab);
    },
  );
});

describe(`right to left: mirrored components (${code})`, () => {
  it.each([`${home}/aboutUs`, `${home}/solutions`])(
    '%s at 1280 px: the IRM panel opens under its button, aligned to its right edge',
    async (path) => {
      const where = `[${code}] ${path} at 1280 px, IRM dropdown`;
      const page = await harness.open(path, 1280);
      // The IRM item's button, in the navigation's list.
      const trigger = page.locator('header nav li > button[aria-controls]');
      await trigger.click();
      await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
      const panelId = await trigger.getAttribute('aria-controls');
      const button = (await box(page, 'header nav li > button[aria-controls]'))!;
      const panel = (await box(page, `[id="${panelId}"]`))!;
      expect(panel, `${where}: panel`).toBeTruthy();
      expect.soft(Math.abs(panel.right - button.right), `${where}: right edges`).toBeLessThan(2);
      expect
        .soft(panel.top, `${where}: panel below the button`)
        .toBeGreaterThanOrEqual(button.bottom - 1);
      expect.soft(panel.left, `${where}: panel inside the viewport`).toBeGreaterThanOrEqual(0);
      const links = await page.evaluate(
        (id) =>
          [...document.querySelectorAll(`[id="${id}"] > li`)].map((li) =>
            Math.round(li.getBoundingClientRect().left),
          ),
        panelId,
      );
      expect.soft(links[0], `${where}: first link right of the second`).toBeGreaterThan(links[1]!);
      // The current page's accent bar marks the inline start, i.e. the right edge.
      const side = await page.evaluate((id) => {
        const current = document.querySelector(`[id="${id}"] [aria-current="page"]`);
        if (!current) return 'no current page';
        const shadow = getComputedStyle(current).boxShadow;
        const x = Number(/(-?[\d.]+)px\s+-?[\d.]+px[^,]*inset/.exec(shadow)?.[1] ?? 0);
        return x < 0 ? 'right' : x > 0 ? 'left' : 'none';
      }, panelId);
      if (path.endsWith('/solutions')) {
        expect.soft(side, `${where}: accent bar of the current page`).toBe('right');
      }
      expect.soft(await axe(page), `${where}: axe with the panel open`).toEqual([]);
      await page.close();
    },
  );

  it.each(WIDTHS)(
    `${home}/newContact at %i px: labels, messages and the button at the right; invalid fields' thick edge on the right`,
    async (width) => {
      const path = `${home}/newContact`;
      const where = `[${code}] ${path} at ${width} px`;
      const page = await harness.open(path, width);
      const labels = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('main form label[for]')].map((label) => {
            const control = document.getElementById(label.getAttribute('for') ?? '')!;
            const range = document.createRange();
            range.selectNodeContents(label);
            const text = range.getBoundingClientRect();
            const field = control.getBoundingClientRect();
            const style = getComputedStyle(label);
            return {
              for: label.getAttribute('for'),
              direction: style.direction,
              textAlign: style.textAlign,
              gapAtRight: Math.round(field.right - text.right),
              gapAtLeft: Math.round(text.left - field.left),
              border: [
                getComputedStyle(control).borderLeftWidth,
                getComputedStyle(control).borderRightWidth,
              ],
            };
          }),
        );
      const before = await labels();
      expect(before.length, `${where}: form labels`).toBeGreaterThanOrEqual(3);
      for (const label of before) {
        const what = `${where}: label for #${label.for}`;
        expect.soft([label.direction, label.textAlign], what).toEqual(['rtl', 'start']);
        expect
          .soft(Math.abs(label.gapAtRight), `${what}: text to the field's right edge`)
          .toBeLessThan(3);
        expect.soft(label.gapAtLeft, `${what}: room at the left`).toBeGreaterThan(20);
      }
      const submit = page.locator('main form button[type="submit"]');
      const [button, form] = [(await submit.boundingBox())!, (await box(page, 'main form'))!];
      expect
        .soft(
          Math.abs(form.right - (button.x + button.width)),
          `${where}: send button at the right`,
        )
        .toBeLessThan(2);

      // Sent empty: the error summary and each field's message, the thick edge on the right.
      await submit.click();
      await expect
        .poll(() => page.locator('main form [aria-invalid="true"]').count())
        .toBeGreaterThan(0);
      // The summary, focused, scrolls (smoothly) into view below the sticky header.
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              document.activeElement!.getBoundingClientRect().top >=
              document.querySelector('header')!.getBoundingClientRect().bottom,
          ),
        )
        .toBe(true);
      for (const label of await labels()) {
        const invalid = await page.locator(`[id="${label.for}"]`).getAttribute('aria-invalid');
        if (invalid !== 'true') continue;
        expect
          .soft(label.border, `${where}: #${label.for} invalid border (left, right)`)
          .toEqual(['2px', '6px']);
      }
      expect.soft(await axe(page), `${where}: axe with the errors shown`).toEqual([]);
      await page.close();
    },
  );
});
