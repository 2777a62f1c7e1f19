/**
 * Checks one language's locale files against English: the same {{variables}} and <tags>, no empty
 * value, no key English lacks, keys in English's order (pages show lists in the file's order), and
 * no attribute on a tag (a translation must not be able to set an
 * id, a style or an href). A namespace file or key the language lacks is *untranslated*: shown in
 * English at run time under a notice, and counted, not a problem, unless the language declares
 * itself complete (`"complete": true` in its language.json). Also counts, per namespace, the texts
 * still identical to English ("same as English", less those the language's glossary allows), and
 * the keys to review: stale ones, whose English changed after the translation was made, and
 * unreviewed ones, with no record of the English they were translated from
 * (`locales/<lng>/sources.json` records a hash of that English, written by `--mark`). Used by
 * tests/integration/locales.node.test.ts and `npm run i18n:status`; what a language and its files are comes
 * from the locale catalogue, shared/locales.ts.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  BUILD_ONLY_NAMESPACES,
  DEFAULT_LOCALE,
  LOCALES_DIR,
  NOT_NAMESPACES,
  flatten,
  isNamespaceFile,
  readLanguage,
  readNamespace,
  requiredKeys,
  untranslatedKeys,
  type LanguageFile,
  type Tree,
} from '../../shared/locales.ts';

// The catalogue's names, for the checks' many readers.
export {
  BUILD_ONLY_NAMESPACES,
  DEFAULT_LOCALE,
  LOCALES_DIR,
  NOT_NAMESPACES,
  flatten,
  isNamespaceFile,
  readLanguage,
  requiredKeys,
  untranslatedKeys,
  type LanguageFile,
  type Tree,
};
export type Reader = (lng: string, ns: string) => Tree | undefined;

const readJson = <T>(file: string): T | undefined =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;

/** The plural suffix of a key. */
const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;

export const readLocaleFile: Reader = (lng, ns) => readNamespace(lng, ns);

const variables = (value: string) =>
  [...new Set([...value.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => `{{${m[1]}}}`))].sort();
const tags = (value: string) =>
  [...value.matchAll(/<\/?([a-zA-Z][\w-]*)\b[^>]*>/g)]
    .map((m) => m[0].replace(/\s.*>$/, '>'))
    .sort();
/** `<en>…</en>`: an English passage inside a translation (rendered `<span lang="en">`). */
const EN_TAG = /<\/?en>/g;
const attributedTags = (value: string) =>
  [...value.matchAll(/<([a-zA-Z][\w-]*)\s+[^>]*>/g)].map((m) => m[1] ?? '');

export const hashOf = (text: string) =>
  createHash('sha256').update(text).digest('hex').slice(0, 12);

/** Per namespace, per key: a hash of the English text the translation was made from. */
export type Sources = Record<string, Record<string, string>>;

/** The file that records what a language's translations were made from (`--mark`). */
export const sourcesFile = (lng: string, localesDir = LOCALES_DIR) =>
  path.join(localesDir, lng, 'sources.json');

export function readSources(lng: string, localesDir = LOCALES_DIR): Sources {
  return readJson<Sources>(sourcesFile(lng, localesDir)) ?? {};
}

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

/**
 * Groups whose keys a translation has in another order than English. A page shows a list, a
 * table's rows or an article's sections in the file's order (src/i18n/lists.ts `keysOf`,
 * src/i18n/outline.ts), so every language must keep English's. Keys only one side has (a plural
 * form, an untranslated key) are left out of the comparison.
 */
export function orderProblems(
  english: Tree | undefined,
  translation: Tree | undefined,
  where: string,
  at = '',
): string[] {
  if (typeof english !== 'object' || typeof translation !== 'object') return [];
  const ours = Object.keys(translation).filter((key) => Object.hasOwn(english, key));
  const theirs = Object.keys(english).filter((key) => Object.hasOwn(translation, key));
  const problems =
    ours.join() === theirs.join()
      ? []
      : [
          `${where} ${at || '(top level)'}: keys in another order than English (English: ${theirs.join(', ')}; here: ${ours.join(', ')}); pages show them in the file's order`,
        ];
  for (const key of ours)
    problems.push(
      ...orderProblems(english[key], translation[key], where, at ? `${at}.${key}` : key),
    );
  return problems;
}

/**
 * A language's glossary (`locales/<lng>/glossary.json`): the rendering each term must have and the
 * variants it must not. Each forbidden variant is a regular expression (JavaScript, Unicode),
 * matched without regard to case unless the entry sets `caseSensitive`.
 */
export interface Glossary {
  /**
   * Texts that stay in English in this language (product and framework names such as
   * "NIST CSF 2.0"): each an exact text, or a `/regular expression/` for the whole text. They
   * count as translated, not as "same as English".
   */
  sameAsEnglish?: string[];
  /**
   * Proper names of frameworks, tools and agencies that stay English unmarked (exact texts):
   * every other English name in a translation is marked `<en>…</en>` (checkEnglishNames).
   */
  properNames?: string[];
  /**
   * English words the language has adopted as its own ("software"): a run of them shared with the
   * English text is no English name (checkEnglishRuns).
   */
  adoptedWords?: string[];
  terms?: {
    term: string;
    use: string;
    note?: string;
    forbidden?: string[];
    /** Letter case matters (a citation style); otherwise variants match in any case. */
    caseSensitive?: boolean;
    /** A regular expression: the entry applies only to the keys it matches (`meta.title`…). */
    keys?: string;
  }[];
}

/**
 * The glossary every language starts from, `locales/glossary.json`: the proper names that stay
 * English in every language (frameworks, agencies, laws, products) and the texts that may stay
 * English anywhere (acronyms, identifiers). A language's own glossary adds to it.
 */
export const SHARED_GLOSSARY = 'glossary.json';

export function readSharedGlossary(localesDir = LOCALES_DIR): Glossary {
  return readJson<Glossary>(path.join(localesDir, SHARED_GLOSSARY)) ?? {};
}

/**
 * A language's glossary: the shared one (its `properNames` and `sameAsEnglish`) with the
 * language's own `locales/<lng>/glossary.json` added to it.
 */
export function readGlossary(lng: string, localesDir = LOCALES_DIR): Glossary | undefined {
  const shared = readSharedGlossary(localesDir);
  const own = readJson<Glossary>(path.join(localesDir, lng, 'glossary.json')) ?? {};
  return {
    ...own,
    sameAsEnglish: [...(shared.sameAsEnglish ?? []), ...(own.sameAsEnglish ?? [])],
    properNames: [...new Set([...(shared.properNames ?? []), ...(own.properNames ?? [])])],
    adoptedWords: [...(shared.adoptedWords ?? []), ...(own.adoptedWords ?? [])],
  };
}

/** A letter or digit on one side and none on the other: `\b` for every script ("catálogo" has none after "cat"). */
const WORD_BOUNDARY = String.raw`(?:(?<=[\p{L}\p{N}_])(?![\p{L}\p{N}_])|(?<![\p{L}\p{N}_])(?=[\p{L}\p{N}_]))`;

/**
 * A glossary pattern as a regular expression: without regard to case unless the entry is
 * case-sensitive, and with `\b` a word boundary in any script (JavaScript's own `\b` knows only
 * ASCII letters, so `\bCAT\b` would match the start of "catálogo").
 */
export function glossaryPattern(pattern: string, caseSensitive = false): RegExp {
  const source = pattern.replace(/(?<!\\)((?:\\\\)*)\\b/g, `$1${WORD_BOUNDARY}`);
  return new RegExp(source, caseSensitive ? 'u' : 'iu');
}

/** Every text of a language that uses a forbidden variant of a glossary term. */
export function checkGlossary(
  lng: string,
  namespaces: readonly string[],
  glossary: Glossary | undefined = readGlossary(lng),
  read: Reader = readLocaleFile,
): string[] {
  if (!glossary) return [];
  const rules = (glossary.terms ?? []).flatMap((entry) =>
    (entry.forbidden ?? []).map((pattern) => ({
      entry,
      pattern: glossaryPattern(pattern, entry.caseSensitive),
      keys: entry.keys === undefined ? undefined : new RegExp(entry.keys, 'u'),
    })),
  );
  const problems: string[] = [];
  for (const ns of namespaces) {
    for (const [key, value] of flatten(read(lng, ns) ?? {})) {
      for (const { entry, pattern, keys } of rules) {
        if (keys && !keys.test(key)) continue;
        const found = pattern.exec(value)?.[0];
        if (found !== undefined)
          problems.push(
            `${lng}/${ns}.json ${key}: "${found}" (glossary: ${entry.term} → "${entry.use}")`,
          );
      }
    }
  }
  return problems;
}

/** Digit-group and decimal separators any language may use: comma, point, spaces. */
const SEPARATORS = '.,\u00a0\u202f ';

/** The separators a language writes numbers with (Intl), besides the usual ones: de-CH's ’. */
function separatorsOf(intl: string | undefined): string {
  if (!intl) return SEPARATORS;
  try {
    const parts = new Intl.NumberFormat(intl).formatToParts(12345.6);
    const own = parts
      .filter(({ type }) => type === 'group' || type === 'decimal')
      .map(({ value }) => value)
      .join('');
    return [...new Set([...SEPARATORS, ...own])].join('');
  } catch {
    return SEPARATORS;
  }
}

const charClass = (chars: string) => chars.replace(/[\\\]^-]/g, '\\$&');

/**
 * The numbers a text states, normalized so each language may write them its own way: digit
 * groups (1,014 · 1.014 · 1 014, and the separators the language's Intl locale uses) joined, a
 * decimal comma read as a point (10,22 → 10.22). Versions, sections and citations keep their
 * points (5.2.0, 748.1, 800-53 gives 800 and 53). `{{variables}}` and tags are left out: their
 * values are formatted by the site.
 */
export function numbersOf(text: string, intl?: string): string[] {
  const separators = charClass(separatorsOf(intl));
  const plain = text.replace(/\{\{[^}]*\}\}/g, ' ').replace(/<[^>]*>/g, ' ');
  const number = new RegExp(`\\d+(?:[${separators}]\\d+)*`, 'gu');
  const grouped = new RegExp(`^\\d{1,3}(?:([${separators}])\\d{3})(?:\\1\\d{3})*$`, 'u');
  const spaces = /[\u00a0\u202f ]/u;
  return [...plain.matchAll(number)].flatMap(([match]) => {
    // A run such as "375 y 1280" is two numbers; "1 014" or "1,014" is one (groups of three).
    if (grouped.test(match)) return [match.replace(new RegExp(`[${separators}]`, 'gu'), '')];
    return match
      .split(spaces)
      .filter(Boolean)
      .map((part) => part.replace(/,(?=\d)/g, '.'));
  });
}

/** A clock time in English text: "8 a.m.", "6:30 p.m.", "6 PM". */
const ENGLISH_TIME = /(?<![\p{L}\p{N}])(\d{1,2})(?::(\d{2}))?\s?([ap])\.?\s?m\b\.?/giu;

/**
 * The ways a language may write a clock time, as the numbers each states: the English figures,
 * and what its Intl locale writes on a 12- and a 24-hour clock, with and without minutes (French
 * "18 h" and "18:00" for 6 p.m., so "de 8 h à 18 h" states 8 a.m. to 6 p.m.).
 */
export function clockForms(intl: string | undefined, hour: number, minute: number): string[][] {
  const english = String(hour % 12 || 12);
  const forms = new Set([minute ? `${english}:${String(minute).padStart(2, '0')}` : english]);
  const date = new Date(Date.UTC(2026, 0, 1, hour, minute));
  for (const hourCycle of ['h12', 'h23'] as const)
    for (const minutes of minute ? [true] : [false, true]) {
      try {
        forms.add(
          new Intl.DateTimeFormat(intl ?? DEFAULT_LOCALE, {
            hour: 'numeric',
            ...(minutes ? { minute: '2-digit' } : {}),
            hourCycle,
            timeZone: 'UTC',
          }).format(date),
        );
      } catch {
        // An Intl locale this runtime lacks: the English figures only.
      }
    }
  // 08:00 states the hour 8.
  return [...forms].map((form) => numbersOf(form, intl).map((n) => n.replace(/^0+(?=\d)/, '')));
}

/**
 * Every text of a language that lacks a number its English states: a count, a date, a CFR
 * citation (12 CFR 748.1(c)), a framework version (CSF 2.0, v8.1, release 5.2.0), a clock time
 * (written as the language writes times: clockForms). Each problem names the language, the
 * namespace, the key and the number.
 */
export function checkNumbers(
  lng: string,
  namespaces: readonly string[],
  read: Reader = readLocaleFile,
  intl: string | undefined = readLanguage(lng)?.intl,
): string[] {
  if (lng === DEFAULT_LOCALE) return [];
  const problems: string[] = [];
  for (const ns of namespaces) {
    const english = flatten(read(DEFAULT_LOCALE, ns) ?? {});
    for (const [key, value] of flatten(read(lng, ns) ?? {})) {
      const source = english.get(key);
      if (source === undefined) continue;
      const have = new Set(numbersOf(value, intl));
      const clock = new Set([...have].map((n) => n.replace(/^0+(?=\d)/, '')));
      const lacks = (number: string) =>
        problems.push(`${lng}/${ns}.json ${key}: "${number}" is in the English and not here`);
      for (const [time, hour, minute, half] of source.matchAll(ENGLISH_TIME)) {
        const h = (Number(hour) % 12) + (half?.toLowerCase() === 'p' ? 12 : 0);
        const forms = clockForms(intl, h, Number(minute ?? 0));
        if (!forms.some((numbers) => numbers.every((number) => clock.has(number))))
          lacks(time.trim().replace(/(?<=[AP]M)\.$/, ''));
      }
      for (const number of new Set(numbersOf(source.replace(ENGLISH_TIME, ' '), intl)))
        if (!have.has(number)) lacks(number);
    }
  }
  return problems;
}

/**
 * English names a translation keeps (a control's or safeguard's title, a domain, a publication's
 * title) must be marked `<en>…</en>`, so the page gives them `lang="en"` (WCAG 3.1.2). A name is
 * the English text of the same key, of two words or more, found verbatim in the translation
 * outside `<en>`; proper names of frameworks, tools and agencies (the glossary's
 * `properNames`, exact texts) are exempt, as WCAG 3.1.2 exempts proper names. In a language
 * not declared complete, a text still identical to English is untranslated (counted as "same as
 * English"), not a name it keeps.
 */
export function checkEnglishNames(
  lng: string,
  namespaces: readonly string[],
  read: Reader = readLocaleFile,
  properNames: readonly string[] = readGlossary(lng)?.properNames ?? [],
  complete: boolean = readLanguage(lng)?.complete === true,
): string[] {
  if (lng === DEFAULT_LOCALE) return [];
  const exempt = new Set(properNames);
  const problems: string[] = [];
  for (const ns of namespaces) {
    const english = flatten(read(DEFAULT_LOCALE, ns) ?? {});
    for (const [key, value] of flatten(read(lng, ns) ?? {})) {
      const name = englishName(english.get(key));
      if (!name || exempt.has(name) || (!complete && value === name)) continue;
      if (value.replace(/<en>[^<]*<\/en>/g, '\u0000').includes(name))
        problems.push(`${lng}/${ns}.json ${key}: "${name}" is English: mark it <en>…</en>`);
    }
  }
  return problems;
}

/** A text that can be an English name: no variables or tags, two words or more, lower case. */
function englishName(text: string | undefined): string | undefined {
  if (!text || /[{<]/.test(text)) return undefined;
  return text.trim().split(/\s+/).length >= 2 && /\p{Ll}{2}/u.test(text) ? text : undefined;
}

/**
 * English function words that are no Spanish words (so not "a", "no", "con"): one of them in a run
 * shared with the English text marks the run as English ("Guidelines for Safeguarding…", "Plan
 * of Action and Milestones").
 */
const ENGLISH_FUNCTION_WORDS = new Set(
  'of and the for to in on with by from at or an as is are be into its that this which under across per'.split(
    ' ',
  ),
);

/**
 * Keys whose text a page puts in an attribute or a document's head (a page's title, description
 * and keywords, an accessible name): they cannot carry `<en>` markup.
 */
const UNMARKABLE_KEY = /(?:^|\.)meta\.|(?:^|\.)(?:aria[A-Z]\w*|\w*Label|alt)$/;

/**
 * A token that is no English word: a number, an acronym or identifier (NIST, 800-53, AC-2(1),
 * POA&M), an abbreviation (Rev.), a product's spelling (macOS).
 */
const isIdentifier = (word: string) =>
  /\d/.test(word) ||
  !/\p{Ll}/u.test(word) ||
  /^\p{Lu}\p{Ll}{0,3}\.$/u.test(word) ||
  /\p{Ll}\p{Lu}/u.test(word);

/** A text's words, lower-cased, outside `<en>`, tags and variables. */
const wordsOf = (text: string) =>
  plainText(text)
    .toLowerCase()
    .match(/[\p{L}][\p{L}'’-]*/gu) ?? [];

/** Stands for a passage no run may cross (`<en>…</en>`, a variable, a proper name); no text holds it. */
const BREAK = '\uFFFC';

/** A text with `<en>…</en>` passages and `{{variables}}` as breaks and other tags as spaces. */
function plainText(text: string): string {
  return text
    .replace(/<en>[\s\S]*?<\/en>/g, BREAK)
    .replace(/\{\{[^}]*\}\}/g, BREAK)
    .replace(/<[^>]*>/g, ' ');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const namesPatterns = new WeakMap<readonly string[], RegExp>();
/**
 * One expression for a list of proper names, each a whole name (no letter or digit on either
 * side), the longest first, so a shorter name inside a longer one does not cut it.
 */
function namesPattern(names: readonly string[]): RegExp {
  let pattern = namesPatterns.get(names);
  if (!pattern) {
    const alternatives = [...names].sort((a, b) => b.length - a.length).map(escapeRegExp);
    pattern = new RegExp(
      alternatives.length
        ? `(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`
        : '(?!)',
      'gu',
    );
    namesPatterns.set(names, pattern);
  }
  return pattern;
}

/**
 * The runs of two words or more a translation shares, verbatim and in the same letter case, with
 * its key's English text, outside `<en>…</en>` and outside the given proper names, that read as
 * English: they hold an English function word (of, and, for…), two capitalized words that are no
 * acronym or identifier (Initial Access, Inherent Risk Profile), or a lower-case word the
 * language's own texts never use (`vocabulary`: declarative statements). Numbers, acronyms,
 * identifiers and citations shared by both languages (NIST SP 800-53 Rev. 5, 12 CFR 748.0(b),
 * AC-2) are no English.
 */
export function englishRuns(
  value: string,
  source: string,
  properNames: readonly string[] = [],
  vocabulary: ReadonlySet<string> = new Set(),
): string[] {
  const plain = plainText(value).replace(namesPattern(properNames), BREAK);
  const english = source.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');
  const inEnglish = (run: string) =>
    english.includes(run) &&
    new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(run)}(?![\\p{L}\\p{N}])`, 'u').test(english);
  // Words: what stands between spaces and breaks, with a letter or digit (a lone comma is none).
  const words = [...plain.matchAll(/[^\s\uFFFC]*[\p{L}\p{N}][^\s\uFFFC]*/gu)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
  /** Words i..k as they stand in the text, without the punctuation around them. */
  const run = (i: number, k: number) =>
    trimRun(plain.slice(words[i]?.start ?? 0, words[k]?.end ?? 0));
  const runs: string[] = [];
  for (let i = 0; i < words.length;) {
    let last = -1;
    for (let k = i + 1; k < words.length; k++) {
      const text = run(i, k);
      if (text.includes(BREAK) || !inEnglish(text)) break;
      last = k;
    }
    if (last < 0) {
      i += 1;
      continue;
    }
    const text = run(i, last);
    if (readsAsEnglish(text, vocabulary)) runs.push(text);
    i = last + 1;
  }
  return runs;
}

/**
 * A run without the punctuation around it: a closing parenthesis stays when the run opens it,
 * a point when it ends an abbreviation (Rev.).
 */
function trimRun(text: string): string {
  let run = text.replace(/\s+/g, ' ').replace(/^[^\p{L}\p{N}]+/u, '');
  for (;;) {
    const last = run.at(-1) ?? '';
    if (/[\p{L}\p{N}]/u.test(last)) return run;
    if (last === ')' && run.split('(').length > run.split(')').length - 1) return run;
    if (last === '.' && /(?:^|\s)\p{Lu}\p{Ll}{0,3}\.$/u.test(run)) return run;
    run = run.slice(0, -1);
  }
}

function readsAsEnglish(run: string, vocabulary: ReadonlySet<string>): boolean {
  const words = (run.match(/[\p{L}\p{N}][\p{L}\p{N}'’&.()-]*/gu) ?? [])
    .map((word) => (/^\p{Lu}\p{Ll}{0,3}\.$/u.test(word) ? word : word.replace(/^\(+|[.()]+$/g, '')))
    .filter((word) => word !== '' && !isIdentifier(word));
  if (words.some((word) => ENGLISH_FUNCTION_WORDS.has(word))) return true;
  if (words.filter((word) => /^\p{Lu}\p{Ll}/u.test(word)).length >= 2) return true;
  return words.some((word) => /^\p{Ll}{3,}$/u.test(word) && !vocabulary.has(word));
}

/**
 * Words a language's Intl locale writes, known before any text is translated (so a language with
 * one file starts with them): its "and" and "or", month and weekday names, units of time and
 * relative days.
 */
export function intlWords(intl: string | undefined): Set<string> {
  const texts: string[] = [];
  if (intl) {
    try {
      for (const type of ['conjunction', 'disjunction'] as const)
        texts.push(new Intl.ListFormat(intl, { type }).format(['1', '2', '3']));
      const date = (month: number, day: number) => Date.UTC(2026, month, day);
      for (let month = 0; month < 12; month++)
        texts.push(
          new Intl.DateTimeFormat(intl, { month: 'long', timeZone: 'UTC' }).format(date(month, 1)),
        );
      for (let day = 1; day <= 7; day++)
        texts.push(
          new Intl.DateTimeFormat(intl, { weekday: 'long', timeZone: 'UTC' }).format(date(1, day)),
        );
      for (const unit of ['second', 'minute', 'hour', 'day', 'week', 'month', 'year'])
        for (const count of [1, 2])
          texts.push(
            new Intl.NumberFormat(intl, { style: 'unit', unit, unitDisplay: 'long' }).format(count),
          );
      const relative = new Intl.RelativeTimeFormat(intl, { numeric: 'auto' });
      for (const offset of [-1, 0, 1]) texts.push(relative.format(offset, 'day'));
    } catch {
      // An Intl locale this runtime lacks: no words known in advance.
    }
  }
  return new Set(texts.flatMap(wordsOf));
}

/**
 * English names inside a translation's running text (a publication's title, a control's or
 * safeguard's title quoted in a sentence) must be marked `<en>…</en>`, like the names that are a
 * whole text (checkEnglishNames): each run `englishRuns` finds is a problem naming the language,
 * namespace, key and the run. Proper names (the glossary's `properNames`: agencies, frameworks,
 * tools) are exempt; so are the keys whose text goes into an attribute or the document's head
 * (`meta.*`, labels), which cannot carry the markup, and, in a language not declared complete, a
 * text still identical to English (untranslated).
 */
export function checkEnglishRuns(
  lng: string,
  namespaces: readonly string[],
  read: Reader = readLocaleFile,
  glossary: Glossary | undefined = readGlossary(lng),
  complete: boolean = readLanguage(lng)?.complete === true,
  intl: string | undefined = readLanguage(lng)?.intl,
): string[] {
  if (lng === DEFAULT_LOCALE) return [];
  const properNames = glossary?.properNames ?? [];
  const pairs = namespaces.flatMap((ns) => {
    const english = flatten(read(DEFAULT_LOCALE, ns) ?? {});
    return [...flatten(read(lng, ns) ?? {})].map(([key, value]) => ({
      ns,
      key,
      value,
      source: english.get(key),
    }));
  });
  // The language's own words: those of its texts that the same key's English does not hold, and
  // the English words it has adopted (the glossary's `adoptedWords`).
  const vocabulary = new Set<string>([...(glossary?.adoptedWords ?? []), ...intlWords(intl)]);
  for (const { value, source } of pairs) {
    const shared = new Set(wordsOf(source ?? ''));
    for (const word of wordsOf(value)) if (!shared.has(word)) vocabulary.add(word);
  }
  const problems: string[] = [];
  for (const { ns, key, value, source } of pairs) {
    if (source === undefined || UNMARKABLE_KEY.test(key)) continue;
    if (value === source && !complete) continue;
    for (const run of englishRuns(value, source, properNames, vocabulary))
      problems.push(`${lng}/${ns}.json ${key}: "${run}" is English: mark it <en>…</en>`);
  }
  return problems;
}
