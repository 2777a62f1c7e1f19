// Two layout defects a visitor sees, measured on every page of the built site in Chromium: a band
// of empty page between the last section and the footer, and a word cut across two lines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sitePaths, startHarness, WIDTHS, type Harness } from './harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness('dist');
});
afterAll(async () => harness.close());

/** The gap, in px, between the bottom of `main` (its last section) and the top of the footer. */
const footerGap = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main')!.getBoundingClientRect();
    const footer = document.querySelector('footer')!.getBoundingClientRect();
    return Math.round(footer.top - main.bottom);
  });

/**
 * The words (letters and digits, not e-mail addresses or URLs) laid out on more than one line.
 * This Chromium has no hyphenation dictionaries: a word split here is cut without a hyphen.
 */
const splitWords = (page: Page) =>
  page.evaluate(() => {
    const split: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('[hidden], script, style, svg')) continue;
      if (element.getClientRects().length === 0) continue;
      for (const token of (node as Text).data.matchAll(/\S+/gu)) {
        if (/[@/]/u.test(token[0])) continue;
        for (const word of token[0].matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
          const range = document.createRange();
          range.setStart(node, token.index + word.index);
          range.setEnd(node, token.index + word.index + word[0].length);
          const lines = new Set(
            [...range.getClientRects()]
              .filter((rect) => rect.width > 0)
              .map((rect) => Math.round(rect.top)),
          );
          if (lines.size > 1) split.push(`${word[0]} (${element.tagName.toLowerCase()})`);
        }
      }
    }
    return split;
  });

describe.each(WIDTHS)('every page at %i px', (width) => {
  let page: Page;
  beforeAll(async () => {
    const context = await harness.browser.newContext({ viewport: { width, height: 900 } });
    page = await context.newPage();
  });
  afterAll(async () => page.context().close());

  it('the footer follows the last section with no band between them, and no word is cut across lines', async () => {
    const gaps: string[] = [];
    const cut: string[] = [];
    for (const path of sitePaths('dist')) {
      await page.goto(harness.baseUrl + path, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const gap = await footerGap(page);
      if (gap !== 0) gaps.push(`${path}: ${gap} px`);
      for (const word of await splitWords(page)) cut.push(`${path}: ${word}`);
    }
    expect.soft(gaps).toEqual([]);
    expect.soft(cut).toEqual([]);
  });
});
