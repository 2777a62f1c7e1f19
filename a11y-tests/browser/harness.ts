import { readFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { findChromium, chromiumArgs } from '../../scripts/chromium.mjs';
import { startPreview } from '../../scripts/preview.mjs';
import { AXE_TAGS } from '../axe';

export const WIDTHS = [375, 1280] as const;

/** Every page path of a built site, read from its sitemap (the prerender writes it from the route table). */
export function sitePaths(dir: string): string[] {
  const sitemap = readFileSync(`${dir}/sitemap.xml`, 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

export interface Harness {
  browser: Browser;
  baseUrl: string;
  open: (path: string, width: number) => Promise<Page>;
  close: () => Promise<void>;
}

/** Chromium (never downloaded) over a built directory served like a static host. */
export async function startHarness(dir: string): Promise<Harness> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium: sudo apt-get install -y chromium');
  const preview = await startPreview({ dir, port: 0 });
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  return {
    browser,
    baseUrl: preview.url,
    open: async (path, width) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      page.on('close', () => void context.close().catch(() => {}));
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
 * A page is ready when it has loaded (`load`: the document, its stylesheets and images) and the
 * app has hydrated (`<html data-hydrated>`, set by the app's first commit, after the route's code
 * and text chunks arrived), with its web fonts in. No waiting for network quiet: nothing the
 * checks read loads after that.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** axe with the project's tag set; returns readable violations (empty = pass). */
export async function axe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
