// What the translation checks' tests run over, read from locales/ (never a list of languages).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, isNamespaceFile, readLanguage, type Tree } from './check';

/** The source language's namespaces. */
export const namespaces = readdirSync(path.join('locales', DEFAULT_LOCALE))
  .filter(isNamespaceFile)
  .map((file) => file.replace(/\.json$/, ''));

/** Every language with a folder of its own (English is the source). */
export const languages = readdirSync('locales', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== DEFAULT_LOCALE)
  .map((entry) => entry.name)
  .filter((lng) => readLanguage(lng) !== undefined);

/** A reader that serves one English and one translated namespace `demo`. */
export const pair =
  (english: Record<string, Tree>, translation: Record<string, Tree>) => (lng: string) =>
    lng === DEFAULT_LOCALE ? english : translation;
