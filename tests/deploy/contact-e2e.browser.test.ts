import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { findChromium, testChromiumArgs } from '../../tooling/ci/chromium.mjs';
import { startService, type Service } from '../../service/src/http/server.ts';
import { site } from '../../content/site';
import { defaultLocale, hasNamespace, isLocale } from '../../src/i18n/registry';
import { axe, waitForHydration, WIDTHS } from '../support/browser/harness';
import { prepareNginx, type TestNginx } from '../support/nginx';
import { mailServer } from '../../service/test/support';

/**
 * A message's whole way, as deployed: Chromium → nginx (deploy/nginx.conf, over HTTPS, the build
 * put live by deploy/deploy.sh) → the contact service → SQLite → a local SMTP server, then
 * `npm run messages -- export` shows it once. In every language the site has, with JavaScript on
 * (the form's fetch) and off (the prerendered form's urlencoded post: the round trip from the home
 * page and from the contact page through the error page, with what was typed kept, to the "Message
 * sent" page and back; the error, sent and failure pages axe-checked at both widths).
 */
const DIST = path.resolve('dist');
const HOST = new URL(site.siteUrl).hostname;
type Words = Record<string, Record<string, string>>;
/**
 * A namespace file as the site uses it: English's, and a language's own where the build kept it (a
 * file lacking keys English has is shown in English until complete: hasNamespace).
 */
const localeFile = (lng: string, ns: string): Words => {
  const file = `locales/${lng}/${ns}.json`;
  const kept = lng === defaultLocale || (isLocale(lng) && hasNamespace(lng, ns));
  return kept && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Words) : {};
};
/**
 * A namespace's words as a page in that language shows them: its own text, and English for what a
 * partial language has not translated yet (a missing or incomplete file).
 */
const words = (lng: string, ns: string) =>
  Object.fromEntries(
    Object.entries(localeFile('en', ns)).map(([group, english]) => [
      group,
      { ...english, ...localeFile(lng, ns)[group] },
    ]),
  ) as Record<'form' | 'errors' | 'hero' | 'links', Record<string, string>>;
/** The contact service's pages' words: each top-level key of the language's file, else English's. */
const shallowWords = (lng: string, ns: string) =>
  ({ ...localeFile('en', ns), ...localeFile(lng, ns) }) as unknown as Record<
    'meta' | 'hero' | 'reasons' | 'other',
    Record<string, string>
  > & { back: string };
const languages = readdirSync('locales', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name: lng }) => ({
    lng,
    prefix: existsSync(path.join(DIST, lng)) ? `/${lng}` : '',
    contact: words(lng, 'contact'),
    sent: words(lng, 'contactSent'),
    error: shallowWords(lng, 'contactError'),
    failed: shallowWords(lng, 'contactFailed'),
    // A language just begun may have no common.json: its pages show English's.
    common: shallowWords(lng, 'common') as unknown as Record<string, string>,
  }));

/**
 * The posts one language's tests send (one with JavaScript; an invalid and a corrected one from
 * each of two pages without), all from this one browser: nginx and the service let it send them
 * for every language, where a visitor gets 10 (nginx's limit and the service's quota are tested as
 * shipped in nginx.browser.test.ts and the service's own tests).
 */
const POSTS_PER_LANGUAGE = 5;
const posts = POSTS_PER_LANGUAGE * languages.length;

let nginx: TestNginx | undefined;
let service: Service;
let mail: Awaited<ReturnType<typeof mailServer>> | undefined;
let browser: Browser;
let httpsPort: number;
let store: string;
/** Every e-mail the SMTP server accepted, as raw text. */
const mails = () => mail?.received.map((email) => email.raw) ?? [];

beforeAll(async () => {
  nginx = await prepareNginx(HOST, 'contact-e2e-');
  httpsPort = nginx.httpsPort;
  store = path.join(nginx.dir, 'messages', 'contact.sqlite');
  // The mail server the team's notifications go to.
  mail = await mailServer();

  // The service as deploy/irm-contact.service runs it: behind nginx on 127.0.0.1, trusting it.
  service = await startService({
    port: 0,
    host: '127.0.0.1',
    file: store,
    trustProxy: ['127.0.0.1'],
    siteOrigins: [`https://${HOST}:${httpsPort}`],
    limits: { rateLimit: { max: posts, windowMs: 600_000 } },
    pagesDir: DIST,
    notify: {
      to: ['sales@bank.example'],
      from: 'website@bank.example',
      smtpUrl: mail.url,
    },
    log: () => {},
  });
  nginx.writeConfig(service.port, { contactPosts: posts });
  const deployed = spawnSync('sh', ['deploy/deploy.sh', DIST], {
    env: { ...process.env, SITE_DIR: nginx.siteDir, NGINX_CMD: nginx.command },
    encoding: 'utf8',
  });
  expect(deployed.stderr).toMatch(/is in place but nginx did not reload/);
  nginx.start();
  browser = await chromium.launch({
    executablePath: findChromium({ headlessShell: true }),
    args: [...testChromiumArgs, `--host-resolver-rules=MAP ${HOST} 127.0.0.1`],
  });
  // nginx up: the home page answers.
  for (let attempt = 0; ; attempt += 1) {
    const page = await browser.newPage({ ignoreHTTPSErrors: true });
    const response = await page.goto(`https://${HOST}:${httpsPort}/`).catch(() => null);
    await page.close();
    if (response?.status() === 200) break;
    if (attempt > 50) throw new Error('nginx did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
  await service?.close();
  await mail?.close();
});

/** A page of the site in this language (its path after the prefix), with JavaScript on (hydrated) or off. */
async function open(
  prefix: string,
  pagePath: string,
  javaScript: boolean,
  width = 1280,
  hydrates = javaScript,
): Promise<Page> {
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    javaScriptEnabled: javaScript,
    viewport: { width, height: 900 },
  });
  const page = await context.newPage();
  page.on('close', () => void context.close().catch(() => {}));
  await page.goto(`https://${HOST}:${httpsPort}${prefix}${pagePath}`, { waitUntil: 'load' });
  if (hydrates) await waitForHydration(page);
  return page;
}

/**
 * axe over a page the service answered (its HTML as sent, at its address): axe runs as a script,
 * so in a context with JavaScript on; the page itself has none.
 */
async function axeOfAnswer(html: string, pagePath: string, width: number): Promise<string[]> {
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    viewport: { width, height: 900 },
  });
  const page = await context.newPage();
  const url = `https://${HOST}:${httpsPort}${pagePath}`;
  await page.route(url, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  );
  await page.goto(url, { waitUntil: 'load' });
  const found = await axe(page);
  await context.close();
  return found;
}

/** The contact page in this language, with JavaScript on (hydrated) or off. */
const contactPage = (prefix: string, javaScript: boolean) =>
  open(prefix, '/newContact', javaScript);

/** Fills the form with the form's own labels in this language. */
async function fill(page: Page, labels: Record<string, string>, message: { [k: string]: string }) {
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: labels.name, exact: true }).fill(message.name!);
  await form.getByRole('textbox', { name: new RegExp(`^${labels.email}`) }).fill(message.email!);
  await form.getByRole('textbox', { name: labels.message, exact: true }).fill(message.text!);
  await form.getByRole('button', { name: labels.submit }).click();
}

/** The messages tool's CSV export of the service's store. */
function exported(): string {
  const run = spawnSync('node', ['service/src/operator/messages.ts', 'export'], {
    env: { ...process.env, CONTACT_STORE: store },
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  return run.stdout;
}

const count = (text: string, part: string) => text.split(part).length - 1;

describe.each(languages)(
  'a message in $lng, browser → nginx → service → SQLite → SMTP',
  (language) => {
    const { lng, prefix, contact } = language;

    it('with JavaScript: the form says it is sent, the team gets it once, the export shows it once', async () => {
      const page = await contactPage(prefix, true);
      const text = `With script, ${lng}, ${randomUUID()}`;
      await fill(page, contact.form, { name: 'Ana Ruiz', email: 'ana@bank.com', text });
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: contact.form.success }).count())
        .toBe(1);
      await expect.poll(() => mails().filter((mail) => mail.includes(text)).length).toBe(1);
      expect(count(exported(), text)).toBe(1);
      await page.close();
    });

    // Without JavaScript, from the home page at 375 px and from the contact page at 1280 px.
    it.each([
      { from: '', name: 'the home page', width: WIDTHS[0] },
      { from: '/newContact', name: 'the contact page', width: WIDTHS[1] },
    ])(
      'without JavaScript, from $name at $width px: an invalid post gets the error page with what was typed, each error link lands on its field, the corrected post is sent once, and the sent page leads back',
      async ({ from, width }) => {
        const { error, sent, common } = language;
        const page = await open(prefix, from, false, width);
        const home = `https://${HOST}:${httpsPort}${prefix || '/'}`;
        const text = `Round trip, ${lng}, ${randomUUID()}`;
        const typed = { name: 'Ana Ruiz', email: 'ana-at-bank', text };
        const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
        await fill(page, contact.form, typed);
        expect((await answer).status()).toBe(400);
        const answered = await (await answer).text();
        await page.waitForLoadState('load');

        // The error page: its language, "Error: " title, focus on the summary, typed text kept.
        expect(await page.locator('html').getAttribute('lang')).toBe(lng);
        expect(await page.title()).toBe(
          common.errorTitle!.replace(
            '{{title}}',
            error.meta.title!.replace('{{brand}}', site.brand),
          ),
        );
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(error.hero.title);
        const summary = page.getByRole('group', { name: contact.form.summaryTitle });
        expect(await page.locator(':focus').getAttribute('data-error-summary')).toBe('');
        expect(await summary.getByRole('link').allTextContents()).toEqual([
          contact.errors.emailInvalid,
        ]);
        const form = page.getByRole('main');
        const field = {
          name: form.getByRole('textbox', { name: contact.form.name, exact: true }),
          email: form.getByRole('textbox', { name: new RegExp(`^${contact.form.email}`) }),
          message: form.getByRole('textbox', { name: contact.form.message, exact: true }),
        };
        expect(await field.name.inputValue()).toBe(typed.name);
        expect(await field.email.inputValue()).toBe(typed.email);
        expect(await field.message.inputValue()).toBe(typed.text);
        expect(await field.email.getAttribute('aria-invalid')).toBe('true');
        expect(await field.name.getAttribute('aria-invalid')).toBeNull();
        // The way back is the page the form was on, at the form.
        expect(await page.getByRole('link', { name: error.back }).getAttribute('href')).toBe(
          `${prefix}${from}#contact`.replace(/^#/, '/#'),
        );
        expect(
          await axeOfAnswer(answered, `${prefix}/newContact/error/`, width),
          `error page, ${width} px`,
        ).toEqual([]);

        // Its link lands on the field: the field's fragment, the field in view below the header.
        await summary.getByRole('link').click();
        const id = await field.email.getAttribute('id');
        expect(decodeURIComponent(new URL(page.url()).hash)).toBe(`#${id}`);
        // (The page scrolls there smoothly: wait until it has.)
        const header = (await page.locator('header').first().boundingBox())!;
        await expect
          .poll(async () => {
            const box = (await field.email.boundingBox())!;
            return box.y >= header.y + header.height - 1 && box.y + box.height <= 900;
          })
          .toBe(true);

        // Corrected and sent: the sent page, in the language, which leads back home.
        await field.email.fill('ana@bank.com');
        await form.getByRole('button', { name: contact.form.submit }).click();
        await page.waitForURL(`https://${HOST}:${httpsPort}${prefix}/newContact/sent`);
        expect(await page.locator('html').getAttribute('lang')).toBe(lng);
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(sent.hero.title);
        expect(count(exported(), text)).toBe(1);
        await expect
          .poll(() => mails().filter((mail) => mail.includes(text)).length, { timeout: 10_000 })
          .toBe(1);
        await page.getByRole('link', { name: sent.links.home, exact: true }).click();
        await page.waitForURL(home);
        await page.close();
        // axe runs as a script: the sent page with JavaScript on, as it loads.
        const withScript = await open(prefix, '/newContact/sent', true, width);
        expect(await axe(withScript), `sent page, ${width} px`).toEqual([]);
        await withScript.close();
      },
    );

    it.each(WIDTHS)(
      'the failure page as nginx serves it, unfilled, reads whole at %i px: the general reason, a way back, another way; no axe violations',
      async (width) => {
        // No script of its own; axe runs as one.
        const page = await open(prefix, '/newContact/failed/', true, width, false);
        const { failed } = language;
        expect(await page.locator('html').getAttribute('lang')).toBe(lng);
        expect(await page.getByText(failed.reasons.any!).isVisible()).toBe(true);
        expect(await page.getByText(failed.reasons.error!).isVisible()).toBe(false);
        expect(await page.getByRole('link', { name: failed.back }).getAttribute('href')).toBe(
          `${prefix}/newContact`,
        );
        expect(
          await page.getByRole('heading', { level: 2, name: failed.other.heading }).count(),
        ).toBe(1);
        expect(await axe(page), `failure page, ${width} px`).toEqual([]);
        await page.close();
      },
    );
  },
);
