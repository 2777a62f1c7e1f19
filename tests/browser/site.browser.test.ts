import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { sitePaths, startHarness, type Harness } from '../support/browser/harness';
import { HYDRATED } from '../../src/site/documentMarks';
import { entryScriptUrl } from '../../tooling/site-build/prerender.mjs';
import { articles as articleIndex, type ArticleEntry } from '../../content/articles';
import { intlOf, languageOfPath } from '../support/browser/languages';

// The page-level checks of every page (axe, focus rings, reflow, the open navigation) are in
// sweep.browser.test.ts; the no-JavaScript styling check is in tooling/ci/check-html.mjs. Here:
// status codes, the prerendered head, keyboard flows, structured data and late pictures.
const DIST = 'dist';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness(DIST);
});
afterAll(async () => harness.close());

describe('built site in Chromium', () => {
  it('serves unknown paths with 404.html and status 404', async () => {
    const page = await harness.browser.newPage();
    const response = await page.goto(`${harness.baseUrl}/no-such-page`);
    await page.waitForSelector(`html[${HYDRATED}]`, { state: 'attached' });
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
    const cta = page.getByRole('link', { name: 'Contact Us' }).last();
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

  it("in-page scrolls glide after a pointer's press and jump after a key press", async () => {
    const page = await harness.open('/founder', 1280);
    const scrollBehavior = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
    await page.getByRole('banner').getByRole('button').first().click();
    expect(await scrollBehavior()).toBe('smooth');
    await page.keyboard.press('Tab');
    expect(await scrollBehavior()).toBe('auto');
    await page.close();
  });
});

describe('structured data in the prerendered head', () => {
  // Every article of the index, in every language the sitemap lists it in.
  const entries = Object.values(articleIndex) as ArticleEntry[];
  const entryOf = (path: string) => {
    const lng = languageOfPath(path);
    const spec = lng === 'en' ? path : path.slice(lng.length + 1);
    return entries.find((entry) => entry.path === spec);
  };
  const articles = sitePaths(DIST).filter((path) => entryOf(path) !== undefined);

  it('covers every article of the index in English', () => {
    expect(articles.filter((path) => languageOfPath(path) === 'en').length).toBe(entries.length);
  });

  it.each(articles)('%s has an Article and a BreadcrumbList as JSON-LD in <head>', (path) => {
    const html = readFileSync(`${DIST}${path}/index.html`, 'utf8');
    const head = html.slice(0, html.indexOf('<body'));
    const json = /<script type="?application\/ld\+json"?[^>]*>([\s\S]*?)<\/script>/.exec(head)?.[1];
    expect(json, path).toBeDefined();
    const graph = (JSON.parse(json!) as { '@graph': { '@type': string }[] })['@graph'];
    expect(graph.map((node) => node['@type']).sort()).toEqual(['Article', 'BreadcrumbList']);
    const article = graph.find((node) => node['@type'] === 'Article') as Record<string, unknown>;
    expect(article.inLanguage).toBe(intlOf(languageOfPath(path)));
    expect(article.datePublished).toBe(entryOf(path)!.published);
    expect(html.slice(html.indexOf('<body')).includes('application/ld+json')).toBe(false);
  });
});

describe('pictures that arrive late', () => {
  // Every English page whose main holds a picture (the articles and Insights, today), read from
  // the build: each picture's place is kept from the first paint, so its arrival moves nothing.
  const withPictures = sitePaths(DIST).filter((path) => {
    if (languageOfPath(path) !== 'en') return false;
    const html = readFileSync(`${DIST}${path === '/' ? '' : path}/index.html`, 'utf8');
    return /<img\b/.test(html.slice(html.indexOf('<main'), html.indexOf('</main>')));
  });

  it('are found on the pages that have them', () => {
    expect(withPictures.length).toBeGreaterThan(0);
  });

  it.each(withPictures.flatMap((path) => [375, 1280].map((width) => [path, width] as const)))(
    '%s at %i px: the pictures, held back until the page is up, move nothing when they come',
    async (path, width) => {
      const page = await harness.browser.newPage({ viewport: { width, height: 900 } });
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/*', async (route) => {
        if (route.request().resourceType() === 'image') await held;
        await route.continue().catch(() => {});
      });
      await page.addInitScript(() => {
        const shifts: string[] = [];
        Object.defineProperty(window, '__shifts', { value: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            shifts.push(entry.value.toFixed(5));
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(harness.baseUrl + path, { waitUntil: 'domcontentloaded' });
      await page.waitForSelector(`html[${HYDRATED}]`, { state: 'attached' });
      release();
      await page.waitForLoadState('load');
      const shifts = await page.evaluate(
        () =>
          new Promise<string[]>((resolve) =>
            requestAnimationFrame(() =>
              setTimeout(() =>
                resolve([...(window as unknown as { __shifts: string[] }).__shifts]),
              ),
            ),
          ),
      );
      expect(shifts).toEqual([]);
      await page.close();
    },
  );
});

describe('the header as the app takes over', () => {
  // Every language's home page at 1280 px, where the bar shows the whole navigation: the links
  // that buttons replace as the app runs (the IRM item; the language control, with more than two
  // languages) have the buttons' width from the first paint, so the bar does not move.
  const homes = sitePaths(DIST).filter((path) => /^(\/[a-z]{2}(-[A-Za-z]+)?)?\/?$/.test(path));

  it.each(homes)('%s at 1280 px: the navigation keeps its place and size', async (path) => {
    const page = await harness.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const html = readFileSync(`${DIST}${path === '/' ? '' : path}/index.html`, 'utf8');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(harness.baseUrl + entryScriptUrl(html)!, async (route) => {
      await held;
      await route.continue().catch(() => {});
    });
    const box = () =>
      page.evaluate(() => {
        const { x, width } = document.querySelector('header nav')!.getBoundingClientRect();
        return { x: Math.round(x), width: Math.round(width) };
      });
    await page.goto(harness.baseUrl + path, { waitUntil: 'domcontentloaded' });
    // The page as first painted: its stylesheets in (the sticky header is theirs), the app held.
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('header')!).position === 'sticky',
    );
    const before = await box();
    release();
    await page.waitForSelector(`html[${HYDRATED}]`, { state: 'attached' });
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await box()).toEqual(before);
    await page.close();
  });
});
