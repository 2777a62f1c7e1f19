/**
 * Checks one language's locale files against English: every namespace and key present, the same
 * {{variables}} and <tags>, no empty value, and no attribute on a tag (a translation must not be
 * able to set an id, a style or an href). Also counts keys and finds stale ones: keys whose English
 * text changed after the translation was made (locales/<lng>.sources.json records a hash of the
 * English text each translation was made from). Used by a11y-tests/locales.node.test.ts and
 * `npm run i18n:status`.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type Tree = string | { [key: string]: Tree };
export type Reader = (lng: string, ns: string) => Tree | undefined;

export const DEFAULT_LOCALE = 'en';
/** Files in a language's folder that are not namespaces: its metadata and its glossary. */
export const NOT_NAMESPACES = new Set(['language.json', 'glossary.json']);
/** Whether a file in a language's folder is a namespace. */
export const isNamespaceFile = (file: string) =>
  file.endsWith('.json') && !NOT_NAMESPACES.has(file);
export const LOCALES_DIR = 'locales';

export const readLocaleFile: Reader = (lng, ns) => {
  const file = path.join(LOCALES_DIR, lng, `${ns}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Tree) : undefined;
};

/** Flattens a namespace into `a.b.c` keys and their strings. */
export function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof tree === 'string') return out.set(prefix, tree);
  for (const [key, value] of Object.entries(tree)) {
    for (const [k, v] of flatten(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  }
  return out;
}

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

export function readSources(lng: string): Record<string, Record<string, string>> {
  const file = path.join(LOCALES_DIR, `${lng}.sources.json`);
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>)
    : {};
}

export interface NamespaceStatus {
  namespace: string;
  total: number;
  translated: number;
  missing: number;
  stale: number;
}

/** Problems (fatal) and per-namespace counts for one language. */
export function checkLanguage(
  lng: string,
  namespaces: readonly string[],
  read: Reader = readLocaleFile,
  sources: Record<string, Record<string, string>> = lng === DEFAULT_LOCALE ? {} : readSources(lng),
): { problems: string[]; status: NamespaceStatus[] } {
  const problems: string[] = [];
  const status: NamespaceStatus[] = [];
  const none = (list: string[]) => (list.length ? list.join(' ') : 'none');
  for (const ns of namespaces) {
    const english = flatten(read(DEFAULT_LOCALE, ns) ?? {});
    const file = read(lng, ns);
    const translation = flatten(file ?? {});
    const row = { namespace: ns, total: english.size, translated: 0, missing: 0, stale: 0 };
    if (!file) problems.push(`${lng}/${ns}.json: missing file`);
    for (const [key, source] of english) {
      const where = `${lng}/${ns}.json ${key}`;
      const value = translation.get(key);
      if (value === undefined) {
        row.missing += 1;
        if (file) problems.push(`${where}: missing key`);
        continue;
      }
      row.translated += 1;
      if (!value.trim()) problems.push(`${where}: empty value`);
      const [a, b] = [variables(source), variables(value)];
      if (a.join() !== b.join()) {
        problems.push(`${where}: variables differ (English: ${none(a)}; ${lng}: ${none(b)})`);
      }
      // A translation may mark English passages <en>…</en> where the English has markup (a text
      // rendered with <Trans> and the site's inline markup); the other tags must match.
      const [ta, tb] = [tags(source), tags(value.replace(EN_TAG, ''))];
      if (lng !== DEFAULT_LOCALE && EN_TAG.test(value) && ta.length === 0) {
        problems.push(`${where}: <en> only in a text with markup (its English has no tags)`);
      }
      EN_TAG.lastIndex = 0;
      if (ta.join() !== tb.join()) {
        problems.push(`${where}: tags differ (English: ${none(ta)}; ${lng}: ${none(tb)})`);
      }
      for (const tag of attributedTags(value))
        problems.push(`${where}: tag <${tag}> carries attributes`);
      const recorded = sources[ns]?.[key];
      if (lng !== DEFAULT_LOCALE && recorded !== undefined && recorded !== hashOf(source)) {
        row.stale += 1;
      }
    }
    for (const key of translation.keys()) {
      // A language may need plural forms English lacks (Arabic: _zero, _two, _few, _many).
      const pluralOf = key.replace(/_(zero|one|two|few|many|other)$/, '_other');
      if (!english.has(key) && !english.has(pluralOf)) {
        problems.push(`${lng}/${ns}.json ${key}: not in English`);
      }
    }
    status.push(row);
  }
  return { problems, status };
}

/**
 * A language's glossary (`locales/<lng>/glossary.json`): the rendering each term must have and the
 * variants it must not. Each forbidden variant is a regular expression (JavaScript, Unicode),
 * matched without regard to case unless the entry sets `caseSensitive`.
 */
export interface Glossary {
  terms: {
    term: string;
    use: string;
    note?: string;
    forbidden?: string[];
    caseSensitive?: boolean;
  }[];
}

export function readGlossary(lng: string): Glossary | undefined {
  const file = path.join(LOCALES_DIR, lng, 'glossary.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Glossary) : undefined;
}

/** Every text of a language that uses a forbidden variant of a glossary term. */
export function checkGlossary(
  lng: string,
  namespaces: readonly string[],
  glossary: Glossary | undefined = readGlossary(lng),
  read: Reader = readLocaleFile,
): string[] {
  if (!glossary) return [];
  const rules = glossary.terms.flatMap((entry) =>
    (entry.forbidden ?? []).map((pattern) => ({
      entry,
      pattern: new RegExp(pattern, entry.caseSensitive ? 'u' : 'iu'),
    })),
  );
  const problems: string[] = [];
  for (const ns of namespaces) {
    for (const [key, value] of flatten(read(lng, ns) ?? {})) {
      for (const { entry, pattern } of rules) {
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
