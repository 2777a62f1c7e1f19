// A form posted without JavaScript (application/x-www-form-urlencoded, as the browser sends it):
// stored and answered with 303 to the "Message sent" page in the page's language, or with a page
// in that language listing the errors. JSON posts keep their answers.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { specPaths } from '../../../content/paths.ts';
import { FIELD_LIMITS } from '../../../src/contact/validation.ts';
import { startService, type Service } from './server.ts';

const LOCALES = new URL('../../../locales/', import.meta.url);
/** Every language of the site, from its folders. */
const languages = readdirSync(LOCALES).filter((name) =>
  readdirSync(new URL(`${name}/`, LOCALES)).includes('language.json'),
);
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
    service: Record<string, string>;
  };
};
const localized = (pathname: string, lng: string) =>
  lng === 'en' ? pathname : `/${lng}${pathname}`;

let service: Service;
beforeEach(async () => {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'service-nojs-')), 'm.sqlite');
  service = await startService({
    port: 0,
    file,
    log: () => {},
    allowedOrigins: ['http://localhost:1234'],
    limits: { rateLimit: { max: 50, windowMs: 60_000 } },
  });
});
afterEach(async () => service.close());

const valid = { name: 'Ana García', email: 'ana@bank.com', description: 'Please call me.' };
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

describe('an invalid form post', () => {
  const validator = new HtmlValidate(new FileSystemConfigLoader());

  it.each(languages)(
    'in %s: a 400 page in that language with an error summary and a way back',
    async (lng) => {
      const referer = `http://127.0.0.1${localized(specPaths.contact, lng)}`;
      const response = await postForm(
        { name: 'R2-D2', email: 'a@b', description: ' ', type: '4', lang: lng },
        { Referer: referer },
      );
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await response.text();
      const { form, errors } = words(lng, 'contact');
      const { service: text } = words(lng, 'contactSent');
      expect(html).toMatch(new RegExp(`<html lang="${lng}" dir="(ltr|rtl)">`));
      expect(html).toContain(`<h2 id="summary-title">${form.summaryTitle}</h2>`);
      expect(html).toMatch(
        /<div class="summary" role="alert" aria-labelledby="summary-title" tabindex="-1" autofocus>/,
      );
      const back = localized(specPaths.contact, lng);
      for (const code of ['nameLetters', 'emailInvalid', 'messageRequired']) {
        expect(html).toContain(`<li><a href="${back}">${errors[code]}</a></li>`);
      }
      expect(html).toContain(`<a href="${back}">${text.formLink}</a>`);
      expect(html).toContain(text.back);
      expect(html).toContain('<meta name="robots" content="noindex">');
      const report = await validator.validateString(html);
      expect(report.results.flatMap((result) => result.messages.map((m) => m.message))).toEqual([]);
      expect(service.store.list()).toEqual([]);
    },
  );

  it('writes limits in the language and escapes what it repeats', async () => {
    const response = await postForm({
      ...valid,
      name: 'a'.repeat(FIELD_LIMITS.name + 1),
      lang: 'es',
    });
    const html = await response.text();
    expect(html).toContain(
      words('es', 'contact').errors.nameTooLong!.replace(
        '{{max, number}}',
        String(FIELD_LIMITS.name),
      ),
    );
    // A Referer that is not a plain path of the site is not linked to.
    const odd = await postForm(
      { ...valid, email: 'no' },
      { Referer: 'https://site.example//evil.example/"><script>' },
    );
    const page = await odd.text();
    expect(page).not.toContain('evil.example');
    expect(page).toContain(`href="${specPaths.contact}"`);
  });

  it('in a language the site does not have: English', async () => {
    const html = await (await postForm({ ...valid, email: 'no', lang: 'zz' })).text();
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain(words('en', 'contact').errors.emailInvalid);
  });

  it('has a strict Content-Security-Policy of its own that allows its one style', async () => {
    const response = await postForm({ ...valid, email: 'no' });
    const policy = response.headers.get('content-security-policy') ?? '';
    const html = await response.text();
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(policy).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
    expect(html).not.toMatch(/<script|style="/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('a form post the service cannot take', () => {
  it('gets a page saying so in the language of the page it came from (429 before the body is read)', async () => {
    await service.close();
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'service-nojs-')), 'm.sqlite');
    service = await startService({
      port: 0,
      file,
      log: () => {},
      limits: { rateLimit: { max: 1, windowMs: 60_000 } },
    });
    expect((await postForm({ ...valid, lang: 'es' })).status).toBe(303);
    const refused = await postForm(
      { ...valid, lang: 'es' },
      { Referer: `http://127.0.0.1${localized(specPaths.contact, 'es')}` },
    );
    expect(refused.status).toBe(429);
    const html = await refused.text();
    expect(html).toContain('<html lang="es" dir="ltr">');
    expect(html).toContain(words('es', 'contactSent').service.failure);
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
