/**
 * Translation status of every language (`npm run i18n:status`), and the CI check
 * (`npm run i18n:check`):
 *   node scripts/i18n/status.ts                  table per language and namespace
 *   node scripts/i18n/status.ts --check          also exit 1 on a problem (missing file or key,
 *                                                 broken {{variable}} or tag, attribute on a tag,
 *                                                 a variant the language's glossary forbids)
 *   node scripts/i18n/status.ts --mark es [ns…]  record that es (or its namespaces ns…) was
 *                                                 translated from today's English
 * Stale keys (English changed since the translation was made) are reported, never fatal.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_LOCALE,
  LOCALES_DIR,
  checkGlossary,
  checkLanguage,
  flatten,
  hashOf,
  isNamespaceFile,
  readLocaleFile,
  readSources,
} from './check.ts';

const args = process.argv.slice(2);
const jsonFiles = (dir: string) =>
  readdirSync(dir)
    .filter(isNamespaceFile)
    .map((file) => file.replace(/\.json$/, ''))
    .sort();
const namespaces = jsonFiles(path.join(LOCALES_DIR, DEFAULT_LOCALE));
const languages = readdirSync(LOCALES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== DEFAULT_LOCALE)
  .map((entry) => entry.name)
  .sort();

if (args[0] === '--mark') {
  const [, lng, ...only] = args;
  if (!lng || !languages.includes(lng)) {
    console.error(
      `Usage: npm run i18n:status -- --mark <language> [namespace…] (one of: ${languages.join(', ')})`,
    );
    process.exit(2);
  }
  const sources = readSources(lng);
  for (const ns of only.length ? only : namespaces) {
    const translated = flatten(readLocaleFile(lng, ns) ?? {});
    const english = flatten(readLocaleFile(DEFAULT_LOCALE, ns) ?? {});
    sources[ns] = Object.fromEntries(
      [...english].filter(([key]) => translated.has(key)).map(([key, text]) => [key, hashOf(text)]),
    );
  }
  const file = path.join(LOCALES_DIR, `${lng}.sources.json`);
  writeFileSync(file, `${JSON.stringify(sources, null, 2)}\n`);
  console.log(`Recorded the English source of ${lng}'s translations in ${file}.`);
  process.exit(0);
}

const check = args.includes('--check');
let problems = 0;
let stale = 0;
for (const lng of [DEFAULT_LOCALE, ...languages]) {
  const result = checkLanguage(lng, namespaces);
  result.problems.push(...checkGlossary(lng, namespaces));
  problems += result.problems.length;
  if (lng !== DEFAULT_LOCALE) {
    stale += result.status.reduce((sum, row) => sum + row.stale, 0);
    if (!check) {
      console.log(`\n${lng}`);
      console.table(
        result.status.map(({ namespace, total, translated, missing, stale: old }) => ({
          namespace,
          keys: total,
          translated,
          missing,
          stale: old,
        })),
      );
    }
  }
  for (const problem of result.problems) console.error(`✗ ${problem}`);
}
const summary = `${languages.length + 1} languages, ${namespaces.length} namespaces: ${problems} problem(s), ${stale} stale key(s)`;
if (stale > 0)
  console.log(
    `${summary}. Stale keys: the English changed after the translation; review them, then --mark.`,
  );
else console.log(summary);
if (check && problems > 0) process.exit(1);
