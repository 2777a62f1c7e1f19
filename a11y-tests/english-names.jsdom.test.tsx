import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { articleIds, articles } from '../content/articles';
import { specPaths } from '../content/paths';
import { DEFAULT_LOCALE, flatten, isNamespaceFile, readLanguage } from '../scripts/i18n/check';
import { renderRoute } from '../src/test/renderRoute';

/**
 * WCAG 3.1.2: every English name a translation keeps as a text of its own (a control's or
 * safeguard's title, a domain, a publication's title) is marked `<en>…</en>` in its file
 * (npm run i18n:check fails otherwise), and the page renders it as `lang="en"`: no `<en>` shows
 * as text, and in every table cell and list item where a marked name appears it has
 * `lang="en"`. Languages, namespaces and names are read from locales/.
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

/** The pages that show a namespace's texts: its own page, or, for `insights`, the articles. */
function pagesOf(ns: string): string[] {
  if (ns === 'insights') return articleIds.map((id) => articles[id].path);
  const own = (specPaths as Record<string, string>)[ns];
  return own ? [own] : [];
}

/** The text nodes under `root` that contain `name`. */
function textNodesWith(root: Node, name: string): Text[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const found: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (node.textContent?.includes(name)) found.push(node as Text);
  return found;
}

const cases = languages.flatMap((lng) =>
  markedNames(lng).flatMap(({ ns, names }) =>
    pagesOf(ns).map((page) => ({ url: `/${lng}${page === '/' ? '' : page}`, ns, names })),
  ),
);

describe('English names inside a translation are marked lang="en" on the page', () => {
  it('there are pages to check (names are read from the locale files)', () => {
    expect(cases.length).toBeGreaterThan(5);
  });

  it.each(cases)('$url ($ns)', async ({ url, names }) => {
    const { container } = await renderRoute(url);
    const main = container.querySelector('main') ?? container;
    // No markup shown as text: every <en> went through the inline markup.
    expect(main.textContent).not.toMatch(/<\/?en>/);
    let shown = 0;
    const unmarked: string[] = [];
    for (const name of names) {
      for (const node of textNodesWith(main, name)) {
        shown += 1;
        // Table cells and list items: WCAG 3.1.2 in the places the names are listed.
        if (!node.parentElement?.closest('td, th, li, dt, dd')) continue;
        if (node.parentElement.closest('[lang]')?.getAttribute('lang') !== 'en')
          unmarked.push(`"${name}" in "${node.textContent?.trim().slice(0, 120)}"`);
      }
    }
    expect(unmarked).toEqual([]);
    // Each page shows some of the names its namespace marks (an article cites some sources).
    expect(shown).toBeGreaterThan(0);
    cleanup();
  });
});
