/** How the checks read a language's namespace files (a test passes its own reader). */
import { existsSync, readFileSync } from 'node:fs';
import { readNamespace, type Tree } from '../../../shared/locales.ts';

export type Reader = (lng: string, ns: string) => Tree | undefined;

export const readJson = <T>(file: string): T | undefined =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;

export const readLocaleFile: Reader = (lng, ns) => readNamespace(lng, ns);
