import { readFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createRequire } from 'node:module';
import { findChromium, testChromiumArgs } from '../../../tooling/ci/chromium.mjs';
import { startPreview } from '../../../tooling/dev/preview.mjs';
import { AXE_TAGS } from '../axe';
import { HYDRATED, PAGE_HYDRATED } from '../../../src/site/documentMarks';

export const WIDTHS = [375, 1280] as const;

/** Every page path of a built site, read from its sitemap (the prerender writes it from the route table). */
export function sitePaths(dir: string): string[] {
  const sitemap = readFileSync(`${dir}/sitemap.xml`, 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

export interface OpenOptions {
  /** Request headers for every request of the page (e.g. the Accept-Encoding to measure with). */
  headers?: Record<string, string>;
  before?: (page: Page) => void;
}

export interface Harness {
  browser: Browser;
  baseUrl: string;
  /** A page loaded and hydrated; `options.before` sees it before the navigation starts. */
  open: (path: string, width: number, options?: OpenOptions) => Promise<Page>;
  close: () => Promise<void>;
}

/**
 * Chromium (never downloaded) over a built directory served like a static host; with
 * `{ headers: true }`, with the build's response headers (its Content-Security-Policy among them).
 */
export async function startHarness(
  dir: string,
  { headers = false }: { headers?: boolean } = {},
): Promise<Harness> {
  const executablePath = findChromium({ headlessShell: true });
  if (!executablePath) throw new Error('No Chromium: sudo apt-get install -y chromium');
  const preview = await startPreview({ dir, port: 0, headers });
  const browser = await chromium.launch({ executablePath, args: testChromiumArgs });
  return {
    browser,
    baseUrl: preview.url,
    open: async (path, width, options = {}) => {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        extraHTTPHeaders: options.headers,
      });
      const page = await context.newPage();
      page.on('close', () => void context.close().catch(() => {}));
      options.before?.(page);
      await page.goto(preview.url + path, { waitUntil: 'load' });
      await waitForHydration(page);
      return page;
    },
    close: async () => {
      await browser.close();
      await preview.close();
    },
  };
}

/**
 * A page is ready when it has loaded (`load`: the document, its stylesheets and images), the app
 * has hydrated (`<html data-hydrated>`, set by the app's first commit, after the layout's text
 * arrived) and so has the page's own part, asked for as a visitor's first focus in `main` asks for
 * it (`<html data-page-hydrated>`, after the route's code and text chunks arrived:
 * src/app/pagePart.ts), with its web fonts in, and one animation frame later (the header measures
 * whether its navigation fits in the frame after hydration: useNavFit). No waiting for network
 * quiet: nothing the checks read loads after that.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await waitForApp(page);
  await waitForPagePart(page);
}

/** The page has loaded and the app runs (`<html data-hydrated>`): the first load is over. */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForSelector(`html[${HYDRATED}]`, { state: 'attached' });
}

/** The page's own part asked for and hydrated, fonts in, one frame later (see waitForHydration). */
export async function waitForPagePart(page: Page): Promise<void> {
  await page.evaluate(needPagePart);
  await page.waitForSelector(`html[${PAGE_HYDRATED}]`, { state: 'attached' });
  await page.evaluate(() =>
    document.fonts.ready.then(
      () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())),
    ),
  );
}

/**
 * Asks for the page's own part as a visitor's focus in `main` does (a `focusin` there: focus
 * itself stays where it is). Runs in the page.
 */
export function needPagePart(): void {
  document.querySelector('main')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
}

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * axe with the project's tag set, in the page itself, once its scroll position holds for two frames;
 * returns readable violations (empty = pass).
 * axe-core is put in the page once and run there directly, collecting violations only, unlike
 * @axe-core/playwright's AxeBuilder, which injects it again on every run and opens a second page
 * to assemble the results. Frames are not entered: the only one is Book a
 * Demo's third-party calendar (its <iframe> element itself is checked, title included).
 * The page's stylesheets are fetched again and parsed (axe's `cssom` preload) only when a rule of
 * the tag set reads them: the one that does, css-orientation-lock, is experimental, which a tag
 * set runs only when it names `experimental`; the media elements' preload stays.
 */
export async function axe(page: Page, include?: string | string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ tags, include }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      // The page at rest: a smooth scroll under way (after a pointer's press in-page scrolls
      // glide, e.g. to the error summary after a failed send) is waited out, since target-size and contrast
      // read what is on screen, and mid-scroll the sticky header still covers what it scrolls to.
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const until = performance.now() + 2000;
      for (let at = '', held = 0; held < 2 && performance.now() < until; await frame()) {
        const now = `${window.scrollX} ${window.scrollY}`;
        held = now === at ? held + 1 : 0;
        at = now;
      }
      const context =
        include === undefined ? document : { include: [include].flat().map((part) => [part]) };
      const readsStylesheets = axe
        .getRules(tags)
        .some(
          (rule) =>
            rule.ruleId === 'css-orientation-lock' &&
            (tags.includes('experimental') || !rule.tags.includes('experimental')),
        );
      const results = await axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
        iframes: false,
        preload: { assets: readsStylesheets ? ['cssom', 'media'] : ['media'] },
      });
      return results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    },
    { tags: AXE_TAGS, include },
  );
}
