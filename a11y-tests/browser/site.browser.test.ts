import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { definedClasses } from '../../scripts/prerender.mjs';
import { axe, sitePaths, startHarness, WIDTHS, type Harness } from './harness';

const DIST = 'dist';
const paths = [...sitePaths(DIST), '/no-such-page', '/es/no-such-page'];
const cases = paths.flatMap((path) => WIDTHS.map((width) => [path, width] as const));
// The navigation is the same on every page but for the current-page mark: open it on the home
// page, one IRM page and the not-found page of each language.
const navPaths = paths.filter((path) => /^(\/es)?(\/|\/ncua|\/no-such-page)?$/.test(path));

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness(DIST);
});
afterAll(async () => harness.close());

describe('built site in Chromium', () => {
  it.each(cases)(
    '%s at %i px has no axe violations, as loaded and with every disclosure and card expanded',
    async (path, width) => {
      const page = await harness.open(path, width);
      expect(await axe(page)).toEqual([]);
      // Press every collapsed toggle in main (single-open groups end with their last one open).
      const toggles = page.locator('main button[aria-expanded="false"]');
      for (const toggle of await toggles.all()) {
        if (
          (await toggle.isVisible()) &&
          (await toggle.getAttribute('aria-expanded')) === 'false'
        ) {
          await toggle.click();
        }
      }
      // Back to the top: a target scrolled under the sticky header would count as obscured.
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await axe(page)).toEqual([]);
      await page.close();
    },
  );

  it.each(navPaths)(
    '%s at 1280 px with the IRM dropdown open has no axe violations',
    async (path) => {
      const page = await harness.open(path, 1280);
      const nav = page.getByRole('navigation', { name: /^(Main|Principal)$/ });
      const trigger = nav.getByRole('button', { name: /^IRM/ });
      await trigger.click();
      await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
      expect(await nav.getByRole('link').count()).toBeGreaterThan(12);
      expect(await axe(page)).toEqual([]);
      await page.close();
    },
  );

  it.each(navPaths)(
    '%s at 375 px with the mobile menu open has no axe violations',
    async (path) => {
      const page = await harness.open(path, 375);
      const toggle = page.getByRole('button', { name: /^(Menu|Menú)$/ });
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      await page.getByRole('button', { name: 'IRM', exact: true }).click();
      expect(await axe(page)).toEqual([]);
      await page.close();
    },
  );

  it.each(paths)('%s has no horizontal scroll at 320 px', async (path) => {
    const page = await harness.open(path, 320);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await page.close();
  });

  it.each(paths)(
    '%s is fully styled before any script runs: every class it uses is in a stylesheet it links',
    async (path) => {
      const built = readdirSync(DIST).filter((name) => name.endsWith('.css'));
      const definedAnywhere = new Set(
        built.flatMap((name) => [...definedClasses(readFileSync(`${DIST}/${name}`, 'utf8'))]),
      );
      const context = await harness.browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(harness.baseUrl + path, { waitUntil: 'load' });
      const { used, loaded, sheets } = await page.evaluate(() => {
        const selectors: string[] = [];
        const walk = (rules: CSSRuleList) => {
          for (const rule of Array.from(rules)) {
            if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
            if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
          }
        };
        for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
        return {
          used: [
            ...new Set(
              Array.from(document.querySelectorAll('[class]'), (el) => [...el.classList]).flat(),
            ),
          ],
          loaded: selectors.join(' '),
          sheets: document.styleSheets.length,
        };
      });
      const unstyled = used.filter(
        (name) => definedAnywhere.has(name) && !new RegExp(`\\.${name}(?![\\w-])`).test(loaded),
      );
      expect(unstyled).toEqual([]);
      // The app's stylesheet and at most one of the page's own.
      expect(sheets).toBeLessThanOrEqual(2);
      await context.close();
    },
  );

  it('serves unknown paths with 404.html and status 404', async () => {
    const page = await harness.browser.newPage();
    const response = await page.goto(`${harness.baseUrl}/no-such-page`);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    expect(response?.status()).toBe(404);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('We can’t find that page');
    await page.close();
  });

  it('prerendered HTML carries lang, title, description, canonical and hreflang alternates', async () => {
    const response = await fetch(`${harness.baseUrl}/es/aboutUs`);
    const html = await response.text();
    expect(html).toMatch(/<html lang="es" dir="ltr">/);
    expect(html).toMatch(/<title>[^<]*Northwind Risk[^<]*<\/title>/);
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/es/aboutUs"/>');
    expect(html).toContain('hrefLang="en" href="https://www.example.com/aboutUs"');
    expect(html).toContain('hrefLang="x-default" href="https://www.example.com/aboutUs"');
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toContain('Quiénes somos');
  });
});

describe('keyboard flow through the navigation (1280 px)', () => {
  it('skip link first, then logo, Home and the IRM dropdown; Escape returns to the button', async () => {
    const page = await harness.open('/aboutUs', 1280);
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        return {
          name: element.getAttribute('aria-label') ?? element.textContent?.trim(),
          outline: getComputedStyle(element).outlineStyle,
        };
      });
    await page.keyboard.press('Tab');
    expect(await focused()).toEqual({ name: 'Skip to main content', outline: 'solid' });
    await page.keyboard.press('Tab');
    expect((await focused()).name).toBe('Northwind Risk, home');
    await page.keyboard.press('Tab');
    expect((await focused()).name).toBe('Home');
    await page.keyboard.press('Tab');
    expect(await focused()).toEqual({ name: 'IRM', outline: 'solid' });
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect((await focused()).name).toBe('Solutions');
    expect(
      await page.getByRole('banner').getByRole('link', { name: 'Solutions' }).isVisible(),
    ).toBe(true);
    await page.keyboard.press('Escape');
    expect((await focused()).name).toBe('IRM');
    expect(
      await page.getByRole('banner').getByRole('link', { name: 'Solutions' }).isVisible(),
    ).toBe(false);
    await page.close();
  });

  it('in-app links, Back and Forward change page, title and focus without a document load', async () => {
    const page = await harness.open('/aboutUs', 1280);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const sameDocument = () =>
      page.evaluate(() => (window as unknown as { marker?: number }).marker === 1);
    const heading = () => page.getByRole('heading', { level: 1 }).textContent();
    const focusedHeading = () =>
      page.evaluate(() => document.activeElement?.matches('main h1') ?? false);
    const aboutHeading = await heading();
    const aboutTitle = await page.title();

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Founder' })
      .click();
    await page.waitForURL(/\/founder$/);
    await expect.poll(heading).not.toBe(aboutHeading);
    const founderHeading = await heading();
    const founderTitle = await page.title();
    expect(founderTitle).not.toBe(aboutTitle);
    expect(await focusedHeading()).toBe(true);

    await page.goBack();
    await page.waitForURL(/\/aboutUs$/);
    await expect.poll(heading).toBe(aboutHeading);
    expect(await page.title()).toBe(aboutTitle);
    expect(await focusedHeading()).toBe(true);

    await page.goForward();
    await page.waitForURL(/\/founder$/);
    await expect.poll(heading).toBe(founderHeading);
    expect(await page.title()).toBe(founderTitle);
    expect(await sameDocument()).toBe(true);
    await page.close();
  });

  it('the skip link moves focus into main', async () => {
    const page = await harness.open('/founder', 1280);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await page.close();
  });

  it('a focused element is never hidden under the sticky header', async () => {
    const page = await harness.open('/aboutUs', 375);
    const cta = page.getByRole('link', { name: 'Contact us' }).last();
    await cta.focus();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const [focusTop, headerBottom] = await page.evaluate(() => [
      (document.activeElement as HTMLElement).getBoundingClientRect().top,
      document.querySelector('header')!.getBoundingClientRect().bottom,
    ]);
    expect(focusTop).toBeGreaterThanOrEqual(headerBottom);
    await page.close();
  });
});

describe('structured data in the prerendered head', () => {
  const articles = sitePaths(DIST).filter((path) =>
    /(why-Choose-integrated|risk-management-cybersecurity|best-integrated-risk)/.test(path),
  );

  it('covers the three articles in every language', () => {
    expect(articles.length % 3).toBe(0);
    expect(articles.length).toBeGreaterThanOrEqual(6);
  });

  it.each(articles)('%s has an Article and a BreadcrumbList as JSON-LD in <head>', (path) => {
    const html = readFileSync(`${DIST}${path}/index.html`, 'utf8');
    const head = html.slice(0, html.indexOf('<body'));
    const json = /<script type="?application\/ld\+json"?[^>]*>([\s\S]*?)<\/script>/.exec(head)?.[1];
    expect(json, path).toBeDefined();
    const graph = (JSON.parse(json!) as { '@graph': { '@type': string }[] })['@graph'];
    expect(graph.map((node) => node['@type']).sort()).toEqual(['Article', 'BreadcrumbList']);
    const article = graph.find((node) => node['@type'] === 'Article') as Record<string, unknown>;
    expect(article.inLanguage).toBe(path.startsWith('/es/') ? 'es-US' : 'en-US');
    expect(article.datePublished).toBe('2025-06-01');
    expect(html.slice(html.indexOf('<body')).includes('application/ld+json')).toBe(false);
  });
});
