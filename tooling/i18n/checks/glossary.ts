import path from 'node:path';
import { LOCALES_DIR, flatten } from '../../../shared/locales.ts';
import { readJson, readLocaleFile, type Reader } from './read.ts';

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

/**
 * A quicker pattern that matches every text `glossaryPattern(pattern)` matches, and perhaps more:
 * each `\b` taken out (an empty group), or, inside a negative lookaround (where a weaker assertion
 * would match less), made one that never holds. Its compiled form has none of the boundary's
 * Unicode classes, which cost V8 about 8 ms a pattern to compile; a text is then tried with the
 * exact pattern only when the quick one matches it. Undefined when the pattern has a `\b` inside a
 * character class, which this does not read.
 */
export function quickGlossaryPattern(pattern: string, caseSensitive = false): RegExp | undefined {
  let source = '';
  // For each open group, whether the groups around it (and itself) negate an odd number of times.
  const negated: boolean[] = [];
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern.charAt(i);
    const inNegation = negated.at(-1) ?? false;
    if (char === '\\') {
      const next = pattern[i + 1] ?? '';
      source += next === 'b' ? (inNegation ? '(?:(?!))' : '(?:)') : char + next;
      i += 1;
    } else if (char === '[') {
      let end = i + 1;
      while (end < pattern.length && pattern[end] !== ']') {
        if (pattern.startsWith('\\b', end)) return undefined;
        end += pattern[end] === '\\' ? 2 : 1;
      }
      source += pattern.slice(i, end + 1);
      i = end;
    } else if (char === '(') {
      const negative = pattern.startsWith('(?!', i) || pattern.startsWith('(?<!', i);
      negated.push(inNegation !== negative);
      source += char;
    } else {
      if (char === ')') negated.pop();
      source += char;
    }
  }
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
      quick: quickGlossaryPattern(pattern, entry.caseSensitive),
      keys: entry.keys === undefined ? undefined : new RegExp(entry.keys, 'u'),
    })),
  );
  const problems: string[] = [];
  for (const ns of namespaces) {
    for (const [key, value] of flatten(read(lng, ns) ?? {})) {
      for (const { entry, pattern, quick, keys } of rules) {
        if (keys && !keys.test(key)) continue;
        if (quick && !quick.test(value)) continue;
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
