import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { startHarness, waitForHydration, type Harness } from '../support/browser/harness';
import { resizeTo, textSpacingFromStart } from '../support/browser/checks';
import { anyLanguage, languageCodes, languageOfPath, textIn } from '../support/browser/languages';
import { localizePath } from '../../shared/locales';

// The built site in Chromium: the header reflows or becomes the menu, the menus work by keyboard
// and pointer, focus follows a press, and forced colours keep every control visible.
const DIST = 'dist';
/** Every language's home page: English at /, the others under /<lng> (a folder in locales/). */
const homes = languageCodes.map((lng) => localizePath('/', lng));

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness(DIST);
});
afterAll(async () => harness.close());

/** A page at this width, text spacing applied before the app measures anything. */
async function openWith(path: string, width: number, spacing: boolean): Promise<Page> {
  const context = await harness.browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  page.on('close', () => void context.close().catch(() => {}));
  if (spacing) {
    await textSpacingFromStart(page);
  }
  await page.goto(harness.baseUrl + path, { waitUntil: 'load' });
  await waitForHydration(page);
  return page;
}

/** What in the header is cut, clipped, overlapping or off screen (empty: nothing). */
function headerProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const overflow = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    if (overflow > 0) problems.push(`${overflow} px of sideways scroll`);
    const header = document.querySelector('header')!;
    const shown = Array.from(
      header.querySelectorAll<HTMLElement>('a, button:not([hidden] *)'),
    ).filter((el) => el.getClientRects().length > 0 && !el.closest('[hidden]'));
    const name = (el: HTMLElement) => el.textContent?.trim() || el.getAttribute('aria-label');
    for (const el of shown) {
      const box = el.getBoundingClientRect();
      if (box.left < 0 || box.right > document.documentElement.clientWidth + 0.5)
        problems.push(
          `${name(el)} is off screen (${Math.round(box.left)}–${Math.round(box.right)})`,
        );
      if (el.scrollWidth > el.clientWidth + 1) problems.push(`${name(el)} is clipped`);
      for (const child of Array.from(el.querySelectorAll('svg'))) {
        const icon = child.getBoundingClientRect();
        if (icon.width < 1 || icon.height < 1) problems.push(`${name(el)}: its icon is 0×0`);
      }
    }
    for (const [i, a] of shown.entries()) {
      for (const b of shown.slice(i + 1)) {
        if (a.contains(b) || b.contains(a)) continue;
        const r = a.getBoundingClientRect();
        const s = b.getBoundingClientRect();
        const overlap =
          Math.min(r.right, s.right) - Math.max(r.left, s.left) > 1 &&
          Math.min(r.bottom, s.bottom) - Math.max(r.top, s.top) > 1;
        if (overlap) problems.push(`${name(a)} overlaps ${name(b)}`);
      }
    }
    return problems;
  });
}

describe('the header fits, or becomes the menu (WCAG 1.4.10, 1.4.12)', () => {
  /** Which layout the header chose: `data-nav` and whether the Menu button shows. */
  const layout = async (page: Page) => [
    await page.evaluate(() => document.querySelector('header')?.dataset.nav),
    await page.getByRole('button', { name: anyLanguage('common:nav.menu') }).isVisible(),
  ];
  // One load per language and text spacing, at 1280 px, then narrowed step by step: the header
  // measures at load and again on every resize, and must be right at each width.
  it.each(homes.flatMap((home) => [[home, false] as const, [home, true] as const]))(
    '%s (text spacing: %s) at 1280, 1152, 1024 and 320/375 px: nothing cut, clipped, overlapping or off screen',
    async (home, spacing) => {
      const page = await openWith(home, 1280, spacing);
      const seen: Record<number, unknown[]> = {};
      for (const width of [1280, 1152, 1024, spacing ? 320 : 375]) {
        if (width !== 1280) await resizeTo(page, width, 800);
        expect.soft(await headerProblems(page), `${home} at ${width} px`).toEqual([]);
        seen[width] = await layout(page);
      }
      // The whole navigation where it fits and the menu where it does not (Spanish at 1024 px
      // is Spanish at a 1280 px screen zoomed to 125 %).
      if (home === '/' && !spacing) {
        expect(seen[1280]).toEqual(['full', false]);
        expect(seen[375]).toEqual(['menu', true]);
      }
      if (home === '/es' && !spacing) {
        expect(seen[1280]).toEqual(['full', false]);
        expect(seen[1024]).toEqual(['menu', true]);
      }
      if (home === '/' && spacing) expect(seen[1024]).toEqual(['menu', true]);
      await page.close();
    },
  );

  it('chooses the menu when loaded at a width where the navigation does not fit', async () => {
    const page = await openWith('/es', 1024, false);
    expect(await layout(page)).toEqual(['menu', true]);
    expect(await headerProblems(page)).toEqual([]);
    await page.close();
  });
});

describe('the mobile menu and the dropdown by keyboard and pointer', () => {
  // Issue 36: the panel's links appearing and disappearing made the header measure its fit
  // again (a style and layout pass over the page) in the frame after each press.
  it('opening and closing the menu does not make the header measure whether its navigation fits', async () => {
    const page = await harness.open('/', 375);
    const toggle = page.locator('header button[aria-controls]:visible').first();
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { navMeasures: string[] }).navMeasures = seen;
      new MutationObserver((records) =>
        seen.push(...records.map((record) => String(record.oldValue))),
      ).observe(document.querySelector('header')!, {
        attributeFilter: ['data-nav'],
        attributeOldValue: true,
      });
    });
    const frames = () =>
      page.evaluate(
        () =>
          new Promise((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))),
          ),
      );
    for (const expanded of ['true', 'false', 'true', 'false']) {
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe(expanded);
      await frames();
    }
    expect(
      await page.evaluate(() => (window as unknown as { navMeasures: string[] }).navMeasures),
    ).toEqual([]);
    // A resize still does.
    await page.setViewportSize({ width: 360, height: 900 });
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { navMeasures: string[] }).navMeasures.length),
      )
      .toBeGreaterThan(0);
    await page.close();
  });

  // The open panel covers the page; the page behind it is out of reach and still.
  it.each(homes)(
    '%s at 375 px: while the menu is open the page behind is inert and does not scroll; Escape gives both back',
    async (home) => {
      const page = await harness.open(`${home === '/' ? '' : home}/aboutUs`, 375);
      const toggle = page.locator('header button[aria-controls]:visible').first();
      const scrolled = async () => {
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.mouse.move(180, 700);
        await page.mouse.wheel(0, 600);
        await page.waitForTimeout(150);
        return page.evaluate(() => window.scrollY);
      };
      const inert = () =>
        page.evaluate(() =>
          ['main', 'footer'].map((tag) => document.querySelector(tag)!.closest('[inert]') !== null),
        );
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      // Once the frame that shows the panel is painted (SiteNavigation).
      await expect.poll(inert).toEqual([true, true]);
      // Tab round the whole document: focus stays in the header (logo, toggle, panel) or leaves
      // the page; it never reaches the page under the panel.
      const reached = new Set<string>();
      for (let stop = 0; stop < 40; stop += 1) {
        await page.keyboard.press('Tab');
        reached.add(
          await page.evaluate(() => {
            const element = document.activeElement;
            if (!element || element === document.body) return 'nothing';
            return element.closest('header') ? 'header' : 'page';
          }),
        );
      }
      expect([...reached].sort()).not.toContain('page');
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await inert()).toEqual([true, true]);
      expect(await scrolled()).toBe(0);
      await toggle.focus();
      await page.keyboard.press('Escape');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await expect.poll(inert).toEqual([false, false]);
      expect(await scrolled()).toBeGreaterThan(0);
      await page.close();
    },
  );

  // The current section in the menu, and Escape closing the innermost list first.
  it.each(homes)(
    '%s at 375 px: on an IRM page the menu opens on its IRM list, named the current section; Escape closes that list, then the menu',
    async (home) => {
      const page = await harness.open(`${home === '/' ? '' : home}/ncua`, 375);
      const toggle = page.locator('header button[aria-controls]:visible').first();
      await toggle.click();
      const irm = page.getByRole('banner').locator('li > button[aria-controls]');
      expect(await irm.getAttribute('aria-expanded')).toBe('true');
      const name = await irm.evaluate((el) => el.textContent?.replace(/\s+/g, ' ').trim());
      // The section's name, then the words that say it is current, in the page's language.
      const lng = languageOfPath(home);
      expect(name).toBe(`${textIn(lng, 'common:nav.irm')} ${textIn(lng, 'common:nav.irmCurrent')}`);
      const current = page.getByRole('banner').locator('a[aria-current="page"]');
      expect(await current.isVisible()).toBe(true);
      await current.focus();
      await page.keyboard.press('Escape');
      expect(await irm.getAttribute('aria-expanded')).toBe('false');
      expect(await irm.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Escape');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.close();
    },
  );

  // One list, so one name per destination whatever the width (WCAG 3.2.4).
  it.each(homes)(
    '%s: every destination of the navigation has the same name at 1280 px and in the menu at 375 px',
    async (home) => {
      /** href → name of each link of the header's navigation that shows. */
      const names = async (width: number) => {
        const page = await harness.open(home, width);
        const toggle = page.locator('header button[aria-controls]:visible').first();
        // The menu at 375 px, and at 1280 px too where the language's navigation does not fit.
        const menu = await page.evaluate(() => document.querySelector('header')?.dataset.nav);
        if (width < 1280 || menu === 'menu') await toggle.click();
        const irm = page.getByRole('banner').locator('li > button[aria-controls]');
        // Open it, again if the header's first fit (which closes it on a change of layout) came
        // after the click.
        await expect
          .poll(async () => {
            if ((await irm.getAttribute('aria-expanded')) !== 'true') await irm.click();
            return irm.getAttribute('aria-expanded');
          })
          .toBe('true');
        const found = await page.evaluate(() =>
          Object.fromEntries(
            [...document.querySelectorAll<HTMLAnchorElement>('header nav a:not([hreflang])')]
              .filter((link) => link.checkVisibility())
              .map((link) => [
                link.getAttribute('href'),
                link.innerText.replace(/\s+/g, ' ').trim(),
              ]),
          ),
        );
        await page.close();
        return found;
      };
      const wide = await names(1280);
      expect(Object.keys(wide).length).toBeGreaterThan(12);
      expect(await names(375)).toEqual(wide);
    },
  );

  it('Escape closes the menu; focus returns to the button only when it was in the menu', async () => {
    const page = await harness.open('/aboutUs', 375);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);

    await toggle.click();
    // A click on the panel's own padding leaves focus nowhere in particular.
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.close();
  });

  it('opened by hover, the dropdown closes on Escape with focus elsewhere, and stays closed until the pointer leaves', async () => {
    const page = await harness.open('/aboutUs', 1280);
    const trigger = page.getByRole('button', { name: 'IRM', exact: true });
    await trigger.hover();
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    // Moving over it again without leaving does not reopen it.
    const box = (await trigger.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2 + 3, box.y + box.height / 2);
    // Longer than the open delay (DROPDOWN_OPEN_DELAY_MS), which a new hover would start.
    await page.waitForTimeout(300);
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    // Leaving and coming back does.
    await page.mouse.move(box.x + box.width / 2, box.y + 400);
    await trigger.hover();
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    await page.close();
  });
});

// <main> is not focusable by itself, so a press on its text is where Tab goes on from.
describe('focus after a press on the page (WCAG 2.4.3)', () => {
  it.each(homes.map((home) => `${home === '/' ? '' : home}/Controls`))(
    '%s: Tab after a press on a paragraph far down goes on from there',
    async (path) => {
      const page = await harness.open(path, 1280);
      const paragraph = page.locator('main p').nth(
        await page.evaluate(() => {
          const all = [...document.querySelectorAll('main p')];
          return all.findIndex((p) => p.getBoundingClientRect().top > 3000);
        }),
      );
      await paragraph.scrollIntoViewIfNeeded();
      await paragraph.click();
      await page.keyboard.press('Tab');
      const after = await paragraph.evaluate((p) => {
        const focused = document.activeElement!;
        return (
          focused !== document.body &&
          (p.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
        );
      });
      expect(after).toBe(true);
      expect(
        await page.evaluate(() => document.querySelector('main')!.hasAttribute('tabindex')),
      ).toBe(false);
      await page.close();
    },
  );
});

describe('forced colours (Windows high contrast)', () => {
  /** A page as a forced-colours user sees it. */
  async function forcedColors(path: string, width: number): Promise<Page> {
    const context = await harness.browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    page.on('close', () => void context.close().catch(() => {}));
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto(harness.baseUrl + path, { waitUntil: 'load' });
    await waitForHydration(page);
    return page;
  }
  const edge = (locator: Locator) =>
    locator.evaluate((el) => {
      const style = getComputedStyle(el);
      return { width: parseFloat(style.borderTopWidth), style: style.borderTopStyle };
    });

  it('keeps the current-page marks and the edges of filled buttons', async () => {
    const about = await forcedColors('/aboutUs', 1280);
    const current = about.getByRole('banner').getByRole('link', { name: 'About Us' });
    expect(await current.getAttribute('aria-current')).toBe('page');
    expect(await current.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe(
      'underline',
    );
    // Book a Demo in the header, and the filled buttons of the contact section.
    const bookDemo = about.getByRole('banner').getByRole('link', { name: 'Book a Demo' });
    expect(await edge(bookDemo)).toEqual({ width: 2, style: 'solid' });
    await about.close();
    const home = await forcedColors('/', 1280);
    for (const button of [
      home.getByRole('button', { name: 'Send Message' }),
      home.getByRole('link', { name: /Send Email/ }),
    ])
      expect(await edge(button)).toEqual({ width: 2, style: 'solid' });
    await home.close();
  });

  it('keeps the current-page mark in the mobile menu', async () => {
    const page = await forcedColors('/aboutUs', 375);
    await page.getByRole('button', { name: 'Menu' }).click();
    const current = page.getByRole('banner').getByRole('link', { name: 'About Us' });
    expect(
      await current.evaluate((el) => parseFloat(getComputedStyle(el).borderInlineStartWidth)),
    ).toBeGreaterThanOrEqual(3);
    await page.close();
  });
});
