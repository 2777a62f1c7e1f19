/**
 * Test-only languages, generated from English into a TEMPORARY COPY of the project, never into
 * the repository's `locales/` (which holds only real translations):
 *
 * - `ar-XB` "Pseudo-Bidi": a right-to-left language (`dir: "rtl"`, Arabic plural rules and
 *   formatting). Every word of every string is wrapped in RLM RLO … PDF RLM (Android's bidi
 *   pseudo-locale), so it is laid out and displayed right to left — mirrored — while
 *   `{{variables}}` and `<tags>` stay intact. A layout that does not mirror, or text that does not
 *   come from a translation, shows at once.
 *
 * `tooling/dev/build-pseudo.mjs` copies the project with `copyProject`, adds these folders with
 * `writePseudoLocales` and builds the copy into `build/pseudo/`; `tests/integration/extra-locale.node.test.ts`
 * renders a copy without building it. Adding a language is adding a folder: nothing else changes.
 * Runs under Vitest and under Node ≥ 22.18 (type stripping), so it imports with `.ts` extensions.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isNamespaceFile } from '../../shared/locales.ts';
import { writeLocaleModule } from '../site-build/codegen/locale-module.ts';
import { PROJECT_FILES } from '../site-build/project-files.ts';

/** The repository this file belongs to. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export { PROJECT_FILES };

export interface LanguageJson {
  name: string;
  intl: string;
  dir: 'ltr' | 'rtl';
  ogLocale: string;
}

export interface PseudoLocale {
  /** The folder name, hence the URL prefix (`/ar-XB/aboutUs`) and `<html lang>`. */
  code: string;
  language: LanguageJson;
  /** Turns one English string into this language's text. */
  transform: (value: string) => string;
}

/** Strong right-to-left mark, right-to-left override and pop directional formatting. */
export const RLM = '\u200F';
export const RLO = '\u202E';
export const PDF = '\u202C';

/** i18next `{{variables}}` and `<tag>`/`</tag>` markup: kept exactly as they are. */
const PLACEHOLDER = /(\{\{[^}]+\}\}|<[^>]+>)/g;

/**
 * Mirrored text: each word (a run of non-spaces) becomes RLM RLO word PDF RLM, so its letters are
 * drawn right to left and the words follow each other leftwards. Whitespace, `{{variables}}` and
 * `<tags>` are untouched, so line breaking, interpolation and `<Trans>` work as in English.
 */
export function pseudoBidiString(value: string): string {
  return value
    .split(PLACEHOLDER)
    .map((part, index) =>
      index % 2 === 1 ? part : part.replace(/\S+/g, (word) => `${RLM}${RLO}${word}${PDF}${RLM}`),
    )
    .join('');
}

/** Text produced by `pseudoBidiString` (every translated string contains an override). */
export const PSEUDO_BIDI_MARK = /\u202E/u;

export const BIDI_LOCALE: PseudoLocale = {
  code: 'ar-XB',
  language: { name: 'Pseudo-Bidi', intl: 'ar', dir: 'rtl', ogLocale: 'ar_AR' },
  transform: pseudoBidiString,
};

/** The test-only languages a pseudo build adds. */
export const PSEUDO_LOCALES: readonly PseudoLocale[] = [BIDI_LOCALE];

type Tree = string | { [key: string]: Tree };

const PLURAL_SUFFIX = /^(.*)_(ordinal_)?(zero|one|two|few|many|other)$/;

/**
 * i18next picks `key_<category>` by the target language's plural rules (Arabic has zero, one,
 * two, few, many and other). English has only `_one`/`_other`; every category the target needs
 * is added, from `_other` (or `_one` for `one`), so no count falls back to English text.
 */
function withPluralCategories(node: { [key: string]: Tree }, intl: string) {
  const out: { [key: string]: Tree } = { ...node };
  for (const [key, value] of Object.entries(node)) {
    const match = PLURAL_SUFFIX.exec(key);
    if (!match || match[3] !== 'other') continue;
    const [, base, ordinal = ''] = match;
    const type = ordinal ? 'ordinal' : 'cardinal';
    for (const category of new Intl.PluralRules(intl, { type }).resolvedOptions()
      .pluralCategories) {
      const name = `${base}_${ordinal}${category}`;
      out[name] ??= node[`${base}_${ordinal}${category === 'one' ? 'one' : 'other'}`] ?? value;
    }
  }
  return out;
}

/** One namespace of English turned into a pseudo-language. */
export function pseudoNamespace(resource: Tree, locale: PseudoLocale): Tree {
  if (typeof resource === 'string') return locale.transform(resource);
  const node = withPluralCategories(resource, locale.language.intl);
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, pseudoNamespace(value, locale)]),
  );
}

/**
 * Writes `<localesDir>/<code>/` for every pseudo-locale: `language.json` and every namespace of
 * `<localesDir>/en/` transformed. Refuses the repository's own `locales/`.
 */
export function writePseudoLocales(
  localesDir: string,
  pseudoLocales: readonly PseudoLocale[] = PSEUDO_LOCALES,
): void {
  const target = path.resolve(localesDir);
  if (target === path.join(REPO_ROOT, 'locales')) {
    throw new Error(`Pseudo-locales are test-only: not writing them into ${target}`);
  }
  const english = path.join(target, 'en');
  for (const locale of pseudoLocales) {
    const dir = path.join(target, locale.code);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'language.json'),
      `${JSON.stringify(locale.language, null, 2)}\n`,
    );
    for (const file of fs.readdirSync(english)) {
      if (!isNamespaceFile(file)) continue;
      const resource = JSON.parse(fs.readFileSync(path.join(english, file), 'utf8')) as Tree;
      fs.writeFileSync(
        path.join(dir, file),
        `${JSON.stringify(pseudoNamespace(resource, locale), null, 2)}\n`,
      );
    }
  }
  // The copy's locale import module, with the added languages.
  writeLocaleModule(target, path.join(target, '..', 'src', 'i18n', 'generated', 'locales.ts'));
}

/**
 * A fresh copy of what a build reads (`PROJECT_FILES`, without test files) in `to`, with
 * `node_modules` linked to the repository's. Refuses a target that holds the repository.
 */
export function copyProject(to: string, from: string = REPO_ROOT): void {
  const target = path.resolve(to);
  const source = path.resolve(from);
  if (!path.relative(target, source).startsWith('..')) {
    throw new Error(`Refusing to replace ${target}: it contains ${source}`);
  }
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target, { recursive: true });
  for (const entry of PROJECT_FILES) {
    if (!fs.existsSync(path.join(source, entry))) continue;
    fs.cpSync(path.join(source, entry), path.join(target, entry), {
      recursive: true,
      filter: (file) => !/\.test\.[cm]?[jt]sx?$/.test(file),
    });
  }
  fs.symlinkSync(path.join(source, 'node_modules'), path.join(target, 'node_modules'), 'dir');
}
