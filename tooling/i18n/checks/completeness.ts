/**
 * One language against English, namespace by namespace: the keys it lacks (untranslated, or a
 * problem in a language declared complete), the keys English lacks, empty texts, the markup
 * (markup.ts) and the order of keys (order.ts); and the counts `npm run i18n:status` shows —
 * translated, same as English, untranslated, stale and unreviewed (sources.ts).
 */
import {
  DEFAULT_LOCALE,
  LOCALES_DIR,
  flatten,
  readLanguage,
  requiredKeys,
} from '../../../shared/locales.ts';
import { readGlossary } from './glossary.ts';
import { EN_TAG, attributedTags, tags, variables } from './markup.ts';
import { orderProblems } from './order.ts';
import { readLocaleFile, type Reader } from './read.ts';
import { hashOf, readSources, type Sources } from './sources.ts';

/** The plural suffix of a key. */
const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;

/**
 * Texts that may stay identical to English without counting as "same as English": those with no
 * letter outside their {{variables}} and tags (`{{brand}}`, numbers, symbols), and those the
 * language's glossary lists in `sameAsEnglish` (an exact text, or `/regular expression/` matched
 * against the whole text).
 */
export function keepsEnglish(allowed: readonly string[] = []): (value: string) => boolean {
  const exact = new Set(allowed.filter((entry) => !/^\/.+\/$/.test(entry)));
  const patterns = allowed
    .filter((entry) => /^\/.+\/$/.test(entry))
    .map((entry) => {
      try {
        return new RegExp(`^(?:${entry.slice(1, -1)})$`, 'u');
      } catch (error) {
        throw new Error(`sameAsEnglish: ${entry} is not a regular expression (${String(error)})`);
      }
    });
  return (value) =>
    !/\p{L}/u.test(value.replace(/\{\{[^}]*\}\}/g, '').replace(/<[^>]*>/g, '')) ||
    exact.has(value) ||
    patterns.some((pattern) => pattern.test(value));
}

export interface NamespaceStatus {
  namespace: string;
  /** Whether the language has a file for the namespace. */
  file: boolean;
  /** The keys the language needs (English's, less plural forms its rules lack). */
  total: number;
  /** Keys with a text of the language's own (or one its glossary allows to stay English). */
  translated: number;
  /** Keys whose text is still exactly the English. */
  sameAsEnglish: number;
  /** Keys the file lacks (or every key, without a file): shown in English. */
  missing: number;
  /** Keys whose English changed after the translation was made. */
  stale: number;
  /** Keys with no record of the English they were translated from. */
  unreviewed: number;
  /** The keys still the same as English, the stale keys and the unreviewed ones, by name (npm run i18n:status lists them). */
  sameAsEnglishKeys: string[];
  staleKeys: string[];
  unreviewedKeys: string[];
}

export interface CheckOptions {
  /** Missing files and keys are problems (language.json `complete`). */
  complete?: boolean;
  /** The language's Intl locale, for its plural forms (language.json `intl`). */
  intl?: string;
  /** Texts allowed to stay English (the glossary's `sameAsEnglish`). */
  sameAsEnglish?: readonly string[];
}

/** The options of a language as its files declare them (language.json and glossary.json). */
export function optionsOf(lng: string, localesDir = LOCALES_DIR): CheckOptions {
  const language = readLanguage(lng, localesDir);
  const glossary = readGlossary(lng, localesDir);
  return {
    complete: language?.complete === true,
    intl: language?.intl,
    // A proper name that is a whole text stays English too.
    sameAsEnglish: [...(glossary?.sameAsEnglish ?? []), ...(glossary?.properNames ?? [])],
  };
}

/** Problems (fatal) and per-namespace counts for one language. */
export function checkLanguage(
  lng: string,
  namespaces: readonly string[],
  read: Reader = readLocaleFile,
  sources: Sources = lng === DEFAULT_LOCALE ? {} : readSources(lng),
  options: CheckOptions = optionsOf(lng),
): { problems: string[]; status: NamespaceStatus[] } {
  const problems: string[] = [];
  const status: NamespaceStatus[] = [];
  const none = (list: string[]) => (list.length ? list.join(' ') : 'none');
  const allowed = keepsEnglish(options.sameAsEnglish);
  const isDefault = lng === DEFAULT_LOCALE;
  for (const ns of namespaces) {
    const english = flatten(read(DEFAULT_LOCALE, ns) ?? {});
    const file = read(lng, ns);
    const translation = flatten(file ?? {});
    const required = requiredKeys(english, options.intl);
    const row: NamespaceStatus = {
      namespace: ns,
      file: file !== undefined,
      total: required.length,
      translated: 0,
      sameAsEnglish: 0,
      missing: 0,
      stale: 0,
      unreviewed: 0,
      sameAsEnglishKeys: [],
      staleKeys: [],
      unreviewedKeys: [],
    };
    if (!file && options.complete) problems.push(`${lng}/${ns}.json: missing file`);
    for (const key of required) {
      const where = `${lng}/${ns}.json ${key}`;
      const value = translation.get(key);
      if (value === undefined) {
        row.missing += 1;
        if (file && options.complete) problems.push(`${where}: missing key`);
      } else if (!isDefault && value === english.get(key) && !allowed(value)) {
        row.sameAsEnglish += 1;
        row.sameAsEnglishKeys.push(key);
      } else {
        row.translated += 1;
      }
      if (value === undefined || isDefault) continue;
      const recorded = sources[ns]?.[key];
      if (recorded === undefined) {
        row.unreviewed += 1;
        row.unreviewedKeys.push(key);
      } else if (recorded !== hashOf(english.get(key) ?? '')) {
        row.stale += 1;
        row.staleKeys.push(key);
      }
    }
    if (file && !isDefault)
      problems.push(...orderProblems(read(DEFAULT_LOCALE, ns), file, `${lng}/${ns}.json`));
    for (const [key, value] of translation) {
      const where = `${lng}/${ns}.json ${key}`;
      // A language may need plural forms English lacks (Arabic: _zero, _two, _few, _many).
      const plural = PLURAL.exec(key);
      const source = english.get(key) ?? (plural ? english.get(`${plural[1]}_other`) : undefined);
      if (source === undefined) {
        problems.push(`${where}: not in English`);
        continue;
      }
      if (!value.trim()) problems.push(`${where}: empty value`);
      const [a, b] = [variables(source), variables(value)];
      // A plural form English lacks may leave out {{count}} ("no items"): its variables are free.
      if (english.has(key) && a.join() !== b.join()) {
        problems.push(`${where}: variables differ (English: ${none(a)}; ${lng}: ${none(b)})`);
      }
      // A translation may mark English passages <en>…</en> (rendered <span lang="en"> by the
      // site's inline markup); the other tags must match.
      const [ta, tb] = [tags(source), tags(value.replace(EN_TAG, ''))];
      if (ta.join() !== tb.join()) {
        problems.push(`${where}: tags differ (English: ${none(ta)}; ${lng}: ${none(tb)})`);
      }
      for (const tag of attributedTags(value))
        problems.push(`${where}: tag <${tag}> carries attributes`);
    }
    status.push(row);
  }
  return { problems, status };
}
