import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { localeCodes, defaultLocale, namespacesOf } from '../src/i18n/registry';
import { checkLanguage } from '../scripts/i18n/check';

const namespaces = readdirSync(path.join('locales', defaultLocale))
  .filter((file) => file.endsWith('.json') && file !== 'language.json')
  .map((file) => file.replace(/\.json$/, ''))
  .sort();

describe('locales', () => {
  it('the app loads every namespace file of every language (read from the folders)', async () => {
    for (const lng of localeCodes) {
      expect(await namespacesOf(lng), lng).toEqual(
        readdirSync(path.join('locales', lng))
          .filter((file) => file.endsWith('.json') && file !== 'language.json')
          .map((file) => file.replace(/\.json$/, ''))
          .sort(),
      );
    }
  });

  it.each(localeCodes.filter((lng) => lng !== defaultLocale))(
    '%s: every namespace, key, {{variable}} and tag of English, no empty value, no attribute on a tag',
    (lng) => {
      expect(checkLanguage(lng, namespaces).problems).toEqual([]);
    },
  );

  it('English itself: no empty value, no attribute on a tag', () => {
    expect(checkLanguage(defaultLocale, namespaces).problems).toEqual([]);
  });

  it('a problem names the language, namespace and key, whatever the key order', () => {
    const reference = { b: 'Hello {{name}}', a: { x: '<strong>Hi</strong>' } };
    const translated = { a: { x: '<strong id="x">Hola</strong>' }, b: 'Hola' };
    const { problems } = checkLanguage('xx', ['demo'], (lng) =>
      lng === defaultLocale ? reference : translated,
    );
    expect(problems.sort()).toEqual([
      'xx/demo.json a.x: tag <strong> carries attributes',
      'xx/demo.json b: variables differ (English: {{name}}; xx: none)',
    ]);
  });
});
