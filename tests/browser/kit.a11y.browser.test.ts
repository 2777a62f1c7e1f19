import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, WIDTHS, startHarness, type Harness } from '../support/browser/harness';
import { accordionExamples } from '../../src/components/Accordion/Accordion.examples';
import { breadcrumbExamples } from '../../src/components/Breadcrumb/Breadcrumb.examples';
import { dataTableExamples } from '../../src/components/DataTable/DataTable.examples';
import { expandableCardsExamples } from '../../src/components/ExpandableCards/ExpandableCards.examples';
import { linkCardsExamples } from '../../src/components/LinkCards/LinkCards.examples';

// The kit's examples page (build/examples, made by `npm run build:dev`) in Chromium.
const sections = [
  ...Object.keys(accordionExamples).map((name) => `Accordion-${name}`),
  ...Object.keys(breadcrumbExamples).map((name) => `Breadcrumb-${name}`),
  ...Object.keys(dataTableExamples).map((name) => `DataTable-${name}`),
  ...Object.keys(expandableCardsExamples).map((name) => `ExpandableCards-${name}`),
  ...Object.keys(linkCardsExamples).map((name) => `LinkCards-${name}`),
];

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness('build/examples');
});
afterAll(async () => harness.close());

// One load of the examples page per width; each example is checked in its own section, closed
// and then with every toggle in it pressed (the examples are independent of each other).
describe.each(WIDTHS)('kit examples in Chromium at %i px', (width) => {
  let page: Page;
  beforeAll(async () => {
    page = await harness.open('/', width);
  });
  afterAll(async () => page?.close());

  it.each(sections)('%s: no axe violations, closed and with every toggle pressed', async (id) => {
    expect(await axe(page, `#${id}`)).toEqual([]);
    const buttons = page.locator(`#${id} button`);
    for (let index = 0; index < (await buttons.count()); index += 1) {
      if (await buttons.nth(index).isVisible()) await buttons.nth(index).click();
    }
    expect(await axe(page, `#${id}`)).toEqual([]);
  });
});

describe('kit examples in Chromium', () => {
  it('Accordion: Enter and Space toggle a trigger; the focus ring is visible', async () => {
    const page = await harness.open('/', 1280);
    const trigger = page.locator('#Accordion-severalOpen').getByRole('button', {
      name: 'Incident Response Policy',
    });
    await trigger.focus();
    await page.keyboard.press('Enter');
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Space');
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    const outline = await trigger.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).toBe('solid');
    await page.close();
  });

  for (const width of WIDTHS) {
    it(`ExpandableCards at ${width} px: Read More moves nothing but its own card, and focus stays on it`, async () => {
      const page = await harness.open('/', width);
      const cards = page.locator('#ExpandableCards-fourCards li');
      // Boxes in page coordinates (focusing may scroll the window).
      const boxes = () =>
        cards.evaluateAll((elements) =>
          elements.map((element) => {
            const { x, y, width, height } = element.getBoundingClientRect();
            return { x, y: y + window.scrollY, width, height };
          }),
        );
      const before = await boxes();
      const toggle = cards.nth(1).getByRole('button');
      // One name and one visible label, open or closed; the state is aria-expanded's (and the
      // chevron's).
      const name = 'Read More: Internal data';
      expect(await toggle.getAttribute('aria-label')).toBe(name);
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await toggle.focus();
      await page.keyboard.press('Enter');
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await toggle.getAttribute('aria-label')).toBe(name);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe('Read More');
      const after = await boxes();
      // The expanded card (index 1) only grows; cards beside it keep their size and place, cards
      // in later rows move down by no more than its growth.
      expect(after[1]!.x).toBe(before[1]!.x);
      expect(after[1]!.height).toBeGreaterThan(before[1]!.height);
      const growth = after[1]!.height - before[1]!.height;
      for (const index of [0, 2, 3]) {
        expect(after[index]!.width, `card ${index}`).toBe(before[index]!.width);
        expect(after[index]!.height, `card ${index}`).toBe(before[index]!.height);
        expect(after[index]!.x, `card ${index}`).toBe(before[index]!.x);
        const moved = after[index]!.y - before[index]!.y;
        expect(moved === 0 || Math.abs(moved - growth) < 1, `card ${index}`).toBe(true);
      }
      await page.keyboard.press('Space');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await page.close();
    });
  }

  it('LinkCards at 375 px: 6 cards until See More, which focuses the 7th', async () => {
    const page = await harness.open('/', 375);
    const section = page.locator('#LinkCards-seeMore');
    expect(await section.getByRole('link').count()).toBe(6);
    await section.getByRole('button', { name: 'See More' }).click();
    expect(await section.getByRole('link').count()).toBe(8);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Card 7');
    await page.close();
  });

  it('LinkCards at 1280 px: every card shows, no See More', async () => {
    const page = await harness.open('/', 1280);
    const section = page.locator('#LinkCards-seeMore');
    expect(await section.getByRole('link').count()).toBe(8);
    expect(await section.getByRole('button', { name: 'See More' }).isVisible()).toBe(false);
    await page.close();
  });
});
