import { DEFAULT_LOCALE, flatten, readLanguage } from '../../../shared/locales.ts';
import { readGlossary, type Glossary } from './glossary.ts';
import { readLocaleFile, type Reader } from './read.ts';

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

const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;
const isLetterOrDigit = (codePoint: number | undefined) =>
  codePoint !== undefined && LETTER_OR_DIGIT.test(String.fromCodePoint(codePoint));

/**
 * Whether `text` has `run` with no letter or digit just before or after it: what
 * `(?<![\p{L}\p{N}])run(?![\p{L}\p{N}])` with the `u` flag finds, without compiling a regular
 * expression (and its Unicode classes) for every run a check tries.
 */
export function standsAlone(text: string, run: string): boolean {
  for (let at = text.indexOf(run); at !== -1; at = text.indexOf(run, at + 1)) {
    // The code point before: a surrogate pair's two halves read as one.
    const pair = at >= 2 ? text.codePointAt(at - 2) : undefined;
    const before = pair !== undefined && pair > 0xffff ? pair : text.codePointAt(at - 1);
    if (isLetterOrDigit(before) || isLetterOrDigit(text.codePointAt(at + run.length))) continue;
    return true;
  }
  return false;
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
  const inEnglish = (run: string) => standsAlone(english, run);
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
