// What the translation checks' tests run over, read from locales/ (never a list of languages).
import { DEFAULT_LOCALE, languageCodes, namespacesOf, type Tree } from '../../shared/locales';

/** The source language's namespaces. */
export const namespaces = namespacesOf(DEFAULT_LOCALE);

/** Every language with a folder of its own (English is the source). */
export const languages = languageCodes().filter((lng) => lng !== DEFAULT_LOCALE);

/** A reader that serves one English and one translated namespace `demo`. */
export const pair =
  (english: Record<string, Tree>, translation: Record<string, Tree>) => (lng: string) =>
    lng === DEFAULT_LOCALE ? english : translation;
