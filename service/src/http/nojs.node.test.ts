// A form posted without JavaScript (application/x-www-form-urlencoded, as the browser sends it):
// stored and answered with 303 to the "Message sent" page in the page's language, or with the
// site's prerendered error or failure page in that language, filled in: the errors found, the
// posted values, the way back, the wait. JSON posts keep their answers.
//
// The pages here are small stand-ins written by the test, marked as the build marks the real ones
// (src/pages/ContactError/ and ContactFailed/, whose marks src/pages/ContactError/ContactError.jsdom.test.tsx and ContactFailed.jsdom.test.tsx
// checks), so these tests need no build; tests/deploy/contact-e2e.browser.test.ts posts to
// the real built pages.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { specPaths } from '../../../content/paths.ts';
import { CODES } from '../../../src/contact/send.ts';
import { FIELD_LIMITS } from '../../../src/contact/validation.ts';
import { MAX_FORM_BYTES, type Service, type ServiceOptions } from './server.ts';
import { serviceFixture, validMessage as valid } from '../../test/support.ts';

const LOCALES = new URL('../../../locales/', import.meta.url);
/** Every language of the site, from its folders. */
const languages = readdirSync(LOCALES, { withFileTypes: true })
  .filter(
    (entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/language.json`, LOCALES)),
  )
  .map((entry) => entry.name);
type Words = Record<string, Record<string, string>>;
const file = (lng: string, ns: string): Words => {
  const url = new URL(`${lng}/${ns}.json`, LOCALES);
  return existsSync(url) ? (JSON.parse(readFileSync(url, 'utf8')) as Words) : {};
};
/**
 * A namespace's words in a language as the service uses them: a language's own text, English for
 * what a partial language has not translated yet (a missing file or key).
 */
const words = (lng: string, ns: string) => {
  const own = file(lng, ns);
  return Object.fromEntries(
    Object.entries(file('en', ns)).map(([group, english]) => [
      group,
      { ...english, ...own[group] },
    ]),
  ) as {
    form: Record<string, string>;
    errors: Record<string, string>;
    reasons: Record<string, string>;
  };
};
const localized = (pathname: string, lng: string) =>
  lng === 'en' ? pathname : `/${lng}${pathname}`;

/** The page policy the build writes into `_headers`. */
const POLICY = "default-src 'none'; style-src 'self'; form-action 'self'";

/**
 * The error page as the build writes it, reduced to its marks: the summary lists the message of
 * every code (`data-error`), each linking to its field; the fields; the way back.
 */
const errorTemplate = (lng: string) => {
  const { errors } = words(lng, 'contact');
  const items = Object.entries(CODES).map(
    ([code, field]) =>
      `<li data-error="${code}"><a href="#f-${field}">${errors[code]!.replace('{{max, number}}', String(FIELD_LIMITS[field]))}</a></li>`,
  );
  return `<!DOCTYPE html><html lang="${lng}" dir="ltr"><head><meta charset="utf-8"><meta name="description" content="x"><title>Error</title></head><body>
<p><a href="${localized(specPaths.contact, lng)}" data-slot="back">back</a></p>
<form method="post" action="/api/contact"><div role="group" tabindex="-1" autofocus="" data-error-summary=""><h3>!</h3><ul>${items.join('')}</ul></div>
<input type="hidden" name="lang" value="${lng}"/>
<input id="f-name" name="name" class="i" type="text" value=""/>
<input id="f-email" name="email" type="email" value=""/>
<textarea id="f-description" name="description" rows="6"></textarea></form></body></html>`;
};

/** The failure page as the build writes it, reduced to its marks: one paragraph per reason. */
const failedTemplate = (lng: string) => {
  const { reasons } = words(lng, 'contactFailed');
  const paragraphs = Object.entries(reasons).map(
    ([reason, text]) =>
      `<p data-reason="${reason}"${reason === 'any' ? '' : ' hidden=""'}>${text.replace(/<wait>(.*?)<\/wait>/, '<span data-slot="wait">$1</span>')}</p>`,
  );
  return `<!DOCTYPE html><html lang="${lng}" dir="ltr"><head><title>Error</title></head><body>${paragraphs.join('')}<p><a href="${localized(specPaths.contact, lng)}" data-slot="back">back</a></p></body></html>`;
};

/** A built site's contact pages, in the given languages. */
function writePages(dir: string, lngs: readonly string[]) {
  for (const lng of lngs) {
    for (const [page, html] of [
      [specPaths.contactError, errorTemplate(lng)],
      [specPaths.contactFailed, failedTemplate(lng)],
    ] as const) {
      const folder = path.join(dir, localized(page, lng).slice(1));
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, 'index.html'), html);
    }
  }
  writeFileSync(path.join(dir, '_headers'), `/*\n  Content-Security-Policy: ${POLICY}\n`);
}

const services = serviceFixture();
let service: Service;
let pagesDir: string;
const start = async (options: ServiceOptions = {}) => {
  service = await services.start({
    allowedOrigins: ['http://localhost:1234'],
    limits: { rateLimit: { max: 50, windowMs: 60_000 } },
    pagesDir,
    ...options,
  });
};
beforeEach(async () => {
  pagesDir = await mkdtemp(path.join(tmpdir(), 'service-pages-'));
  writePages(pagesDir, languages);
  await start();
});
afterEach(async () => {
  await services.closeAll();
  rmSync(pagesDir, { recursive: true, force: true });
});

const postForm = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(service.url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });

describe('a valid form post', () => {
  it.each(languages)(
    'in %s: stored, then 303 to the "Message sent" page in that language',
    async (lng) => {
      const response = await postForm({ ...valid, type: '4', lang: lng });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(localized(specPaths.contactSent, lng));
      expect(service.store.list()).toMatchObject([{ ...valid, type: '4', lang: lng }]);
    },
  );

  it('from a language the site does not have: the English page', async () => {
    const response = await postForm({ ...valid, lang: 'xx' });
    expect(response.headers.get('location')).toBe(specPaths.contactSent);
    expect(service.store.list()[0]?.lang).toBe('en');
  });

  it('from the site itself (Origin is its own Host) needs no CORS; from the dev server goes back there', async () => {
    const own = await postForm(valid, { Origin: new URL(service.url).origin });
    expect(own.status).toBe(303);
    expect(own.headers.get('access-control-allow-origin')).toBeNull();
    const dev = await postForm({ ...valid, lang: 'es' }, { Origin: 'http://localhost:1234' });
    expect(dev.headers.get('location')).toBe(
      `http://localhost:1234${localized(specPaths.contactSent, 'es')}`,
    );
    const other = await postForm(valid, { Origin: 'https://evil.example' });
    expect(other.status).toBe(403);
    expect(service.store.list()).toHaveLength(2);
  });
});

/** What a page's summary lists, its links and the values of its fields. */
function read(html: string) {
  const listed = [...html.matchAll(/<li data-error="(\w+)"><a href="([^"]*)">([^<]*)<\/a><\/li>/g)];
  const value = (field: string) =>
    /<input [^>]*name="(\w+)"[^>]*>/g
      .exec(html.slice(html.indexOf(`name="${field}"`) - 40))?.[0]
      .match(/ value="([^"]*)"/)?.[1];
  return {
    codes: listed.map((match) => match[1]),
    links: listed.map((match) => match[2]),
    texts: listed.map((match) => match[3]),
    back: /<a href="([^"]*)" data-slot="back">/.exec(html)?.[1],
    name: value('name'),
    email: value('email'),
    description: /<textarea [^>]*>([^<]*)<\/textarea>/.exec(html)?.[1],
    invalid: [...html.matchAll(/<(?:input|textarea) id="f-(\w+)"[^>]*aria-invalid="true"/g)].map(
      (match) => match[1],
    ),
  };
}

describe('an invalid form post', () => {
  it.each(languages)(
    'in %s: 400, the error page of that language with the errors found, the values posted and the way back',
    async (lng) => {
      const referer = `http://127.0.0.1${localized('/', lng)}`;
      const posted = { name: 'R2-D2', email: 'a@b', description: ' ', type: '4', lang: lng };
      const response = await postForm(posted, { Referer: referer });
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toBe(POLICY);
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const html = await response.text();
      expect(html).toContain(`<html lang="${lng}"`);
      const page = read(html);
      const { errors } = words(lng, 'contact');
      expect(page.codes).toEqual(['nameLetters', 'emailInvalid', 'messageRequired']);
      expect(page.texts).toEqual([errors.nameLetters, errors.emailInvalid, errors.messageRequired]);
      expect(page.links).toEqual(['#f-name', '#f-email', '#f-description']);
      expect(page).toMatchObject({ name: 'R2-D2', email: 'a@b', description: '\n ' });
      expect(page.invalid).toEqual(['name', 'email', 'description']);
      // Back to where the form was: the page it was posted from, at the form.
      expect(page.back).toBe(`${localized('/', lng)}#contact`);
      expect(service.store.list()).toEqual([]);
    },
  );

  it('escapes the values it puts back, and keeps only the fields that are wrong marked', async () => {
    const response = await postForm({
      name: 'a'.repeat(FIELD_LIMITS.name + 1),
      email: '"><script>alert(1)</script>',
      description: `Line one & <b>two</b>\n"quoted" 'single'`,
      lang: 'es',
    });
    const html = await response.text();
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    const page = read(html);
    expect(page.codes).toEqual(['nameTooLong', 'emailInvalid']);
    expect(page.email).toBe('&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(page.description).toBe(
      '\nLine one &#38; &#60;b&#62;two&#60;/b&#62;\n&#34;quoted&#34; &#39;single&#39;',
    );
    expect(page.invalid).toEqual(['name', 'email']);
    expect(page.texts[0]).toBe(
      words('es', 'contact').errors.nameTooLong!.replace(
        '{{max, number}}',
        String(FIELD_LIMITS.name),
      ),
    );
  });

  it('links back only to a plain page path of the site, never to one of its own answers', async () => {
    const odd = await postForm(
      { ...valid, email: 'no' },
      { Referer: 'https://site.example//evil.example/"><script>' },
    );
    const page = await odd.text();
    expect(page).not.toContain('evil.example');
    expect(read(page).back).toBe(`${specPaths.contact}#contact`);
    // Sent again from the error page itself: back to the contact page of its language.
    const again = await postForm(
      { ...valid, email: 'no', lang: 'es' },
      { Referer: `https://site.example${localized(specPaths.contactError, 'es')}` },
    );
    expect(read(await again.text()).back).toBe(`${localized(specPaths.contact, 'es')}#contact`);
  });

  it('in a language the site does not have, or has no page for: the default language’s page', async () => {
    const unknown = await (await postForm({ ...valid, email: 'no', lang: 'zz' })).text();
    expect(unknown).toContain('<html lang="en"');
    const other = languages.find((lng) => lng !== 'en');
    if (!other) return;
    rmSync(path.join(pagesDir, other), { recursive: true });
    const html = await (await postForm({ ...valid, email: 'no', lang: other })).text();
    expect(html).toContain('<html lang="en"');
    expect(read(html).texts).toEqual([words('en', 'contact').errors.emailInvalid]);
  });

  it('reads a page again once it changes on disk (a deploy), and answers the bare status without one', async () => {
    await (await postForm({ ...valid, email: 'no' })).text();
    const file = path.join(pagesDir, specPaths.contactError.slice(1), 'index.html');
    writeFileSync(file, errorTemplate('en').replace('<title>Error</title>', '<title>New</title>'));
    expect(await (await postForm({ ...valid, email: 'no' })).text()).toContain(
      '<title>New</title>',
    );
    rmSync(pagesDir, { recursive: true });
    const bare = await postForm({ ...valid, email: 'no' });
    expect(bare.status).toBe(400);
    expect(bare.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await bare.text()).toBe('400 Bad Request\n');
  });
});

describe('a form post the service cannot take', () => {
  it.each(languages)(
    'in %s: 429 gets the failure page of that language, saying why and how long to wait (Retry-After)',
    async (lng) => {
      await service.close();
      await start({ limits: { rateLimit: { max: 1, windowMs: 60_000 } } });
      expect((await postForm({ ...valid, lang: lng })).status).toBe(303);
      const refused = await postForm(
        { ...valid, lang: lng },
        { Referer: `http://127.0.0.1${localized(specPaths.contact, lng)}` },
      );
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('60');
      const html = await refused.text();
      expect(html).toContain(`<html lang="${lng}"`);
      const shown = [...html.matchAll(/<p data-reason="(\w+)">/g)].map((match) => match[1]);
      expect(shown).toEqual(['busy']);
      const minute = new Intl.NumberFormat(lng, {
        style: 'unit',
        unit: 'minute',
        unitDisplay: 'long',
      }).format(1);
      expect(html).toContain(`<span data-slot="wait">${minute}</span>`);
      expect(/<a href="([^"]*)" data-slot="back">/.exec(html)?.[1]).toBe(
        `${localized(specPaths.contact, lng)}#contact`,
      );
    },
  );

  it('413 says the message is too long; without a known wait the page keeps its own words', async () => {
    const large = await postForm({ ...valid, description: 'x'.repeat(MAX_FORM_BYTES) });
    expect(large.status).toBe(413);
    const html = await large.text();
    expect([...html.matchAll(/<p data-reason="(\w+)">/g)].map((match) => match[1])).toEqual([
      'tooLarge',
    ]);
    expect(html).toContain(failedTemplate('en').match(/<span data-slot="wait">[^<]*<\/span>/)![0]);
  });
});

describe('JSON posts', () => {
  it('keep their answers: 200 {ok: true}, 400 with the field errors', async () => {
    const post = (body: object) =>
      fetch(service.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const ok = await post({ ...valid, type: '4' });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ok: true });
    const bad = await post({ ...valid, email: 'no' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ errors: [{ field: 'email', code: 'emailInvalid' }] });
  });
});
