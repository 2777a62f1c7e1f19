/**
 * Adding a language is adding a folder — proven without a build. A temporary copy of the project
 * gets one more folder, `locales/ar-XB/` (generated from English by tooling/i18n/pseudo-locales.ts:
 * right to left, mirrored text), and nothing else. The copy's own registry, route table and
 * renderer (src/entry-server.tsx, run through tooling/site-build/prerender.mjs as `npm run build` does) must
 * then serve every page under `/ar-XB/…`, list it in sitemap.xml and in every page's hreflang
 * alternates, and link to it from the language switcher by its `language.json` name.
 * The same checks over a real Parcel build: tests/browser/added-locale.browser.test.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLanguage } from '../../tooling/i18n/check';
import { isNamespaceFile, type Tree } from '../../shared/locales';
import { addedLocaleProblems } from '../support/added-locale-checks';
import { prerenderSite } from '../../tooling/site-build/prerender.mjs';
import {
  BIDI_LOCALE,
  copyProject,
  PDF,
  pseudoBidiString,
  pseudoNamespace,
  PSEUDO_BIDI_MARK,
  REPO_ROOT,
  RLM,
  RLO,
  writePseudoLocales,
} from '../../tooling/i18n/pseudo-locales';

type Server = typeof import('../../src/entry-server');
type Routes = typeof import('../../src/app/routes');
type Registry = typeof import('../../src/i18n/registry');

const { code, language } = BIDI_LOCALE;
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'extra-locale-'));
const PROJECT = path.join(TMP, 'project');
const OUT = path.join(TMP, 'out');

const englishNamespaces = fs
  .readdirSync(path.join(REPO_ROOT, 'locales', 'en'))
  .filter(isNamespaceFile)
  .map((file) => file.replace(/\.json$/, ''))
  .sort();

/** A module of the copy (its own module graph: globs see the copy's locales/). */
const fromCopy = async <T>(file: string): Promise<T> =>
  (await import(/* @vite-ignore */ pathToFileURL(path.join(PROJECT, file)).href)) as T;

let server: Server;
let routes: Routes;
let registry: Registry;

beforeAll(async () => {
  copyProject(PROJECT);
  writePseudoLocales(path.join(PROJECT, 'locales'));
  server = await fromCopy<Server>('src/entry-server.tsx');
  routes = await fromCopy<Routes>('src/app/routes.ts');
  registry = await fromCopy<Registry>('src/i18n/registry.ts');
}, 60_000);

afterAll(() => fs.rmSync(TMP, { recursive: true, force: true }));

describe(`pseudo-locale generator (${code})`, () => {
  it('mirrors every word and keeps {{variables}} and <tags> exactly', () => {
    const word = (text: string) => `${RLM}${RLO}${text}${PDF}${RLM}`;
    expect(pseudoBidiString('Call {{brand}} <strong>today,</strong> please.')).toBe(
      `${word('Call')} {{brand}} <strong>${word('today,')}</strong> ${word('please.')}`,
    );
  });

  it('adds every plural category of the target language (Arabic: zero … many)', () => {
    const forms = pseudoNamespace(
      { item_one: 'one item', item_other: '{{count}} items' },
      BIDI_LOCALE,
    );
    expect(Object.keys(forms as object).sort()).toEqual(
      ['item_few', 'item_many', 'item_one', 'item_other', 'item_two', 'item_zero'].sort(),
    );
  });

  it("never writes into the repository's locales/", () => {
    expect(() => writePseudoLocales(path.join(REPO_ROOT, 'locales'))).toThrow(/test-only/);
  });

  it(`${code}: every namespace, key, {{variable}} and tag of English, no empty value`, () => {
    const read = (lng: string, ns: string): Tree | undefined => {
      const file = path.join(PROJECT, 'locales', lng, `${ns}.json`);
      return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Tree) : undefined;
    };
    // Plural categories English lacks (`_few`, …) are what the language needs, not extra keys.
    const problems = checkLanguage(
      code,
      englishNamespaces,
      read,
      {},
      {
        complete: true,
        intl: language.intl,
      },
    ).problems.filter((problem) => !/_(zero|two|few|many): not in English$/.test(problem));
    expect(problems, `${code}: locale file problems`).toEqual([]);
  });
});

describe(`adding locales/${code}/ to a copy of the project (no build)`, () => {
  it('the registry finds the folder: code, language.json, namespaces', async () => {
    expect(registry.localeCodes, `${code} missing from localeCodes`).toContain(code);
    expect(registry.localeCodes[0]).toBe(registry.defaultLocale);
    expect(registry.isLocale(code)).toBe(true);
    expect(registry.languageOf(code), `${code}: language.json`).toEqual(language);
    expect(await registry.namespacesOf(code), `${code}: namespaces`).toEqual(
      (await registry.namespacesOf(registry.defaultLocale)).sort(),
    );
  });

  it('the route table gives every page a /<code>/… URL that resolves back to it', () => {
    const urls = routes.prerenderUrls().filter(({ lng }) => lng === code);
    expect(urls.map(({ page }) => page.id)).toEqual(routes.pages.map(({ id }) => id));
    for (const { url, page } of urls) {
      expect(url, `${code} ${page.id}`).toBe(
        page.path === '/' ? `/${code}` : `/${code}${page.path}`,
      );
      const match = routes.routeAt(url);
      expect([match.lng, match.page?.id], `${code} ${url}: routeAt`).toEqual([code, page.id]);
    }
  });

  describe('prerendered with the copy’s renderer (tooling/site-build/prerender.mjs)', () => {
    beforeAll(async () => {
      fs.mkdirSync(OUT, { recursive: true });
      // The source shell stands in for Parcel's built index.html: same charset, #root and script.
      fs.cpSync(path.join(PROJECT, 'src', 'index.html'), path.join(OUT, 'index.html'));
      // The pages, sitemap and alternates; not the social cards, which nothing here reads (a
      // built site's are checked by `npm run check:html`): drawing the added language's took a
      // fifth of this file's CPU on a fresh clone.
      await prerenderSite(server, OUT, { socialCards: false });
    }, 120_000);

    it(`every page under /${code}/ (lang, dir="rtl", ${code} text), in sitemap.xml and every page's hreflang alternates, linked from the language switcher as "${language.name}"`, () => {
      expect(addedLocaleProblems(OUT, { ...BIDI_LOCALE, textMark: PSEUDO_BIDI_MARK })).toEqual([]);
      const written = server.prerenderUrls().filter(({ lng }) => lng === code);
      expect(written.length, `${code}: pages prerendered`).toBe(routes.pages.length);
    });

    it('the check itself works: a language the site does not have is reported page by page', () => {
      const missing = { code: 'xx', language: { ...language, name: 'Xx' } };
      const problems = addedLocaleProblems(OUT, missing);
      expect(problems).toContain('xx /xx/aboutUs: not in sitemap.xml');
      expect(problems).toContain('en /aboutUs: the language switcher has no xx link');
      expect(problems).toContain(
        `${code} /${code}/aboutUs: sitemap.xml lists no hreflang="xx" alternate to /xx/aboutUs`,
      );
    });
  });
});
