/**
 * Writes `src/i18n/generated/cards.ts` beside the locale import module (writeLocaleModule calls
 * it, so every `npm run i18n:types`, build and copy of the project gets it): the `cards`
 * namespace of every language. A namespace whose English file has a `card` group (each article:
 * `card.description`) gets one entry per language, `{ title: hero.title, ...card }`, taken from
 * the language's own file when the locale module loads it (it has every key of English), else
 * from English, as the page itself would be shown. Pages that list others (Insights, Related
 * Security Articles) load this one small chunk instead of every article's whole text, and
 * publishing an article needs no card text anywhere but its own file.
 *
 *   node tooling/site-build/codegen/card-module.ts [locales dir] [output file]
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import * as locales from '../../../shared/locales.ts';
import { generatedSource, runAsScript, writeIfChanged } from './generated-file.ts';

/** The namespace's name, as src/i18n/registry.ts loads it (CARDS_NAMESPACE). */
export const CARDS_NAMESPACE = 'cards';

type Group = { [key: string]: locales.Tree };
const isGroup = (tree: locales.Tree | undefined): tree is Group =>
  typeof tree === 'object' && tree !== null;

/** Per language, the cards namespace's content: namespace → `{ title, ...card }`. */
export function cardResources(localesDir: string): Map<string, Record<string, Group>> {
  if (existsSync(path.join(localesDir, locales.DEFAULT_LOCALE, `${CARDS_NAMESPACE}.json`))) {
    throw new Error(
      `locales/${locales.DEFAULT_LOCALE}/${CARDS_NAMESPACE}.json: that name is the cards'`,
    );
  }
  const read = (lng: string, ns: string) => locales.readNamespace(lng, ns, localesDir);
  const languages = locales.languageCodes(localesDir);
  const withCards = locales.siteNamespaces(locales.DEFAULT_LOCALE, localesDir).filter((ns) => {
    const english = read(locales.DEFAULT_LOCALE, ns);
    return isGroup(english) && isGroup(english.card);
  });
  const out = new Map<string, Record<string, Group>>();
  for (const lng of languages) {
    const intl = locales.readLanguage(lng, localesDir)?.intl;
    const cards: Record<string, Group> = {};
    for (const ns of withCards) {
      const english = read(locales.DEFAULT_LOCALE, ns);
      const own = lng === locales.DEFAULT_LOCALE ? english : read(lng, ns);
      // The same rule as the locale module: a file that lacks keys is shown in English.
      const shown =
        own !== undefined && locales.untranslatedKeys(english, own, intl).length === 0
          ? own
          : english;
      if (!isGroup(shown) || !isGroup(shown.card)) continue;
      const title = isGroup(shown.hero) ? shown.hero.title : undefined;
      cards[ns] = { ...(typeof title === 'string' ? { title } : {}), ...shown.card };
    }
    out.set(lng, cards);
  }
  return out;
}

/** Writes the cards module and one chunk per language beside it; removes those of other languages. */
export function writeCardModule(
  localesDir = 'locales',
  outFile = 'src/i18n/generated/cards.ts',
): void {
  const resources = cardResources(localesDir);
  const dir = path.join(path.dirname(outFile), CARDS_NAMESPACE);
  const files = new Map(
    [...resources].map(([lng, cards]) => [
      path.join(dir, `${lng}.ts`),
      generatedSource('card-module.ts', null, [
        `const cards = ${JSON.stringify(cards, null, 2)};`,
        'export default cards;',
      ]),
    ]),
  );
  if (existsSync(dir)) {
    for (const file of readdirSync(dir)) {
      if (!files.has(path.join(dir, file))) rmSync(path.join(dir, file));
    }
  }
  for (const [file, source] of files) writeIfChanged(file, source);
  writeIfChanged(
    outFile,
    generatedSource('card-module.ts', 'the folders in locales/', [
      "import type { ResourceLanguage } from 'i18next';",
      '',
      '/** Per language, its `cards` namespace (each its own chunk). */',
      'export const cardLoaders: Record<string, () => Promise<{ default: ResourceLanguage }>> = {',
      ...[...resources.keys()].map(
        (lng) => `  ${JSON.stringify(lng)}: () => import(${JSON.stringify(`./cards/${lng}`)}),`,
      ),
      '};',
    ]),
  );
}

runAsScript(import.meta.url, writeCardModule);
