import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  languageCodes,
  languageOfPath,
  localizePath,
  namespacesOf,
  readLanguage,
  readNamespace,
  untranslatedKeys,
} from './locales';

describe('the locale catalogue (shared/locales.ts)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'catalogue-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (file: string, value: unknown) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), JSON.stringify(value));
  };
  const language = { name: 'Français', intl: 'fr-FR', dir: 'ltr', ogLocale: 'fr_FR' };
  write('en/language.json', { ...language, name: 'English', intl: 'en-US' });
  write('en/common.json', { a: 'A', b: { c: 'C' } });
  write('en/home.json', { x: 'X' });
  write('en/glossary.json', {});
  write('en/sources.json', {});
  write('fr/language.json', language);
  write('fr/common.json', { a: 'Á' });
  // A folder without language.json (a translator's work in progress) is no language yet.
  write('de/common.json', { a: 'Ä' });
  write('glossary.json', {});

  it('a language is a folder with a language.json; its other JSON files, less the glossary and the sources record, are its namespaces', () => {
    expect(languageCodes(dir)).toEqual(['en', 'fr']);
    expect(namespacesOf('en', dir)).toEqual(['common', 'home']);
    expect(namespacesOf('fr', dir)).toEqual(['common']);
    expect(namespacesOf('de-none', dir)).toEqual([]);
    expect(readLanguage('fr', dir)).toEqual(language);
    expect(readNamespace('fr', 'home', dir)).toBeUndefined();
  });

  it('what a file lacks is every English key it has no text for', () => {
    const english = readNamespace(DEFAULT_LOCALE, 'common', dir);
    expect(untranslatedKeys(english, readNamespace('fr', 'common', dir), 'fr-FR')).toEqual(['b.c']);
    expect(untranslatedKeys(english, undefined, 'fr-FR')).toEqual(['a', 'b.c']);
  });

  it('localises a path and reads the language back from it', () => {
    const codes = languageCodes(dir);
    expect(localizePath('/', 'en')).toBe('/');
    expect(localizePath('/', 'fr')).toBe('/fr');
    expect(localizePath('/aboutUs', 'fr')).toBe('/fr/aboutUs');
    for (const lng of codes) {
      expect(languageOfPath(localizePath('/aboutUs', lng), codes)).toBe(lng);
      expect(languageOfPath(localizePath('/', lng), codes)).toBe(lng);
    }
    // A first segment that is no language (or is English's own code) is an English page.
    expect(languageOfPath('/de/aboutUs', codes)).toBe('en');
    expect(languageOfPath('/en/aboutUs', codes)).toBe('en');
  });
});
