/**
 * Adding a language is adding a folder, proved on a real build: `npm run build:pseudo` copies the
 * project, adds only `locales/ar-XB/` (generated from English) and builds the copy with the same
 * Parcel + prerender pipeline as `npm run build` into `build/pseudo/`. Nothing in src/ names the
 * language, yet every page must be prerendered under `/ar-XB/…`, listed in sitemap.xml and in
 * every page's hreflang alternates, and linked from the language switcher by its
 * `language.json` name — and the switcher must take a visitor there, right to left.
 * (The same file checks without a build: tests/integration/extra-locale.node.test.ts.)
 */
import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addedLocaleProblems } from '../support/added-locale-checks';
import { BIDI_LOCALE, PSEUDO_BIDI_MARK } from '../../tooling/i18n/pseudo-locales';
import { startHarness, type Harness } from '../support/browser/harness';
import { defaultLocale } from '../../src/i18n/registry';

const BUILD = 'build/pseudo';
if (!existsSync(`${BUILD}/sitemap.xml`)) {
  throw new Error(
    `No ${BUILD}/sitemap.xml: run \`npm run build:pseudo\` before the Chromium tests`,
  );
}
const { code, language } = BIDI_LOCALE;

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness(BUILD);
});
afterAll(async () => harness?.close());

describe(`a language added as a folder (${code}) in the built site ${BUILD}/`, () => {
  it(`every page under /${code}/ (lang, dir, ${code} text), in sitemap.xml and every page's hreflang alternates, linked from the language switcher as "${language.name}"`, () => {
    expect(addedLocaleProblems(BUILD, { ...BIDI_LOCALE, textMark: PSEUDO_BIDI_MARK })).toEqual([]);
  });

  it(`the switcher's "${language.name}" link leads from /aboutUs to /${code}/aboutUs in the app, right to left, and back`, async () => {
    const page = await harness.open('/aboutUs', 1280);
    const where = `[${code}] switching from /aboutUs at 1280 px`;
    // The switcher in the header's bar or, when the navigation with one more language does not
    // fit there, in the menu (the header chooses by what fits): by role, the visible one.
    const openMenuIfShown = async () => {
      if ((await page.locator('header').getAttribute('data-nav')) !== 'menu') return;
      // The menu's toggle: the one header button that controls a panel at this layout.
      await page.locator('header button[aria-controls]:visible').click();
    };
    // With more than two languages the switcher is one control listing the others: open it.
    const openLanguages = async () => {
      const control = page.locator('header button[aria-controls]:visible').last();
      if ((await control.getAttribute('aria-expanded')) === 'false') await control.click();
    };
    await openMenuIfShown();
    await openLanguages();
    const link = page.getByRole('banner').getByRole('link', { name: language.name, exact: true });
    expect(await link.isVisible(), `${where}: ${code} link visible in the header`).toBe(true);
    expect(await link.getAttribute('lang'), `${where}: link lang`).toBe(code);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await link.click();
    await page.waitForURL(`**/${code}/aboutUs`);
    const state = () =>
      page.evaluate(() => ({
        lang: document.documentElement.lang,
        dir: document.documentElement.dir,
        h1: document.querySelector('main h1')?.textContent ?? '',
        inApp: (window as unknown as { marker?: number }).marker === 1,
      }));
    await expect
      .poll(async () => (await state()).dir, { message: `${where}: <html dir>` })
      .toBe('rtl');
    const there = await state();
    expect(there.lang, `${where}: <html lang>`).toBe(code);
    expect(there.h1, `${where}: <h1> in ${code}`).toMatch(PSEUDO_BIDI_MARK);
    expect(there.inApp, `${where}: a client-side navigation, no page load`).toBe(true);

    await openMenuIfShown();
    await openLanguages();
    await page.getByRole('banner').locator('a[hreflang="en"]:visible').click();
    await page.waitForURL((url) => url.pathname === '/aboutUs');
    await expect
      .poll(async () => (await state()).dir, { message: `[${code}] back to English: <html dir>` })
      .toBe('ltr');
    expect((await state()).lang).toBe('en');
    await page.close();
  });

  // However many languages exist, the header keeps its width: the switcher is one control. The
  // source language's words always fit the bar at 1280 px, so more languages never push its header
  // into the menu; a language whose words are longer than the bar holds gets the menu (useNavFit
  // decides by what fits), and the same one language control in it.
  const languages = readdirSync(`${BUILD}/../pseudo-src/locales`).filter((lng) =>
    existsSync(`${BUILD}/../pseudo-src/locales/${lng}/language.json`),
  );

  it.each(languages)(
    `with ${languages.length} languages, the %s home at 1280 px shows one language control listing the others (the whole navigation in English)`,
    async (lng) => {
      expect(languages.length).toBeGreaterThan(2);
      const page = await harness.open(lng === defaultLocale ? '/' : `/${lng}`, 1280);
      const header = page.locator('header');
      const layout = await header.getAttribute('data-nav');
      if (lng === defaultLocale) expect(layout).toBe('full');
      // In the menu, its toggle first (the one control of the bar).
      if (layout === 'menu') await header.locator('button[aria-controls]').first().click();
      // The only visible controls of the header that show a list (after the menu's toggle): the
      // IRM item and the languages.
      const controls = header.locator('button[aria-controls]:visible');
      expect(await controls.count()).toBe(layout === 'menu' ? 3 : 2);
      const switcher = controls.last();
      await switcher.click();
      const list = page.locator(`[id="${await switcher.getAttribute('aria-controls')}"]`);
      const links = await list
        .getByRole('link')
        .evaluateAll((all) =>
          all.map((link) => [link.getAttribute('lang'), link.getAttribute('hreflang')]),
        );
      expect(links.map(([code]) => code).sort()).toEqual(
        languages.filter((code) => code !== lng).sort(),
      );
      for (const [code, hreflang] of links) expect(hreflang).toBe(code);
      await page.keyboard.press('Escape');
      expect(await switcher.getAttribute('aria-expanded')).toBe('false');
      expect(await switcher.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.close();
    },
  );
});
