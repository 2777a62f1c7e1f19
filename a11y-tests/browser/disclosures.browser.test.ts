import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { entryScriptUrl } from '../../scripts/prerender.mjs';
import { startHarness, type Harness } from './harness';
import { HYDRATED, PRESSED } from '../../src/site/documentMarks';

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

/** WCAG 1.4.12's text spacing, as the usual bookmarklet applies it. */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-block-end: 2em !important; }`;

describe('text spacing (WCAG 1.4.12)', () => {
  it('at 320 px no Spanish page scrolls sideways: long words in headings wrap', async () => {
    const page = await harness.open('/es/aboutUs', 320);
    const widths: Record<string, number> = {};
    for (const path of [
      '/es/aboutUs',
      '/es/risk-management-cybersecurity-solutions',
      '/es/Documents',
      '/es/ncua',
      '/es/irm',
    ]) {
      if (path !== '/es/aboutUs') await page.goto(harness.baseUrl + path, { waitUntil: 'load' });
      await page.addStyleTag({ content: TEXT_SPACING });
      widths[path] = await page.evaluate(() => document.documentElement.scrollWidth);
    }
    expect(widths).toEqual(Object.fromEntries(Object.keys(widths).map((path) => [path, 320])));
    await page.close();
  });
});

describe('text spacing applied after the page loaded, at 1280 px', () => {
  it('the header fits again (navigation or menu, nothing cut) and the IRM chevron keeps its size', async () => {
    const page = await harness.open('/es/Documents', 1280);
    const before = await page.evaluate(() => document.querySelector('header')!.dataset.nav);
    await page.addStyleTag({ content: TEXT_SPACING });
    // Two frames for the observers to see the new sizes and the header to choose again.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const after = await page.evaluate(() => {
      const header = document.querySelector('header')!;
      const bar = header.firstElementChild as HTMLElement;
      const chevron = header.querySelector('nav svg');
      const box = chevron?.getBoundingClientRect();
      return {
        nav: header.dataset.nav,
        overflow: bar.scrollWidth - bar.clientWidth,
        height: Math.round(header.getBoundingClientRect().height),
        chevron:
          box && box.width > 0 && getComputedStyle(chevron!).display !== 'none'
            ? [box.width, box.height]
            : null,
      };
    });
    // The same choice as a page that had the spacing from the start.
    await page.addInitScript((css) => {
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = css;
        document.head.append(style);
      });
    }, TEXT_SPACING);
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector(`html[${HYDRATED}]`, { state: 'attached' });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const fresh = await page.evaluate(() => document.querySelector('header')!.dataset.nav);
    expect(before).toBe('full');
    expect(after.nav, JSON.stringify(after)).toBe(fresh);
    expect(after.overflow, JSON.stringify(after)).toBeLessThanOrEqual(0);
    // Either the whole navigation still fits in one row, or the header switched to the menu.
    if (after.nav === 'full') {
      expect(after.chevron?.[0], JSON.stringify(after)).toBeGreaterThan(0);
      expect(after.height).toBeLessThan(120);
    } else {
      expect(after.nav).toBe('menu');
    }
    await page.close();
  });
});

describe('tables scroll by keyboard only when they scroll', () => {
  it('/Controls: a table region is a tab stop exactly while it scrolls sideways', async () => {
    const page = await harness.open('/Controls', 1280);
    const regions = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[role="region"]:has(> table)')].map(
          (region) => ({
            scrolls: region.scrollWidth > region.clientWidth + 1,
            tabStop: region.tabIndex === 0 && region.hasAttribute('tabindex'),
          }),
        ),
      );
    const wide = await regions();
    expect(wide.length).toBeGreaterThan(0);
    expect(wide.filter((region) => region.tabStop)).toEqual([]);
    await page.setViewportSize({ width: 320, height: 800 });
    await expect
      .poll(async () => (await regions()).every((region) => region.tabStop === region.scrolls))
      .toBe(true);
    expect((await regions()).some((region) => region.scrolls)).toBe(true);
    await page.close();
  });
});

describe('Book a Demo', () => {
  it('the link to the calendar on its own page comes before the 600 px frame', async () => {
    const page = await harness.open('/es/bookdemo', 375);
    const order = await page.evaluate(() => {
      const frame = document.querySelector('main iframe')!;
      const link = [...document.querySelectorAll('main a[target="_blank"]')].find(
        (a) => a.getAttribute('href') === frame.getAttribute('src'),
      )!;
      return link.compareDocumentPosition(frame) & Node.DOCUMENT_POSITION_FOLLOWING;
    });
    expect(order).toBeTruthy();
    await page.close();
  });
});

describe('history navigation', () => {
  it('Back restores the place on the page and puts focus on something in view there', async () => {
    const page = await harness.open('/insights', 1280);
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    const scrolled = await page.evaluate(() => scrollY);
    await page.locator('footer a[href="/founder"]').click();
    await page.waitForURL('**/founder');
    await page.waitForFunction(() => document.activeElement?.matches('main h1'));
    await page.goBack();
    await page.waitForURL('**/insights');
    await page.waitForFunction(() => document.querySelector('main h1') !== null);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const place = await page.evaluate(() => {
      const focused = document.activeElement!;
      const box = focused.getBoundingClientRect();
      return {
        scrollY: Math.round(scrollY),
        focused: `${focused.tagName} ${focused.textContent?.slice(0, 40)}`,
        top: Math.round(box.top),
        bottom: Math.round(box.bottom),
        headerBottom: Math.round(document.querySelector('header')!.getBoundingClientRect().bottom),
        height: innerHeight,
      };
    });
    expect(place.scrollY, JSON.stringify(place)).toBeGreaterThan(scrolled - 50);
    expect(place.focused).not.toMatch(/^BODY/);
    expect(place.top, JSON.stringify(place)).toBeGreaterThanOrEqual(place.headerBottom);
    expect(place.bottom, JSON.stringify(place)).toBeLessThanOrEqual(place.height);
    await page.close();
  });
});

describe('Read More / Read Less cards', () => {
  it.each(['/data-classification', '/es/ncua'])(
    '%s: the toggle stays in view, the added text follows it, all text is in the page, the state is said once',
    async (path) => {
      const page = await harness.open(path, 1280);
      const cards = page.locator('main li:has(> button[aria-controls])');
      const count = await cards.count();
      expect(count).toBeGreaterThanOrEqual(4);
      // Collapsed: every card's whole text is in the page, the rest hidden until found.
      const collapsed = await page.evaluate(() =>
        [...document.querySelectorAll('main li > button[aria-controls]')].map((button) => {
          const rest = document.getElementById(button.getAttribute('aria-controls')!)!;
          return {
            until: rest.getAttribute('hidden'),
            follows: button.nextElementSibling === rest,
            text: rest.textContent!.length > 0,
            expanded: button.hasAttribute('aria-expanded'),
          };
        }),
      );
      expect(
        collapsed.every((card) => card.until === 'until-found' && card.follows && card.text),
      ).toBe(true);
      expect(collapsed.some((card) => card.expanded)).toBe(false);
      for (const [width, height] of [
        [320, 256],
        [1280, 900],
      ] as const) {
        await page.setViewportSize({ width, height });
        for (let index = 0; index < count; index += 1) {
          const button = cards.nth(index).locator('> button');
          const before = await button.getAttribute('aria-label');
          await button.focus();
          await page.keyboard.press('Enter');
          await expect.poll(() => button.getAttribute('aria-label')).not.toBe(before);
          let last = '';
          await expect
            .poll(async () => {
              const now = JSON.stringify(await focusedPlace(page));
              const settled = now === last;
              last = now;
              return settled;
            })
            .toBe(true);
          const place = await focusedPlace(page);
          const at = `${path} card ${index + 1} at ${width}×${height}: ${JSON.stringify(place)}`;
          expect(place.top, at).toBeGreaterThanOrEqual(place.headerBottom);
          expect(place.bottom, at).toBeLessThanOrEqual(place.height);
          // Open: its rest shown right after the toggle.
          expect(
            await button.evaluate((element) => !(element.nextElementSibling as HTMLElement).hidden),
          ).toBe(true);
        }
      }
      await page.close();
    },
  );
});

/** Every page with disclosures or Read More cards, in both languages. */
const DISCLOSURE_PAGES = ['/', '/downloads', '/Documents', '/irm', '/data-classification', '/ncua'];

describe('without JavaScript', () => {
  it('every disclosure and card shows its whole content, and no toggle that could not work', async () => {
    const context = await harness.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    const problems: string[] = [];
    for (const path of DISCLOSURE_PAGES.flatMap((path) => [
      path,
      path === '/' ? '/es' : `/es${path}`,
    ])) {
      await page.goto(harness.baseUrl + path, { waitUntil: 'load' });
      const found = await page.evaluate(() => {
        const shown = (element: Element) =>
          (element as HTMLElement).offsetParent !== null && !element.closest('[hidden]');
        const controlled = [...document.querySelectorAll('main button[aria-controls]')].map(
          (button) => document.getElementById(button.getAttribute('aria-controls')!)!,
        );
        return {
          toggles: controlled.length,
          hidden: controlled.filter((panel) => !shown(panel) || panel.textContent!.trim() === '')
            .length,
          visibleCardToggles: [
            ...document.querySelectorAll('main li > button[aria-controls]'),
          ].filter((button) => (button as HTMLElement).offsetParent !== null).length,
          ellipses: [...document.querySelectorAll('main li p')].filter((p) =>
            (p as HTMLElement).innerText.trim().endsWith('…'),
          ).length,
        };
      });
      if (found.toggles === 0) problems.push(`${path}: no disclosures found`);
      if (found.hidden > 0)
        problems.push(`${path}: ${found.hidden} of ${found.toggles} panels hidden`);
      if (found.visibleCardToggles > 0)
        problems.push(`${path}: ${found.visibleCardToggles} Read More buttons shown`);
      if (found.ellipses > 0)
        problems.push(`${path}: ${found.ellipses} previews cut with an ellipsis`);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('before the app is ready', () => {
  it('disclosures start collapsed from the first paint, and a press is held and applied once it runs', async () => {
    const context = await harness.browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    const html = readFileSync('dist/downloads/index.html', 'utf8');
    const entry = entryScriptUrl(html)!;
    // The entry script is held until the test releases it, with a new gate for each page (the
    // pages share one entry: a gate already opened would let the second page hydrate at once).
    let release = () => {};
    let released = Promise.resolve();
    const hold = () => (released = new Promise<void>((resolve) => (release = resolve)));
    await page.route(harness.baseUrl + entry, async (route) => {
      await released;
      await route.continue().catch(() => {});
    });
    // Layout shifts from the first paint on.
    await page.addInitScript(() => {
      (window as unknown as { cls: number }).cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const [path, toggles] of [
      ['/downloads', 'main button[aria-controls][aria-expanded]'],
      ['/data-classification', 'main li > button[aria-controls]'],
    ] as const) {
      hold();
      await page.goto(harness.baseUrl + path, { waitUntil: 'load' });
      expect(
        await page.evaluate((name) => document.documentElement.hasAttribute(name), HYDRATED),
      ).toBe(false);
      const collapsed = await page.evaluate(
        (selector) =>
          [...document.querySelectorAll(selector)].every(
            (button) =>
              (document.getElementById(button.getAttribute('aria-controls')!) as HTMLElement)
                .offsetParent === null,
          ),
        toggles,
      );
      expect(collapsed, path).toBe(true);
      const second = page.locator(toggles).nth(1);
      const controls = (await second.getAttribute('aria-controls'))!;
      await second.click();
      expect(await page.evaluate(() => document.documentElement.dataset.pressed)).toBe(controls);
      release();
      await page.waitForSelector(`html[${HYDRATED}]`, { state: 'attached' });
      await expect
        .poll(() =>
          page.evaluate(
            (id) => (document.getElementById(id) as HTMLElement).offsetParent !== null,
            controls,
          ),
        )
        .toBe(true);
      expect(
        await page.evaluate((name) => document.documentElement.hasAttribute(name), PRESSED),
      ).toBe(false);
      expect(await page.evaluate(() => (window as unknown as { cls: number }).cls), path).toBe(0);
    }
    await context.close();
  });
});
