import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { articleIds, articles } from '../../content/articles';
import { pages } from '../../src/app/routes';
import { readGlossary } from '../../tooling/i18n/check';
import { DEFAULT_LOCALE, flatten, isNamespaceFile, readLanguage } from '../../shared/locales';
import { renderRoute } from '../../src/test/renderRoute';

/**
 * WCAG 3.1.2: every English name a translation keeps as a text of its own (a control's or
 * safeguard's title, a domain, a publication's title) is marked `<en>…</en>` in its file
 * (npm run i18n:check fails otherwise, for a whole text and for a name inside a sentence), and
 * the page renders it as `lang="en"`: no `<en>` shows as text, a marked name of two words or more
 * has `lang="en"` wherever the page shows it, running text included, and a one-word name in every
 * table cell and list item where it appears. Languages, namespaces and names are read from
 * locales/.
 */
const languages = readdirSync('locales', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== DEFAULT_LOCALE)
  .map((entry) => entry.name)
  .filter((lng) => readLanguage(lng) !== undefined);

/** Per language and namespace, the English names its texts mark. */
function markedNames(lng: string) {
  const out: { ns: string; names: string[] }[] = [];
  for (const file of readdirSync(path.join('locales', lng)).filter(isNamespaceFile)) {
    const tree = JSON.parse(readFileSync(path.join('locales', lng, file), 'utf8'));
    const names = [...flatten(tree).values()].flatMap((text) =>
      [...text.matchAll(/<en>([^<]+)<\/en>/g)].map((match) => match[1]!),
    );
    if (names.length) out.push({ ns: file.replace(/\.json$/, ''), names: [...new Set(names)] });
  }
  return out;
}

/**
 * The pages that show a namespace's texts: those whose own namespace it is (the route table's
 * first), or, for `insights`, the articles, which list their sources from it.
 */
function pagesOf(ns: string): string[] {
  if (ns === 'insights') return articleIds.map((id) => articles[id].path);
  return pages.filter((page) => page.namespaces[0] === ns).map((page) => page.path);
}

/** The text nodes under `root` that contain `name`. */
function textNodesWith(root: Node, name: string): Text[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const found: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (node.textContent?.includes(name)) found.push(node as Text);
  return found;
}

/**
 * Whether `text` shows `name` as a whole word or name, outside the longer proper names that hold
 * it ("Privacy" in the NIST Privacy Framework).
 */
function showsName(text: string, name: string, properNames: readonly string[]): boolean {
  const plain = properNames
    .filter((proper) => proper !== name && proper.includes(name))
    .reduce((rest, proper) => rest.split(proper).join(' '), text);
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}-])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(plain);
}

const cases = languages.flatMap((lng) =>
  markedNames(lng).flatMap(({ ns, names }) =>
    pagesOf(ns).map((page) => ({
      url: `/${lng}${page === '/' ? '' : page}`,
      ns,
      names,
      properNames: readGlossary(lng)?.properNames ?? [],
    })),
  ),
);

describe('English names inside a translation are marked lang="en" on the page', () => {
  it('there are pages to check (names are read from the locale files)', () => {
    expect(cases.length).toBeGreaterThan(5);
  });

  it.each(cases)('$url ($ns)', async ({ url, names, properNames }) => {
    const { container } = await renderRoute(url);
    const main = container.querySelector('main') ?? container;
    // No markup shown as text: every <en> went through the inline markup.
    expect(
      textNodesWith(main, 'en>')
        .map((node) => node.textContent ?? '')
        .filter((text) => /<\/?en>/.test(text))
        .map((text) => text.slice(Math.max(0, text.search(/<\/?en>/) - 40)).slice(0, 120)),
    ).toEqual([]);
    let shown = 0;
    const unmarked: string[] = [];
    for (const name of names) {
      for (const node of textNodesWith(main, name)) {
        // The name as a whole word, outside the glossary's proper names: "Monitor" is not in
        // "Monitorear", nor "Privacy" in the NIST Privacy Framework.
        if (!showsName(node.textContent ?? '', name, properNames)) continue;
        shown += 1;
        // A name of two words or more is English wherever it shows, in running text too (a
        // sentence that quotes a publication's title); a one-word name (Planned, Identify) in the
        // table cells and list items where names are listed.
        const listed = node.parentElement?.closest('td, th, li, dt, dd');
        if (!listed && !/\s/.test(name)) continue;
        if (node.parentElement?.closest('[lang]')?.getAttribute('lang') !== 'en')
          unmarked.push(`"${name}" in "${node.textContent?.trim().slice(0, 120)}"`);
      }
    }
    expect(unmarked).toEqual([]);
    // Each page shows some of the names its namespace marks (an article cites some sources).
    expect(shown).toBeGreaterThan(0);
    cleanup();
  });
});
