/**
 * One-word English names in a translation. checkEnglishNames and checkEnglishRuns find English
 * names of two words or more by comparing a translation with its English; a single English word
 * (a CAT risk or maturity level such as "Least" or "Baseline", an SP 800-53B baseline such as
 * "Moderate", a CSF function such as "Govern") cannot be told from a word the language shares
 * with English that way. So a language's glossary lists them (`englishWords`), and every one of
 * them a text uses outside `<en>…</en>` is a problem: the page must give it `lang="en"` (WCAG
 * 3.1.2). Used by `npm run i18n:check` (tooling/i18n/status.ts).
 */
import { readGlossary, readLocaleFile, type Glossary, type Reader } from './check.ts';
import { DEFAULT_LOCALE, flatten, readLanguage } from '../../shared/locales.ts';

/** A glossary with its list of English names (one word or more) that are always marked. */
export interface GlossaryWithWords extends Glossary {
  /**
   * English names the language's texts keep and always mark `<en>…</en>`: exact, case-sensitive
   * texts (a single word, a hyphenated name such as "Identify-P", or a phrase).
   */
  englishWords?: string[];
}

/**
 * Keys whose text a page puts in an attribute or a document's head (a page's title, description
 * and keywords, an accessible name): they cannot carry `<en>` markup (as checkEnglishRuns).
 */
const UNMARKABLE_KEY = /(?:^|\.)meta\.|(?:^|\.)(?:aria[A-Z]\w*|\w*Label|alt)$/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One expression for a list of texts, each whole (no letter, digit or hyphen on either side, so
 * "Identify" is not found in "Identify-P" nor "Low" in "Lower"), the longest first.
 */
function wholeTexts(texts: readonly string[]): RegExp {
  const alternatives = [...texts].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return new RegExp(
    alternatives.length
      ? `(?<![\\p{L}\\p{N}-])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}]|-\\p{L})`
      : '(?!)',
    'gu',
  );
}

/** The glossary's English names a text uses outside `<en>…</en>` and outside proper names. */
export function unmarkedEnglishWords(
  value: string,
  words: readonly string[],
  properNames: readonly string[] = [],
): string[] {
  const plain = value
    .replace(/<en>[\s\S]*?<\/en>/g, ' ')
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(wholeTexts(properNames), ' ');
  return [...new Set([...plain.matchAll(wholeTexts(words))].map(([match]) => match))];
}

/**
 * Every text of a language that uses one of its glossary's `englishWords` unmarked, naming the
 * language, namespace, key and word. Keys that cannot carry the markup (`meta.*`, labels) are
 * left out, and so, in a language not declared complete, is a text still identical to English
 * (untranslated, not a name it keeps).
 */
export function checkEnglishWords(
  lng: string,
  namespaces: readonly string[],
  read: Reader = readLocaleFile,
  glossary: GlossaryWithWords | undefined = readGlossary(lng),
  complete: boolean = readLanguage(lng)?.complete === true,
): string[] {
  const words = glossary?.englishWords ?? [];
  if (lng === DEFAULT_LOCALE || words.length === 0) return [];
  const properNames = glossary?.properNames ?? [];
  const problems: string[] = [];
  for (const ns of namespaces) {
    const english = flatten(read(DEFAULT_LOCALE, ns) ?? {});
    for (const [key, value] of flatten(read(lng, ns) ?? {})) {
      if (UNMARKABLE_KEY.test(key)) continue;
      if (!complete && value === english.get(key)) continue;
      for (const word of unmarkedEnglishWords(value, words, properNames))
        problems.push(`${lng}/${ns}.json ${key}: "${word}" is English: mark it <en>…</en>`);
    }
  }
  return problems;
}
