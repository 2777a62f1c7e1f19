// The locale module (tooling/site-build/codegen/locale-module.ts) over a temporary locales folder: which files of
// a partial language it loads.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localeModule } from './locale-module';

const dir = mkdtempSync(path.join(tmpdir(), 'locale-module-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const write = (file: string, value: unknown) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), JSON.stringify(value));
};
const language = { name: 'X', intl: 'fr-US', dir: 'ltr', ogLocale: 'fr_FR' };
write('locales/en/language.json', { ...language, name: 'English', intl: 'en-US' });
write('locales/en/common.json', { nav: { menu: 'Menu' }, pages: { home: 'Home', terms: 'Terms' } });
write('locales/en/terms.json', { hero: { title: 'Terms' } });
write('locales/en/home.json', { hero: { title: 'Welcome' } });
// A partial language made before the page `terms` was added (npm run new:page writes its name only
// where it writes the page), and one whose common.json lacks another key.
write('locales/xx/language.json', language);
write('locales/xx/common.json', { nav: { menu: 'Menú' }, pages: { home: 'Inicio' } });
write('locales/yy/language.json', language);
write('locales/yy/common.json', { nav: {}, pages: { home: 'Inicio', terms: 'Términos' } });
write('locales/yy/home.json', { hero: {} });

describe('the locale module of a partial language', () => {
  const out = path.join(dir, 'src/generated/locales.ts');
  const { source, wrappers } = localeModule(path.join(dir, 'locales'), out);
  const wrapper = (lng: string, ns: string) =>
    wrappers.get(path.join(path.dirname(out), 'locales', lng, `${ns}.ts`));

  it('keeps a common.json that lacks only the names of pages the language has no text for, those names in English', () => {
    expect(source).toMatch(/"xx": \{\n {4}"common": /);
    expect(wrapper('xx', 'common')).toContain('const names = {"terms":"Terms"};');
    // …and says which, so the links they name are marked as English.
    expect(source).toContain(
      'export const englishPageNames: Record<string, readonly string[]> = {"xx":["terms"]};',
    );
  });

  it('leaves out a file that lacks any other key, as before', () => {
    expect(wrapper('yy', 'common')).toBeUndefined();
    expect(wrapper('yy', 'home')).toBeUndefined();
    expect(source).toContain(
      'Lacking keys, shown in English until complete: common.json (1 key), home.json (1 key).',
    );
    expect(wrapper('en', 'common')).toContain('export default resource;');
  });
});
