/**
 * Translation status of every language (`npm run i18n:status`), and the CI check
 * (`npm run i18n:check`):
 *   node tooling/i18n/status.ts [lng…]           table per language and namespace (all languages,
 *                                                 or those named)
 *   node tooling/i18n/status.ts --check          also exit 1 on a problem (broken {{variable}} or
 *                                                 tag, attribute on a tag, key English lacks, keys
 *                                                 in another order than English, empty text, a
 *                                                 variant the language's glossary forbids, a
 *                                                 number, CFR citation or version the English
 *                                                 states and the translation lacks, an English
 *                                                 name kept in a translation without <en>, as a
 *                                                 whole text or inside a sentence;
 *                                                 in a language that declares itself complete,
 *                                                 also a missing file or key)
 *   node tooling/i18n/status.ts --mark es [ns…]  record in locales/es/sources.json that es (or its
 *                                                 namespaces ns…) was translated from today's English
 * Per namespace: keys translated, the same as English (not allowed by the glossary), untranslated
 * (shown in English), stale (English changed since the translation) and unreviewed (no record of
 * the English it was made from). None of these is fatal. Reads `locales/` in the current directory.
 */
import { writeFileSync } from 'node:fs';
import {
  checkEnglishNames,
  checkEnglishRuns,
  checkGlossary,
  checkNumbers,
  checkLanguage,
  hashOf,
  readLocaleFile,
  readSources,
  sourcesFile,
  type NamespaceStatus,
} from './check.ts';
import {
  languageCodes,
  namespacesOf,
  DEFAULT_LOCALE,
  flatten,
  readLanguage,
} from '../../shared/locales.ts';
import { checkEnglishWords } from './english-words.ts';

const args = process.argv.slice(2);
const namespaces = namespacesOf(DEFAULT_LOCALE);
const languages = languageCodes().filter((lng) => lng !== DEFAULT_LOCALE);
const MARK = 'npm run i18n:status -- --mark';

if (args[0] === '--mark') {
  const [, lng, ...only] = args;
  if (!lng || !languages.includes(lng)) {
    console.error(`Usage: ${MARK} <language> [namespace…] (one of: ${languages.join(', ')})`);
    process.exit(2);
  }
  const unknown = only.filter((ns) => !namespaces.includes(ns));
  if (unknown.length) {
    console.error(`No such namespace: ${unknown.join(', ')} (see locales/${DEFAULT_LOCALE}/)`);
    process.exit(2);
  }
  const marking = only.length ? only : namespaces;
  const recorded = readSources(lng);
  const marked = new Map<string, Record<string, string>>();
  for (const ns of marking) {
    const translated = flatten(readLocaleFile(lng, ns) ?? {});
    const english = flatten(readLocaleFile(DEFAULT_LOCALE, ns) ?? {});
    marked.set(
      ns,
      Object.fromEntries(
        [...english]
          .filter(([key]) => translated.has(key))
          .map(([key, text]) => [key, hashOf(text)]),
      ),
    );
  }
  // The file keeps its order: a namespace marked again stays where it was, a new one is added at
  // the end (in namespace order), so marking one namespace changes only its own lines.
  const sources: Record<string, Record<string, string>> = {};
  for (const ns of [...Object.keys(recorded), ...marking]) {
    if (ns in sources) continue;
    const entry = marked.get(ns) ?? recorded[ns] ?? {};
    if (Object.keys(entry).length) sources[ns] = entry;
  }
  const file = sourcesFile(lng);
  writeFileSync(file, `${JSON.stringify(sources, null, 2)}\n`);
  console.log(`Recorded the English source of ${lng}'s translations in ${file}.`);
  process.exit(0);
}

const check = args.includes('--check');
const shown = args.filter((arg) => !arg.startsWith('--'));
const unknown = shown.filter((lng) => lng !== DEFAULT_LOCALE && !languages.includes(lng));
if (unknown.length) {
  console.error(
    `No language ${unknown.join(', ')} (one of: ${[DEFAULT_LOCALE, ...languages].join(', ')})`,
  );
  process.exit(2);
}
const show = (lng: string) => !check && (shown.length === 0 || shown.includes(lng));

const COLUMNS = [
  ['keys', 'total'],
  ['translated', 'translated'],
  ['same as English', 'sameAsEnglish'],
  ['untranslated', 'missing'],
  ['stale', 'stale'],
  ['unreviewed', 'unreviewed'],
] as const satisfies readonly (readonly [string, keyof NamespaceStatus])[];
type Counts = Pick<NamespaceStatus, (typeof COLUMNS)[number][1]>;

/** One aligned table: a row per namespace (marked when the language has no file), then the sum. */
function table(rows: NamespaceStatus[], total: Counts): string {
  const head = ['namespace', ...COLUMNS.map(([title]) => title)];
  const body = rows.map((row) => [
    row.file ? row.namespace : `${row.namespace} (no file)`,
    ...COLUMNS.map(([, field]) => String(row[field])),
  ]);
  const foot = ['total', ...COLUMNS.map(([, field]) => String(total[field]))];
  const widths = head.map((_, i) =>
    Math.max(...[head, ...body, foot].map((cells) => cells[i]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ');
  const rule = widths.map((width) => '─'.repeat(width)).join('  ');
  return [line(head), rule, ...body.map(line), rule, line(foot)].join('\n');
}

const percent = (part: number, whole: number) =>
  whole === 0 ? '100 %' : `${Math.floor((part / whole) * 100)} %`;

let problems = 0;
const toReview: string[] = [];
for (const lng of [DEFAULT_LOCALE, ...languages]) {
  const result = checkLanguage(lng, namespaces);
  result.problems.push(
    ...checkGlossary(lng, namespaces),
    ...checkNumbers(lng, namespaces),
    ...checkEnglishNames(lng, namespaces),
    ...checkEnglishRuns(lng, namespaces),
    ...checkEnglishWords(lng, namespaces),
  );
  problems += result.problems.length;
  const total = Object.fromEntries(
    COLUMNS.map(([, field]) => [field, result.status.reduce((sum, row) => sum + row[field], 0)]),
  ) as Counts;
  const language = readLanguage(lng);
  if (lng === DEFAULT_LOCALE) {
    if (show(lng))
      console.log(
        `\n${lng} (${language?.name ?? lng}): the source, ${namespaces.length} namespaces, ${total.total} keys`,
      );
  } else {
    if (show(lng)) {
      const declared = language?.complete ? ', declared complete' : '';
      console.log(`\n${lng} (${language?.name ?? lng}${declared})\n${table(result.status, total)}`);
      console.log(
        `${lng}: ${percent(total.translated, total.total)} translated; ${total.sameAsEnglish} same as English, ${total.missing} untranslated, ${total.stale} stale, ${total.unreviewed} unreviewed`,
      );
      // Each key to translate or review, by name.
      for (const [label, field] of [
        ['same as English', 'sameAsEnglishKeys'],
        ['stale', 'staleKeys'],
        ['unreviewed', 'unreviewedKeys'],
      ] as const) {
        for (const row of result.status) {
          if (row[field].length > 0)
            console.log(`  ${label} ${row.namespace}: ${row[field].join(', ')}`);
        }
      }
    }
    if (total.stale + total.unreviewed > 0) toReview.push(lng);
  }
  for (const problem of result.problems) console.error(`✗ ${problem}`);
}
console.log(
  `\n${languages.length + 1} languages, ${namespaces.length} namespaces: ${problems} problem(s)`,
);
if (!check && toReview.length > 0)
  console.log(
    `Stale: the English changed after the translation; unreviewed: no record of the English it was made from. Review them, then record it: ${MARK} <language> [namespace…] (${toReview.join(', ')}).`,
  );
if (check && problems > 0) process.exit(1);
