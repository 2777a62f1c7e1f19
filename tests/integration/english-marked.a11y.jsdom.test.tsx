import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { cleanup } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { prerenderUrls } from '../../src/app/routes';
import { readGlossary } from '../../tooling/i18n/check';
import { DEFAULT_LOCALE, flatten, isNamespaceFile } from '../../shared/locales';
import { unmarkedEnglishWords, type GlossaryWithWords } from '../../tooling/i18n/english-words';
import { languages } from '../support/locales-under-test';
import { renderRoute } from '../../src/test/renderRoute';

/**
 * The accessibility statement promises that no text is left in another language without being
 * marked as such. The pseudo-locale check proves no text is hard-coded; this one renders every
 * page of every translated language and proves that what shows outside `lang="en"` is the
 * language's own: no English sentence of the page's translation files (an untranslated key, a
 * fallback), and none of the one-word English names the language's glossary lists
 * (`englishWords`: Least, Baseline, Moderate, Govern…). Languages and pages are read from
 * locales/ and the route table.
 */

/** A namespace's English texts, as plain text (tags out, variables as breaks). */
const plain = (text: string) =>
  text
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
const readTree = (lng: string, ns: string) =>
  JSON.parse(readFileSync(path.join('locales', lng, `${ns}.json`), 'utf8')) as never;

/** Every text of a language, plain, joined: an English run it holds anywhere is its own. */
function languageText(lng: string): string {
  return readdirSync(path.join('locales', lng))
    .filter(isNamespaceFile)
    .flatMap((file) => [...flatten(readTree(lng, file.replace(/\.json$/, ''))).values()])
    .map(plain)
    .join('\n');
}

/**
 * English runs of four words or more from the namespaces' texts (split at variables) that the
 * language's own texts never hold: shown outside `lang="en"`, each is English left unmarked.
 */
function englishRuns(namespaces: readonly string[], own: string): string[] {
  const runs = new Set<string>();
  for (const ns of namespaces)
    for (const text of flatten(readTree(DEFAULT_LOCALE, ns)).values())
      for (const part of plain(text).split(/\{\{[^}]*\}\}/))
        if (part.trim().split(' ').length >= 4 && !own.includes(part.trim())) runs.add(part.trim());
  return [...runs];
}

/**
 * The page's text outside every element marked English (`lang="en"`, `lang="en-…"`): as it reads
 * (text nodes joined as they stand, for sentences) and word by word (joined with spaces, so the
 * last word of one element and the first of the next stay apart).
 */
function textOutsideEnglish(): { reads: string; words: string; links: string[] } {
  const body = document.body.cloneNode(true) as HTMLElement;
  for (const element of body.querySelectorAll('[lang]'))
    if (/^en\b/.test(element.getAttribute('lang') ?? '')) element.remove();
  const nodes: string[] = [];
  const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    nodes.push(node.textContent ?? '');
  return {
    reads: nodes.join('').replace(/\s+/g, ' '),
    words: nodes.join(' ').replace(/\s+/g, ' '),
    links: [...body.querySelectorAll('a')].map((link) => plain(link.textContent ?? '')),
  };
}

/**
 * English's names of the pages a language's common.json lacks (pages added since it was
 * translated: the site names them in English). Too short for a run, so checked as link texts.
 */
function englishPageNames(lng: string): string[] {
  const own = existsSync(path.join('locales', lng, 'common.json'))
    ? (readTree(lng, 'common') as { pages?: Record<string, string> }).pages
    : undefined;
  const english = (readTree(DEFAULT_LOCALE, 'common') as { pages: Record<string, string> }).pages;
  return Object.entries(english)
    .filter(([page]) => own?.[page] === undefined)
    .map(([, name]) => plain(name));
}

function unmarkedEnglish(namespaces: readonly string[], lng: string, own: string): string[] {
  const glossary = readGlossary(lng) as GlossaryWithWords | undefined;
  const text = textOutsideEnglish();
  return [
    ...englishRuns(namespaces, own)
      .filter((run) => text.reads.includes(run))
      .map((run) => `English text "${run}"`),
    ...unmarkedEnglishWords(
      text.words,
      glossary?.englishWords ?? [],
      glossary?.properNames ?? [],
    ).map((word) => `English name "${word}"`),
    ...englishPageNames(lng)
      .filter((name) => text.links.includes(name))
      .map((name) => `English page name "${name}"`),
  ];
}

const cases = prerenderUrls()
  .filter(({ lng }) => lng !== DEFAULT_LOCALE && languages.includes(lng))
  .map(({ url, lng, page }) => ({
    url,
    lng,
    namespaces: [...page.namespaces, 'common'].filter((ns) =>
      existsSync(path.join('locales', DEFAULT_LOCALE, `${ns}.json`)),
    ),
  }));

describe('no English is left unmarked on a translated page', () => {
  const own = new Map(languages.map((lng) => [lng, languageText(lng)]));

  it('there are translated pages to check (read from locales/ and the routes)', () => {
    expect(cases.length).toBeGreaterThan(10);
  });

  it.each(cases)('$url', async ({ url, lng, namespaces }) => {
    await renderRoute(url);
    const found = unmarkedEnglish(namespaces, lng, own.get(lng)!);
    expect(found).toEqual([]);
    cleanup();
  });

  it.each(languages)(
    '%s: catches an unmarked English sentence, and an English name its glossary lists (the check itself works)',
    async (lng) => {
      const page = cases.find((entry) => entry.lng === lng && /ffiec/.test(entry.url))!;
      await renderRoute(page.url);
      const main = document.querySelector('main')!;
      const english = readTree(DEFAULT_LOCALE, 'ffiec') as { maturity: { rule: string } };
      // A language's English words are its own glossary's (a word English shares with the
      // language is not one): a language without a glossary yet has none to catch.
      const name = (readGlossary(lng) as GlossaryWithWords | undefined)?.englishWords?.[0];
      for (const text of [plain(english.maturity.rule), name].filter(
        (text) => text !== undefined,
      )) {
        const stray = document.createElement('p');
        stray.textContent = text;
        main.append(stray);
      }
      const found = unmarkedEnglish(page.namespaces, lng, own.get(lng)!);
      if (name !== undefined) expect(found).toContain(`English name "${name}"`);
      expect(found.some((entry) => entry.startsWith('English text'))).toBe(true);
      // Marked as English, the same texts pass.
      for (const stray of main.querySelectorAll('p:last-of-type, p:nth-last-of-type(2)'))
        stray.setAttribute('lang', 'en');
      expect(unmarkedEnglish(page.namespaces, lng, own.get(lng)!)).toEqual([]);
      cleanup();
    },
  );
});
