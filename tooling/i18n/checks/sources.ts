/**
 * The sources register, `locales/<lng>/sources.json`: per key, a hash of the English text a
 * translation was made from (written by `npm run i18n:status -- --mark`), so a key whose English
 * changed since is stale.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { LOCALES_DIR } from '../../../shared/locales.ts';
import { readJson } from './read.ts';

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
