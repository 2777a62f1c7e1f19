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
      const [ta, tb] = [tags(source), tags(value)];
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
