/**
 * The locale catalogue, on the Node side: which languages the site has, their namespaces, reading
 * a language's files, what a file still lacks, and the URL of a page in a language. The build
 * (the locale and card modules, the PDFs, the social cards, the size report), the tooling (the
 * translation checks, the page generator, the recipes drill), the tests and the contact service
 * all read `locales/` through this module, so a language is a folder everywhere in the same way:
 * `locales/<lng>/` with a `language.json`, every other JSON file in it a namespace.
 *
 * The browser side reads the same folders through the module the build writes from this one
 * (`src/i18n/generated/locales.ts`, with `src/i18n/registry.ts` and `src/i18n/paths.ts` on top).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A namespace file's content: texts, nested by key. */
export type Tree = string | { [key: string]: Tree };

export { DEFAULT_LOCALE, languageOfPath, localizePath } from './locale-paths.ts';
/** The folder of languages, from the project's root (each function takes another for copies). */
export const LOCALES_DIR = 'locales';

/**
 * Files in a language's folder that are not namespaces: its metadata, its glossary and the record
 * of the English its translations were made from.
 */
export const NOT_NAMESPACES = new Set(['language.json', 'glossary.json', 'sources.json']);
/** Whether a file in a language's folder is a namespace. */
export const isNamespaceFile = (file: string) =>
  file.endsWith('.json') && !NOT_NAMESPACES.has(file);
/**
 * Namespaces only the build reads — `pdfs`, the Downloads PDFs' text: checked, counted and typed
 * like every other, but left out of the site's locale module, so no page's JavaScript carries them.
 */
export const BUILD_ONLY_NAMESPACES = new Set(['pdfs']);

/** `locales/<lng>/language.json`: how the site presents the language. */
export interface LanguageFile {
  name: string;
  intl: string;
  dir: 'ltr' | 'rtl';
  ogLocale: string;
  /** The ISO 15924 script, where Intl's likely one is not the one written. */
  script?: string;
  /**
   * The language declares every namespace and key translated: a missing file or key is then a
   * problem, not an untranslated text.
   */
  complete?: boolean;
}

const readJson = <T>(file: string): T | undefined =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;

/** Every language: each folder with a `language.json`, by code. */
export function languageCodes(localesDir = LOCALES_DIR): string[] {
  return readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((lng) => existsSync(path.join(localesDir, lng, 'language.json')))
    .sort();
}

export function readLanguage(lng: string, localesDir = LOCALES_DIR): LanguageFile | undefined {
  return readJson<LanguageFile>(path.join(localesDir, lng, 'language.json'));
}

/** The namespaces a language has a file for, by name (English's are the site's). */
export function namespacesOf(lng: string, localesDir = LOCALES_DIR): string[] {
  const folder = path.join(localesDir, lng);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter(isNamespaceFile)
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
}

/** The namespaces of a language the site loads: all but the build's own (BUILD_ONLY_NAMESPACES). */
export function siteNamespaces(lng: string, localesDir = LOCALES_DIR): string[] {
  return namespacesOf(lng, localesDir).filter((ns) => !BUILD_ONLY_NAMESPACES.has(ns));
}

/** A language's namespace file, or undefined when it has none. */
export function readNamespace(lng: string, ns: string, localesDir = LOCALES_DIR): Tree | undefined {
  return readJson<Tree>(path.join(localesDir, lng, `${ns}.json`));
}

/** Flattens a namespace into `a.b.c` keys and their strings. */
export function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof tree === 'string') return out.set(prefix, tree);
  for (const [key, value] of Object.entries(tree)) {
    for (const [k, v] of flatten(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  }
  return out;
}

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;

/**
 * The English keys a language needs: all of them, except plural forms its plural rules do not
 * have (Japanese has only `_other`, so `_one` is not untranslated there).
 */
export function requiredKeys(english: Map<string, string>, intl: string | undefined) {
  let categories: Set<string> | undefined;
  try {
    if (intl) categories = new Set(new Intl.PluralRules(intl).resolvedOptions().pluralCategories);
  } catch {
    categories = undefined;
  }
  return [...english.keys()].filter((key) => {
    const plural = PLURAL.exec(key);
    if (!plural || !categories || !english.has(`${plural[1]}_other`)) return true;
    return categories.has(plural[2] ?? '');
  });
}

/**
 * The English keys the language's file for a namespace lacks (every one when it has no file). The
 * site shows such a file in English until it lacks none.
 */
export function untranslatedKeys(
  english: Tree | undefined,
  translation: Tree | undefined,
  intl: string | undefined,
): string[] {
  const have = flatten(translation ?? {});
  return requiredKeys(flatten(english ?? {}), intl).filter((key) => !have.has(key));
}
