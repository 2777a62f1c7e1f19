// The contact form before and around hydration, and how it sends: in Chromium, with the app's
// script held back until the test releases it, and against a local server that redirects.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page, Request } from 'playwright-core';
import { site } from '../../content/site';
import { entryScriptUrl } from '../../tooling/site-build/prerender.mjs';
import { startHarness, waitForHydration, type Harness } from '../support/browser/harness';

/** The contact endpoint the built pages post to: CONTACT_API_URL, absolute or on the site's origin. */
const contactApi = new RegExp(
  `^${site.contactApiUrl.startsWith('/') ? 'https?://[^/]+' : ''}${site.contactApiUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
);
import { HYDRATED } from '../../src/site/documentMarks';

const BUILDS = ['dist', 'build/dev'] as const;
const harnesses = new Map<string, Harness>();
beforeAll(async () => {
  for (const dir of BUILDS) harnesses.set(dir, await startHarness(dir));
});
afterAll(async () => {
  for (const harness of harnesses.values()) await harness.close();
});

const typed = { name: 'Zoë Early', email: 'zoe@bank.com', description: 'Typed before the app.' };
const nameField = (page: Page) => page.getByRole('textbox', { name: 'Full Name' });
const emailField = (page: Page) => page.getByRole('textbox', { name: /^Email Address/ });
const messageField = (page: Page) => page.getByRole('textbox', { name: 'Your Message' });
const sendButton = (page: Page) => page.locator('form button[type="submit"]');
const accessibleName = (page: Page) =>
  sendButton(page).evaluate((button) => (button as HTMLElement).innerText.trim());
const contactPosts = (requests: Request[]) =>
  requests.filter((request) => contactApi.test(request.url()) && request.method() === 'POST');

/** The app's entry script, as the page's inline loader names it. */
function entryScript(dir: string): string {
  const html = readFileSync(`${dir}/newContact/index.html`, 'utf8');
  const src = entryScriptUrl(html);
  if (!src) throw new Error(`no entry script in ${dir}/newContact/index.html`);
  return src;
}

/**
 * Opens /newContact with the app's script held back: the prerendered page only, until
 * `release()`. Contact API requests get the answer `answer` gives (200 by default).
 */
async function openHeldBack(dir: string, answer = async () => 200) {
  const harness = harnesses.get(dir)!;
  const context = await harness.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.on('close', () => void context.close().catch(() => {}));
  const messages: string[] = [];
  page.on('console', (message) => {
    if (['warning', 'error'].includes(message.type())) messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  // Document loads: the first GET, and any native submission of the form.
  const documentLoads = () =>
    requests
      .filter((request) => request.isNavigationRequest())
      .map((request) => `${request.method()} ${request.url()}`);

  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let entryRequested = false;
  await page.route(harness.baseUrl + entryScript(dir), async (route) => {
    entryRequested = true;
    await released;
    await route.continue().catch(() => {});
  });
  await page.route(contactApi, async (route) => {
    const status = await answer();
    await route
      .fulfill({ status, body: '{}', headers: { 'access-control-allow-origin': '*' } })
      .catch(() => {});
  });

  const url = `${harness.baseUrl}/newContact`;
  await page.goto(url, { waitUntil: 'load' });
  expect(await page.evaluate((name) => document.documentElement.hasAttribute(name), HYDRATED)).toBe(
    false,
  );
  return {
    page,
    url,
    messages,
    requests,
    documentLoads,
    release,
    entryRequested: () => entryRequested,
  };
}

async function typeAll(page: Page) {
  await nameField(page).fill(typed.name);
  await emailField(page).fill(typed.email);
  await messageField(page).fill(typed.description);
}

describe.each(BUILDS)('the contact form before hydration (%s)', (dir) => {
  it('a submit before the app is ready stays on the page, says it will send, and is sent once after hydration', async () => {
    const held = await openHeldBack(dir);
    const { page, url } = held;
    await typeAll(page);
    await sendButton(page).click();

    // No native submission: same URL, no navigation, nothing sent, the text still there.
    await page.waitForTimeout(300);
    expect(page.url()).toBe(url);
    expect(held.documentLoads()).toEqual([`GET ${url}`]);
    expect(contactPosts(held.requests)).toEqual([]);
    expect(await nameField(page).inputValue()).toBe(typed.name);
    expect(await accessibleName(page)).toBe('Sending as soon as the page is ready...');
    await expect
      .poll(() => sendButton(page).evaluate((button) => button.matches(':focus')))
      .toBe(true);
    // The press asked for the app at once.
    expect(held.entryRequested()).toBe(true);

    held.release();
    await waitForHydration(page);
    await expect
      .poll(() =>
        page.getByRole('status').filter({ hasText: 'Message sent successfully!' }).count(),
      )
      .toBe(1);
    const posts = contactPosts(held.requests);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers()['content-type']).toBe('application/json');
    expect(JSON.parse(posts[0]!.postData() ?? '')).toEqual({ ...typed, type: '4' });
    // Nothing more is sent later, and the URL never carried the fields.
    await page.waitForTimeout(500);
    expect(contactPosts(held.requests)).toHaveLength(1);
    expect(held.documentLoads()).toEqual([`GET ${url}`]);
    expect(await accessibleName(page)).toBe('Send Message');
    expect(held.messages).toEqual([]);
    await page.close();
  });

  it('text typed before hydration is still there after it, and is what a later submit sends', async () => {
    const held = await openHeldBack(dir);
    const { page } = held;
    await nameField(page).fill(typed.name);
    await messageField(page).fill(typed.description);
    held.release();
    await waitForHydration(page);
    // A render after hydration (typing into another field) keeps the early text.
    await emailField(page).fill(typed.email);
    expect(await nameField(page).inputValue()).toBe(typed.name);
    expect(await messageField(page).inputValue()).toBe(typed.description);
    await sendButton(page).click();
    await expect.poll(() => contactPosts(held.requests).length).toBe(1);
    expect(JSON.parse(contactPosts(held.requests)[0]!.postData() ?? '')).toEqual({
      ...typed,
      type: '4',
    });
    expect(held.messages).toEqual([]);
    await page.close();
  });
});

describe('sending', () => {
  it('focus stays on the Send button while the message is on its way and after the answer', async () => {
    let answer = () => {};
    const held = await openHeldBack(
      'dist',
      () => new Promise((resolve) => (answer = () => resolve(200))),
    );
    const { page } = held;
    held.release();
    await waitForHydration(page);
    await typeAll(page);
    await sendButton(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => accessibleName(page)).toBe('Sending...');
    expect(await sendButton(page).evaluate((button) => button === document.activeElement)).toBe(
      true,
    );
    expect(await sendButton(page).getAttribute('aria-disabled')).toBe('true');
    // A second press while sending sends nothing more.
    await page.keyboard.press('Enter');
    answer();
    await expect
      .poll(() =>
        page.getByRole('status').filter({ hasText: 'Message sent successfully!' }).count(),
      )
      .toBe(1);
    expect(await sendButton(page).evaluate((button) => button === document.activeElement)).toBe(
      true,
    );
    expect(contactPosts(held.requests)).toHaveLength(1);
    await page.close();
  });

  it('after a failed submit, typing does not re-announce the error summary', async () => {
    const held = await openHeldBack('dist');
    const { page } = held;
    held.release();
    await waitForHydration(page);
    await sendButton(page).click();
    const summary = page.getByRole('group', { name: 'There is a problem' });
    await expect.poll(() => summary.evaluate((el) => el === document.activeElement)).toBe(true);
    // Count every change inside a live region from now on.
    await page.evaluate(() => {
      const win = window as unknown as { liveChanges: number };
      win.liveChanges = 0;
      new MutationObserver((records) => {
        for (const record of records) {
          const node =
            record.target instanceof Element ? record.target : record.target.parentElement;
          if (node?.closest('[role="alert"], [role="status"], [aria-live]')) win.liveChanges += 1;
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await nameField(page).pressSequentially('Ana');
    await emailField(page).pressSequentially('ana@bank.com');
    await expect.poll(() => summary.textContent()).not.toContain('Enter your email address');
    expect(
      await page.evaluate(() => (window as unknown as { liveChanges: number }).liveChanges),
    ).toBe(0);
    await page.close();
  });
});

describe('a redirecting contact API', () => {
  let server: Server;
  let base = '';
  const hits: string[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      hits.push(`${request.method} ${request.url}`);
      response.setHeader('access-control-allow-origin', '*');
      response.setHeader('access-control-allow-headers', 'content-type');
      if (request.method === 'OPTIONS') return void response.writeHead(204).end();
      if (request.url?.startsWith('/contact')) {
        const status = request.url.endsWith('301') ? 301 : 302;
        return void response.writeHead(status, { location: `${base}/landed` }).end();
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it.each([302, 301])('a %i is a failure: the error shows and the text stays', async (status) => {
    hits.length = 0;
    const held = await openHeldBack('dist');
    const { page } = held;
    // The API's answer comes from the local server, redirect and all.
    await page.unroute(contactApi);
    await page.route(contactApi, async (route) => {
      const response = await route.fetch({ url: `${base}/contact?${status}`, maxRedirects: 0 });
      await route.fulfill({ response }).catch(() => {});
    });
    held.release();
    await waitForHydration(page);
    await typeAll(page);
    await sendButton(page).click();
    await expect
      .poll(() =>
        page
          .getByRole('alert')
          .filter({ hasText: 'Failed to send message. Please try again.' })
          .count(),
      )
      .toBe(1);
    expect(hits).toContain(`POST /contact?${status}`);
    // The redirect was not followed.
    expect(hits).not.toContain('GET /landed');
    expect(await nameField(page).inputValue()).toBe(typed.name);
    expect(await messageField(page).inputValue()).toBe(typed.description);
    await page.close();
  });
});

describe('the form’s code, loaded when needed', () => {
  it('the home page leaves the form’s code out of its first load; a submit before it arrives is held and sent once, as JSON', async () => {
    const harness = harnesses.get('dist')!;
    const page = await harness.open('/', 1280);
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.route(contactApi, (route) =>
      route.fulfill({ status: 200, body: '{}', headers: { 'access-control-allow-origin': '*' } }),
    );
    // Every script from now on waits until released: the form's chunk among them.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js$/, async (route) => {
      await released;
      await route.continue().catch(() => {});
    });
    const scripts = () => requests.filter((request) => request.resourceType() === 'script');
    await page.waitForTimeout(300);
    expect(scripts()).toEqual([]);

    await typeAll(page);
    // Coming near (and into) the form asked for its code.
    expect(scripts().length).toBeGreaterThan(0);
    await sendButton(page).click();
    await page.waitForTimeout(300);
    expect(page.url()).toBe(`${harness.baseUrl}/`);
    expect(contactPosts(requests)).toEqual([]);
    expect(await accessibleName(page)).toBe('Sending as soon as the page is ready...');

    release();
    await expect
      .poll(() =>
        page.getByRole('status').filter({ hasText: 'Message sent successfully!' }).count(),
      )
      .toBe(1);
    const posts = contactPosts(requests);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers()['content-type']).toBe('application/json');
    expect(JSON.parse(posts[0]!.postData() ?? '')).toEqual({ ...typed, type: '4' });
    await page.close();
  });
});

describe.each([
  ['/newContact', 'en'],
  ['/es/newContact', 'es'],
])('%s without JavaScript', (path, lang) => {
  it('posts the form urlencoded to the contact service, with the fields it reads and the page’s language', async () => {
    const harness = harnesses.get('dist')!;
    const context = await harness.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    let body = '';
    let contentType = '';
    await page.route(contactApi, async (route) => {
      body = route.request().postData() ?? '';
      contentType = route.request().headers()['content-type'] ?? '';
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>ok</p>' });
    });
    await page.goto(harness.baseUrl + path);
    await page.locator('input[name="name"]').fill(typed.name);
    await page.locator('input[name="email"]').fill(typed.email);
    await page.locator('textarea[name="description"]').fill(typed.description);
    await page.locator('form button[type="submit"]').click();
    await expect.poll(() => body).not.toBe('');
    expect(contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(body))).toEqual({
      ...typed,
      type: '4',
      lang,
    });
    await context.close();
  });
});

describe.each([
  ['/newContact', 'Send Message', 'Message sent successfully!'],
  ['/es/newContact', 'Enviar mensaje', '¡Mensaje enviado correctamente!'],
])('%s at 320 px', (path, send, sent) => {
  it('brings “message sent” into view after a send, focus staying on the button', async () => {
    const harness = harnesses.get('dist')!;
    const page = await harness.open(path, 320);
    await page.setViewportSize({ width: 320, height: 568 });
    await page.route(contactApi, (route) =>
      route.fulfill({ status: 200, body: '{}', headers: { 'access-control-allow-origin': '*' } }),
    );
    // By the names the service reads: the labels are in the page's language.
    await page.locator('form [name="name"]').fill(typed.name);
    await page.locator('form [name="email"]').fill(typed.email);
    await page.locator('form [name="description"]').fill(typed.description);
    const button = page.getByRole('button', { name: send });
    await button.scrollIntoViewIfNeeded();
    // The button at the bottom of the screen, as after typing the message.
    await page.evaluate(() => {
      const box = document.querySelector('form button[type="submit"]')!.getBoundingClientRect();
      window.scrollBy(0, box.bottom - window.innerHeight + 4);
    });
    await button.click();
    const status = page.getByRole('status').filter({ hasText: sent });
    await expect.poll(() => status.count()).toBe(1);
    await expect
      .poll(() =>
        status.evaluate((element) => {
          const box = element.getBoundingClientRect();
          // Within a pixel: scrolling aligns to whole pixels, the box's edges are fractional.
          return box.top >= 0 && box.bottom <= window.innerHeight + 1;
        }),
      )
      .toBe(true);
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.close();
  });
});
