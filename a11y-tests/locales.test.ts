import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { localeCodes, locales, defaultLocale } from '../src/i18n/registry';

type Tree = string | { [key: string]: Tree };

function keys(tree: Tree, prefix = ''): string[] {
  if (typeof tree === 'string') return [prefix];
  return Object.entries(tree).flatMap(([key, value]) =>
    keys(value, prefix ? `${prefix}.${key}` : key),
  );
}

function variables(value: string): string[] {
  return [
    ...new Set([...value.matchAll(/\{\{\s*(\w+)[^}]*\}\}|<(\/?\w+)>/g)].map((m) => m[1] ?? m[2]!)),
  ].sort();
}

const read = (lng: string, file: string): Tree =>
  JSON.parse(readFileSync(path.join('locales', lng, file), 'utf8')) as Tree;

const files = readdirSync(path.join('locales', defaultLocale)).filter((f) => f.endsWith('.json'));

describe('locales', () => {
  it('every registered locale has a folder with every namespace file', () => {
    for (const lng of localeCodes) {
      expect(readdirSync(path.join('locales', lng)).sort()).toEqual([...files].sort());
    }
  });

  it('every namespace file is registered for every locale', () => {
    const namespaces = files
      .filter((f) => f !== 'language.json')
      .map((f) => f.replace('.json', ''));
    for (const lng of localeCodes) {
      expect(Object.keys(locales[lng].namespaces).sort()).toEqual(namespaces.sort());
    }
  });

  for (const file of files) {
    it(`${file}: same keys, variables and tags in every locale, no empty value`, () => {
      const reference = read(defaultLocale, file);
      const referenceKeys = keys(reference);
      for (const lng of localeCodes) {
        const tree = read(lng, file);
        expect(keys(tree)).toEqual(referenceKeys);
        for (const key of referenceKeys) {
          const get = (t: Tree) =>
            key.split('.').reduce<Tree>((node, part) => (node as Record<string, Tree>)[part]!, t);
          const value = get(tree) as string;
          expect(value.trim(), `${lng}/${file} ${key}`).not.toBe('');
          expect(variables(value), `${lng}/${file} ${key}`).toEqual(
            variables(get(reference) as string),
          );
        }
      }
    });
  }
});
