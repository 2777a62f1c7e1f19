/**
 * The locale registry, read from the files: every folder `locales/<lng>/` is a language, its
 * `language.json` says how to present it, and every other JSON file in it is a namespace.
 * Adding a language is adding a folder; no code changes. Each namespace of each language is its
 * own chunk, fetched only with the route that needs it.
 */
import type { ResourceLanguage } from 'i18next';
import type Resources from './generated/resources';
// Written from the folders in locales/ by tooling/site-build/codegen/locale-module.ts (`npm run i18n:types`):
// `language.json` of every language, bundled; a loader per namespace file, each a lazy chunk.
import { englishPageNames, languageFiles, namespaceLoaders } from './generated/locales';
// Written with it by tooling/site-build/codegen/card-module.ts: per language, the cards of the pages that have one.
import { cardLoaders } from './generated/cards';
import { DEFAULT_LOCALE } from '../../shared/locale-paths';

/**
 * The one namespace that is not a file: the `card` group and `hero.title` of every namespace
 * that has a `card` (the articles), per language, so a page listing them (Insights, Related
 * Articles) loads a few lines instead of each article's whole text.
 */
export const CARDS_NAMESPACE = 'cards';

/**
 * A namespace: one JSON file in every `locales/<lng>/` folder (typed from the English ones), or
 * the cards derived from them.
 */
export type Namespace = keyof Resources | typeof CARDS_NAMESPACE;
/** A language code: the name of a folder under `locales/`. */
export type Locale = string;

export interface LanguageMetadata {
  /** The language's own name for itself, shown in the language switcher. */
  name: string;
  /** BCP 47 tag for Intl formatting and React Aria (e.g. `es-US`). */
  intl: string;
  /** Writing direction of the language. */
  dir: 'ltr' | 'rtl';
  /** Open Graph locale (language_TERRITORY, e.g. `es_US`). */
  ogLocale: string;
  /**
   * Every namespace and key is translated, and must stay so: `npm run i18n:check` fails on a
   * missing file or key instead of counting it as untranslated.
   */
  complete?: boolean;
}

/** English lives at the site's plain paths; every other language under `/<lng>`. */
export const defaultLocale: Locale = DEFAULT_LOCALE;

/** Every language whose folder has a `language.json`, with that file's metadata. */
export const locales = languageFiles as Record<Locale, LanguageMetadata>;

/** The default language first, then the others by code (the switcher and sitemap order). */
export const localeCodes: readonly Locale[] = [
  defaultLocale,
  ...Object.keys(locales)
    .filter((lng) => lng !== defaultLocale)
    .sort(),
];

export function isLocale(value: string | undefined): value is Locale {
  return value !== undefined && Object.hasOwn(locales, value);
}

/** The namespace files a language has (English has all of them). */
export async function namespacesOf(lng: Locale): Promise<string[]> {
  return Object.keys(namespaceLoaders[lng] ?? {});
}

/** Whether a language has its own file for a namespace (English has all of them). */
export function hasNamespace(lng: Locale, ns: string): boolean {
  return Boolean(namespaceLoaders[lng]?.[ns]);
}

/**
 * Whether a page's name is English's in this language: its common.json lacks the name because
 * the language has no text for the page yet (the build fills the name in from English).
 */
export function pageNameIsEnglish(lng: Locale, page: string): boolean {
  return englishPageNames[lng]?.includes(page) ?? false;
}

/** Fetches one namespace of one language (its own chunk); undefined where the file is missing. */
export async function loadResource(
  lng: Locale,
  ns: Namespace,
): Promise<ResourceLanguage | undefined> {
  const loader = ns === CARDS_NAMESPACE ? cardLoaders[lng] : namespaceLoaders[lng]?.[ns];
  if (!loader) return undefined;
  return (await loader()).default;
}

/** The metadata of a language (from its `language.json`). */
export function languageOf(lng: Locale): LanguageMetadata {
  const metadata = locales[lng];
  if (!metadata) throw new Error(`No locales/${lng}/language.json`);
  return metadata;
}

/**
 * The language's name as its own running text writes it ("français", "español", "English"), for
 * a sentence such as the fallback notice: CLDR's name of the language in that language, from the
 * browser's Intl; its `language.json` name where Intl has none.
 */
export function languageNameInText(lng: Locale): string {
  const { intl, name } = languageOf(lng);
  try {
    const base = new Intl.Locale(lng).language;
    return new Intl.DisplayNames([intl], { type: 'language', fallback: 'none' }).of(base) ?? name;
  } catch {
    return name;
  }
}
