/**
 * Recipe "Add a text page" (docs/editing.md), performed in a copy of the project and built:
 * `npm run new:page cookiePolicy` (tooling/dev/new-page.mjs), the text written into its two locale
 * files (a section added by JSON alone), and its footer link (`--footer`: content/navigation.ts).
 * The built site must then serve the page in English and Spanish, list it in the sitemap, give it
 * its social card and link it from every page's footer; the recipe must have touched exactly
 * the page folder (component and test), its locale files, content/paths.ts, common.json and
 * navigation.ts: 3 files besides the locale files, 4 with the footer link.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFooterLink, newPage } from '../../tooling/dev/new-page.mjs';
import { format, resolveConfig } from 'prettier';
import { projectCopy } from '../support/project-copy';
import { DEFAULT_LOCALE, languageCodes, readLanguage } from '../../shared/locales';

const copy = projectCopy('text-page');
const NAME = 'cookiePolicy';
const PATH = '/cookie-policy';

type PageText = ReturnType<typeof import('../../tooling/dev/new-page.mjs').pageTemplate> & {
  sections: Record<string, Record<string, unknown>>;
};
const readText = (lng: string) =>
  JSON.parse(readFileSync(copy.file(`locales/${lng}/${NAME}.json`), 'utf8')) as PageText;

let generated: ReturnType<typeof newPage>;
let footerFile: string;

/** The project's languages, as their folders say: every one, and those that must be complete. */
const languages = languageCodes();
const complete = languages.filter((lng) => lng === DEFAULT_LOCALE || readLanguage(lng)?.complete);
/** The text each complete language's file gets: English and Spanish as written, others marked. */
const sample = (lng: string) =>
  lng === 'en'
    ? { title: 'Cookies', heading: 'Questions', body: 'Write to us.' }
    : lng === 'es'
      ? { title: 'Cookies', heading: 'Preguntas', body: 'Escríbanos.' }
      : { title: 'Cookies', heading: `Questions (${lng})`, body: `Write to us (${lng}).` };

beforeAll(async () => {
  // 1. npm run new:page cookiePolicy
  generated = newPage(copy.project, NAME);
  // 2. The text, written over the placeholders: a title per language and one more section.
  for (const lng of complete) {
    const { title, heading, body } = sample(lng);
    const text = readText(lng);
    text.hero.title = title;
    text.sections.questions = { heading, p1: body };
    writeFileSync(copy.file(`locales/${lng}/${NAME}.json`), `${JSON.stringify(text, null, 2)}\n`);
  }
  // 3. The footer link (`--footer`): the page added to footerSiteLinks, laid out by Prettier.
  footerFile = await addFooterLink(copy.project, NAME);
  // Only the new page's social cards: the site's other cards are the build's (check:html).
  await copy.build((pageId) => pageId === NAME);
}, 120_000);

afterAll(() => copy.remove());

const text = (node: Element | null | undefined) => node?.textContent?.trim() ?? '';

describe('adding a text page: npm run new:page, its locale files, one line for a footer link', () => {
  it('the generator writes the page folder and locale files and registers the page', () => {
    // A locale file in every language that must be complete; the page's name in every
    // common.json there is.
    expect(generated.created).toEqual([
      'src/pages/CookiePolicy/CookiePolicy.tsx',
      'src/pages/CookiePolicy/CookiePolicy.jsdom.test.tsx',
      ...complete.map((lng) => `locales/${lng}/cookiePolicy.json`),
    ]);
    // Its name only where it wrote the page: a partial language shows both in English.
    expect(generated.edited.sort()).toEqual(
      [
        'content/paths.ts',
        ...complete
          .filter((lng) => existsSync(`locales/${lng}/common.json`))
          .map((lng) => `locales/${lng}/common.json`),
      ].sort(),
    );
    // Nothing else: the whole recipe is these files and the footer's list; besides the locale
    // files, 3 (the page, its test, content/paths.ts) and the footer's.
    expect(copy.changedFiles()).toEqual(
      [...generated.created, ...generated.edited, footerFile].sort(),
    );
    expect(
      copy.changedFiles().filter((file) => !file.startsWith('locales/') && file !== footerFile),
    ).toEqual(
      ['content/paths.ts', ...generated.created.filter((f) => f.startsWith('src/'))].sort(),
    );
  });

  it('writes every file as Prettier lays it out (npm run format leaves them as they are)', async () => {
    for (const file of [...generated.created, ...generated.edited, footerFile]) {
      const at = copy.file(file);
      const source = readFileSync(at, 'utf8');
      // The project's settings (the copy holds what a build reads, not .prettierrc.json).
      const options = (await resolveConfig(file)) ?? {};
      expect(await format(source, { ...options, filepath: at }), file).toBe(source);
    }
  });

  it('refuses a second footer link to the same page', async () => {
    await expect(addFooterLink(copy.project, NAME)).rejects.toThrow(/already/);
  });

  it('refuses a page the site already has', () => {
    expect(() => newPage(copy.project, NAME)).toThrow(/already has a page cookiePolicy/);
    expect(() => newPage(copy.project, 'other', { path: PATH })).toThrow(/already has a page at/);
    expect(() => newPage(copy.project, 'Not-a-name')).toThrow(/Usage/);
  });

  it.each(complete)(
    'the page in %s: its header, then every section of its file in order',
    (lng) => {
      const words = readText(lng);
      const document = copy.page(lng === 'en' ? PATH : `/${lng}${PATH}`);
      const main = document.querySelector('main')!;
      expect(document.documentElement.lang).toBe(lng);
      expect(text(main.querySelector('h1'))).toBe('Cookies');
      expect(document.title.startsWith(`${words.meta.title.split(' | ')[0]!} | `)).toBe(true);
      expect([...main.querySelectorAll('h2')].map(text)).toEqual(
        Object.values(words.sections).map((section) => section.heading),
      );
      const overview = main.querySelector('section#overview')!;
      expect(
        [...overview.querySelectorAll('h3, p, ul, ol')].map((element) => element.tagName),
      ).toEqual(['P', 'H3', 'P', 'UL']);
      expect(main.querySelector('section#next ol')).not.toBeNull();
      expect(text(main.querySelector('section#questions p'))).toBe(sample(lng).body);
    },
  );

  it('is in the sitemap in every language that has its text, and has its social card', () => {
    const entry = copy.sitemap().find(({ url }) => url === PATH);
    for (const lng of complete.filter((code) => code !== 'en')) {
      expect(entry?.alternates.get(lng)).toBe(`/${lng}${PATH}`);
      expect(copy.sitemap().some(({ url }) => url === `/${lng}${PATH}`)).toBe(true);
    }
    for (const lng of complete)
      expect(existsSync(path.join(copy.out, 'social', lng, `${NAME}.png`))).toBe(true);
  });

  it.each([
    ['/aboutUs', PATH],
    ['/es/aboutUs', `/es${PATH}`],
  ])('the footer of %s links to it by its name', (url, href) => {
    const footer = copy.page(url).querySelector('footer')!;
    const link = [...footer.querySelectorAll('a')].find((a) => a.getAttribute('href') === href);
    expect(text(link)).toBe('Cookie policy');
  });
});
