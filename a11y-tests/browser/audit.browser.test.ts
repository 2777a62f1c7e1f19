import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { sitePaths, startHarness, waitForHydration, type Harness } from './harness';
import { existsSync, readdirSync } from 'node:fs';

// What a keyboard, zoom and forced-colours audit of the built site checks, in Chromium.
const DIST = 'dist';
/** Every language's home page: English at /, the others under /<lng> (a folder in locales/). */
const homes = readdirSync('locales')
  .filter((lng) => existsSync(`locales/${lng}/language.json`))
  .map((lng) => (lng === 'en' ? '/' : `/${lng}`));
/** WCAG 1.4.12's text-spacing values, as the usual bookmarklet applies them. */
const TEXT_SPACING =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important;' +
  ' word-spacing: 0.16em !important } p { margin-bottom: 2em !important }';

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
    await page.addInitScript((css) => {
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = css;
        document.head.append(style);
      });
    }, TEXT_SPACING);
  }
  await page.goto(harness.baseUrl + path, { waitUntil: 'networkidle' });
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
  const cases = homes.flatMap((home) =>
    [1024, 1152, 1280].flatMap((width) => [
      [home, width, false] as const,
      [home, width, true] as const,
    ]),
  );
  it.each([...cases, ...homes.map((home) => [home, 320, true] as const)])(
    '%s at %i px (text spacing: %s): nothing cut, clipped, overlapping or off screen',
    async (home, width, spacing) => {
      const page = await openWith(home, width, spacing);
      expect(await headerProblems(page)).toEqual([]);
      await page.close();
    },
  );

  it('shows the whole navigation where it fits and the menu where it does not', async () => {
    const layout = async (path: string, width: number, spacing = false) => {
      const page = await openWith(path, width, spacing);
      const nav = await page.evaluate(() => document.querySelector('header')?.dataset.nav);
      const menu = await page.getByRole('button', { name: /^(Menu|Menú)$/ }).isVisible();
      await page.close();
      return [nav, menu];
    };
    expect(await layout('/', 1280)).toEqual(['full', false]);
    expect(await layout('/es', 1280)).toEqual(['full', false]);
    expect(await layout('/', 375)).toEqual(['menu', true]);
    // Spanish at a 1280 px screen zoomed to 125 %, and English with text spacing at 1024 px.
    expect(await layout('/es', 1024)).toEqual(['menu', true]);
    expect(await layout('/', 1024, true)).toEqual(['menu', true]);
  });
});

describe('the mobile menu and the dropdown by keyboard and pointer', () => {
  it('Tab past the last item of the open menu closes it; focus is on the page, not under it', async () => {
    const page = await harness.open('/aboutUs', 375);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    // Tab through the panel to its last link, the other language.
    for (let stop = 0; stop < 30; stop += 1) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement?.getAttribute('lang') === 'es')) break;
    }
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const focus = await page.evaluate(() => {
      const element = document.activeElement!;
      return { inHeader: !!element.closest('header'), inMain: !!element.closest('main') };
    });
    expect(focus).toEqual({ inHeader: false, inMain: true });
    await page.close();
  });

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
    await page.waitForTimeout(100);
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    // Leaving and coming back does.
    await page.mouse.move(box.x + box.width / 2, box.y + 400);
    await trigger.hover();
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    await page.close();
  });
});

describe('forced colours (Windows high contrast)', () => {
  /** A page as a forced-colours user sees it. */
  async function forcedColors(path: string, width: number): Promise<Page> {
    const context = await harness.browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    page.on('close', () => void context.close().catch(() => {}));
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto(harness.baseUrl + path, { waitUntil: 'networkidle' });
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

/**
 * Every element with a focus ring, focused as a keyboard user would see it, on every page: the
 * ring's colour against the page's own pixels where the ring is drawn (a screenshot without
 * focus), the median of samples all round it at least 3:1 (WCAG 1.4.11, 2.4.13's contrast part).
 */
describe('focus rings stand out from what is behind them (WCAG 1.4.11)', () => {
  const paths = sitePaths(DIST);
  it.each(paths.flatMap((path) => [375, 1280].map((width) => [path, width] as const)))(
    '%s at %i px',
    async (path, width) => {
      const page = await harness.open(path, width);
      const shot = (await page.screenshot({ fullPage: true })).toString('base64');
      await page.keyboard.press('Tab'); // keyboard modality: script focus shows :focus-visible
      const failures = await page.evaluate(async (png) => {
        const image = new Image();
        image.src = `data:image/png;base64,${png}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d', { willReadFrequently: true })!;
        context.drawImage(image, 0, 0);
        const pixel = (x: number, y: number) => {
          const [r, g, b] = context.getImageData(Math.round(x), Math.round(y), 1, 1).data;
          return [r!, g!, b!];
        };
        const luminance = ([r, g, b]: number[]) => {
          const [R, G, B] = [r!, g!, b!].map((v) => {
            const c = v / 255;
            return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
        };
        const contrast = (a: number[], b: number[]) => {
          const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
          return (hi! + 0.05) / (lo! + 0.05);
        };
        const focusable = Array.from(
          document.querySelectorAll<HTMLElement>(
            'a[href], button:not([disabled]), input, textarea, select, [tabindex="0"]',
          ),
        ).filter((el) => el.getClientRects().length > 0 && !el.closest('[hidden]'));
        const problems: string[] = [];
        for (const el of focusable) {
          el.focus({ preventScroll: true });
          if (document.activeElement !== el) continue;
          const style = getComputedStyle(el);
          const width = parseFloat(style.outlineWidth);
          if (style.outlineStyle === 'none' || width === 0) continue;
          const ring = (style.outlineColor.match(/\d+(\.\d+)?/g) ?? []).map(Number).slice(0, 3);
          const offset = parseFloat(style.outlineOffset) + width / 2;
          const box = el.getBoundingClientRect();
          const [left, top] = [
            box.left + window.scrollX - offset,
            box.top + window.scrollY - offset,
          ];
          const [right, bottom] = [
            box.right + window.scrollX + offset,
            box.bottom + window.scrollY + offset,
          ];
          const samples: number[] = [];
          for (let x = left + 4; x < right - 4; x += 6) {
            for (const y of [top, bottom])
              if (y >= 0 && y < canvas.height && x >= 0 && x < canvas.width)
                samples.push(contrast(ring, pixel(x, y)));
          }
          for (let y = top + 4; y < bottom - 4; y += 6) {
            for (const x of [left, right])
              if (y >= 0 && y < canvas.height && x >= 0 && x < canvas.width)
                samples.push(contrast(ring, pixel(x, y)));
          }
          if (samples.length === 0) continue;
          samples.sort((a, b) => a - b);
          const median = samples[Math.floor(samples.length / 2)]!;
          if (median < 3) {
            const label = el.textContent?.trim().slice(0, 40) || el.getAttribute('aria-label');
            problems.push(`${el.tagName.toLowerCase()} "${label}": ${median.toFixed(2)}:1`);
          }
        }
        return problems;
      }, shot);
      expect(failures).toEqual([]);
      await page.close();
    },
  );
});
