/**
 * The site's languages and their words, read from `locales/` for the browser tests: a test names a
 * control by what every language calls it and expects a page's language from its path, never from
 * a list of languages or names of its own (a language added as a folder must pass them too).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  flatten,
  languageCodes as catalogueCodes,
  languageOfPath as pathLanguage,
  readLanguage,
  untranslatedKeys,
  type Tree,
} from '../../../shared/locales';
import { untranslatedPageNames } from '../../../tooling/site-build/codegen/locale-module';

const LOCALES = 'locales';

/** Every language with a folder and a `language.json`, by code. */
export const languageCodes: readonly string[] = catalogueCodes();

/** The language of a page path: its first segment when that is a language, else English. */
export const languageOfPath = (pathname: string): string => pathLanguage(pathname, languageCodes);

/** The Intl locale of a language (`language.json`'s `intl`). */
export const intlOf = (lng: string): string => readLanguage(lng, LOCALES)?.intl ?? lng;

const readTree = (lng: string, ns: string): Tree | undefined => {
  const file = path.join(LOCALES, lng, `${ns}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Tree) : undefined;
};

/**
 * A key's text (`ns:key`) as a page in this language shows it: the language's own when the site
 * loads its file (every key English has, but for names of pages the language lacks), else
 * English's (a name the file lacks too).
 */
export function textIn(lng: string, key: string): string {
  const [ns, name] = key.split(':') as [string, string];
  const english = readTree('en', ns);
  const own = readTree(lng, ns);
  const missing = own === undefined ? [] : untranslatedKeys(english, own, intlOf(lng));
  // The site loads it when it lacks nothing but names of pages the language has no text for.
  const loaded =
    own !== undefined &&
    missing.length === untranslatedPageNames(LOCALES, lng, `${ns}.json`, missing).length;
  const text = (loaded ? flatten(own).get(name) : undefined) ?? flatten(english ?? {}).get(name);
  if (text === undefined) throw new Error(`locales/en/${ns}.json has no ${name}`);
  return text;
}

/** A key's text in every language that has it (`ns:key`, e.g. `common:nav.label`), English first. */
export function textsOf(key: string): string[] {
  const [ns, name] = key.split(':') as [string, string];
  const texts = ['en', ...languageCodes.filter((lng) => lng !== 'en')].map((lng) =>
    flatten(readTree(lng, ns) ?? {}).get(name),
  );
  return [...new Set(texts.filter((text): text is string => text !== undefined))];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A whole text that is a key's text in any language (`{{variables}}` match any text): an
 * accessible name, whatever the page's language.
 */
export function anyLanguage(key: string): RegExp {
  const alternatives = textsOf(key).map((text) =>
    text
      .split(/\{\{[^}]*\}\}/)
      .map(escape)
      .join('.+'),
  );
  return new RegExp(`^(?:${alternatives.join('|')})$`, 'u');
}
