import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { site } from '../../content/site';
import { startService, type Service } from '../../service/src/http/server.ts';

/** The contact endpoint the built pages post to: CONTACT_API_URL, absolute or on the site's origin. */
const contactApi = new RegExp(
  `^${site.contactApiUrl.startsWith('/') ? 'https?://[^/]+' : ''}${site.contactApiUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
);
import { axe, startHarness, WIDTHS, type Harness } from '../support/browser/harness';

/** The page section headed by this <h2> (only sections people jump to are named regions). */
const sectionNamed = (page: Page, name: string) =>
  page.locator('section', { has: page.getByRole('heading', { level: 2, name, exact: true }) });

let harness: Harness;
let receiver: Service;
let store: string;

beforeAll(async () => {
  harness = await startHarness('dist');
  store = path.join(await mkdtemp(path.join(tmpdir(), 'contact-')), 'messages.sqlite');
  // Every send of the run comes from one address: no rate limit here.
  receiver = await startService({
    port: 0,
    file: store,
    log: () => {},
    limits: { rateLimit: { max: 10_000, windowMs: 60_000 } },
    // The page's requests are handed over with the page's own origin.
    allowedOrigins: [new URL(harness.baseUrl).origin],
  });
});
afterAll(async () => {
  await harness.close();
  await receiver.close();
});

/** The built site posts to CONTACT_API_URL; hand those requests to the local receiver. */
async function routeToReceiver(page: Page) {
  await page.route(contactApi, async (route) => {
    try {
      const response = await route.fetch({ url: receiver.url });
      await route.fulfill({ response, headers: { 'access-control-allow-origin': '*' } });
    } catch {
      // The page closed while the request was in flight.
    }
  });
}

const records = async () => receiver.store.list();

describe.each(WIDTHS)('home and contact at %i px', (width) => {
  it.each(['/newContact', '/'])(
    '%s: the whole form flow: errors, then a message the receiver stores',
    async (pagePath) => {
      const page = await harness.open(pagePath, width);
      await routeToReceiver(page);
      const title = await page.title();
      await page.getByRole('button', { name: 'Send Message' }).click();
      const summary = page.getByRole('group', { name: 'There is a problem' });
      await expect.poll(() => summary.evaluate((el) => el === document.activeElement)).toBe(true);
      // The title's prefix once the frame that shows the summary is painted (src/app/Seo.tsx).
      await expect.poll(() => page.title()).toBe(`Error: ${title}`);
      // The page as it settles: the fields marked (they render just after the summary) and the
      // summary scrolled into view below the sticky header (a frame after it took focus).
      await expect
        .poll(() => page.getByRole('textbox', { name: 'Full Name' }).getAttribute('aria-invalid'))
        .toBe('true');
      await expect
        .poll(() =>
          summary.evaluate(
            (element) =>
              element.getBoundingClientRect().top >=
              document.querySelector('header')!.getBoundingClientRect().bottom,
          ),
        )
        .toBe(true);
      expect(await axe(page)).toEqual([]);

      await summary.getByRole('link', { name: 'Enter your email address' }).click();
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).type)).toBe(
        'email',
      );

      const name = `Zoë Test ${width === 375 ? 'Mobile' : 'Desktop'} ${pagePath === '/' ? 'Home' : 'Contact'}`;
      await page.getByRole('textbox', { name: 'Full Name' }).fill(name);
      await page.getByRole('textbox', { name: /^Email Address/ }).fill(' zoe@bank.com ');
      await page
        .getByRole('textbox', { name: 'Your Message' })
        .fill('Our next NCUA exam is in May.');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect
        .poll(() =>
          page.getByRole('status').filter({ hasText: 'Message sent successfully!' }).count(),
        )
        .toBe(1);
      expect(await page.getByRole('textbox', { name: 'Full Name' }).inputValue()).toBe('');
      expect((await records()).find((record) => record.name === name)).toMatchObject({
        name,
        email: 'zoe@bank.com',
        description: 'Our next NCUA exam is in May.',
        type: '4',
      });
      await page.close();
    },
  );

  it('the FAQ opens by mouse and by keyboard, one group at a time, and passes axe open', async () => {
    const page = await harness.open('/', width);
    const faq = sectionNamed(page, 'Security & Privacy Reports');
    const first = faq.getByRole('button', { name: 'What is Northwind Risk?' });
    const second = faq.getByRole('button', { name: 'Risk management reports' });
    await first.click();
    // The FAQ hydrates once needed (src/components/Deferred): a press before is held, then applied.
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true');
    expect(await faq.getByRole('heading', { level: 4 }).first().isVisible()).toBe(true);
    await second.focus();
    await page.keyboard.press('Enter');
    expect(await second.getAttribute('aria-expanded')).toBe('true');
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    expect(await axe(page)).toEqual([]);
    await page.keyboard.press('Space');
    expect(await second.getAttribute('aria-expanded')).toBe('false');
    await page.close();
  });
});

describe('IRM Services See More', () => {
  const cards = (page: Page) =>
    sectionNamed(page, 'IRM Services').getByRole('heading', { level: 3 });

  it('below 640 px shows 6 cards until See More, then all 12 with focus on the 7th', async () => {
    const page = await harness.open('/', 375);
    const visible = async () =>
      await cards(page).evaluateAll(
        (els) => els.filter((el) => (el as HTMLElement).offsetParent !== null).length,
      );
    expect(await visible()).toBe(6);
    await page.getByRole('button', { name: 'See More' }).click();
    expect(await visible()).toBe(12);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('FFIEC');
    await page.close();
  });

  it('from 640 px shows all 12 cards and no See More', async () => {
    const page = await harness.open('/', 640);
    expect(await cards(page).count()).toBe(12);
    for (const card of await cards(page).all()) expect(await card.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'See More' }).isVisible()).toBe(false);
    await page.close();
  });
});

describe('panel tiles per row', () => {
  it.each([
    [639, 2],
    [640, 4],
  ])('at %i px the advantage and cost panels show %i tiles per row', async (width, perRow) => {
    const page = await harness.open('/', width);
    for (const name of ['Technology Advantages', 'Cost Efficient Risk Solutions']) {
      const tops = await sectionNamed(page, name)
        .getByRole('listitem')
        .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
      expect(tops).toHaveLength(4);
      expect(tops.filter((top) => top === tops[0])).toHaveLength(perRow);
    }
    await page.close();
  });
});
