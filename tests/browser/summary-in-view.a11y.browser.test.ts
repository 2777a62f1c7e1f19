/**
 * Issue 34, audit F9: a Send pressed right after the Tab that reached it (while the focus scroll,
 * smooth where motion is allowed, still ran) left the error summary partly under the sticky
 * header. Chromium at 1280 × 900, default motion settings; three fresh loads, since the race did
 * not lose every time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { specPaths } from '../../content/paths';
import { startHarness, type Harness } from '../support/browser/harness';

const contact = JSON.parse(readFileSync('locales/en/contact.json', 'utf8')) as {
  form: { submit: string; summaryTitle: string };
};

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness('dist');
});
afterAll(async () => harness.close());

/** Tabs until focus is on Send (from wherever focus is). */
async function tabToSend(page: Page) {
  for (let press = 0; press < 40; press += 1) {
    await page.keyboard.press('Tab');
    const onSend = await page.evaluate(
      (label) =>
        !!document.activeElement?.matches('main form button[type="submit"]') &&
        !!document.activeElement.textContent?.includes(label),
      contact.form.submit,
    );
    if (onSend) return;
  }
}

/** Once focus and the scroll position hold still: whether the summary has focus, below the header. */
const settledSummary = (page: Page) =>
  page.evaluate(async (title) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const until = performance.now() + 4000;
    for (let at = -1, held = 0; held < 10 && performance.now() < until; await frame()) {
      const focused = document.activeElement!;
      const ready = focused.textContent?.includes(title) && window.scrollY === at;
      held = ready ? held + 1 : 0;
      at = window.scrollY;
    }
    const summary = document.activeElement!;
    const box = summary.getBoundingClientRect();
    return {
      focused: summary.textContent?.includes(title) ?? false,
      belowHeader: box.top >= document.querySelector('header')!.getBoundingClientRect().bottom,
      onScreen: box.top < innerHeight,
    };
  }, contact.form.summaryTitle);

describe('the error summary after Tab then Send at once', () => {
  it.each([1, 2, 3])('load %i: settles below the sticky header, with focus on it', async () => {
    const page = await harness.open(specPaths.contact, 1280);
    await tabToSend(page);
    // No pause: Enter right after the Tab, while the page may still be scrolling to the button.
    await page.keyboard.press('Enter');
    const settled = await settledSummary(page);
    await page.close();
    expect(settled).toEqual({ focused: true, belowHeader: true, onScreen: true });
  });

  // Sent again with the same mistakes, the form renders nothing (the state stays as it is): the
  // summary still takes focus and comes back into view.
  it('sent again with the same mistakes, from far below the summary: the same', async () => {
    const page = await harness.open(specPaths.contact, 320);
    await page.setViewportSize({ width: 320, height: 480 });
    await tabToSend(page);
    await page.keyboard.press('Enter');
    expect((await settledSummary(page)).focused).toBe(true);
    await tabToSend(page);
    await page.evaluate(() => scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await page.keyboard.press('Enter');
    const settled = await settledSummary(page);
    await page.close();
    expect(settled).toEqual({ focused: true, belowHeader: true, onScreen: true });
  });
});
