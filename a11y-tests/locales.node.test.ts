import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { localeCodes, defaultLocale, namespacesOf } from '../src/i18n/registry';
import {
  checkGlossary,
  checkLanguage,
  isNamespaceFile,
  readGlossary,
  type Glossary,
} from '../scripts/i18n/check';

const namespaces = readdirSync(path.join('locales', defaultLocale))
  .filter(isNamespaceFile)
  .map((file) => file.replace(/\.json$/, ''))
  .sort();

describe('locales', () => {
  it('the app loads every namespace file of every language (read from the folders)', async () => {
    for (const lng of localeCodes) {
      expect(await namespacesOf(lng), lng).toEqual(
        readdirSync(path.join('locales', lng))
          .filter(isNamespaceFile)
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

  it('<en>…</en> marks an English passage in a text with markup, and only there', () => {
    const reference = { a: '<strong>Planned</strong>: not yet in place', b: 'Tier 1' };
    const translated = {
      a: '<strong>Planificado (<en>Planned</en>)</strong>: aún no implementado',
      b: 'Nivel 1 (<en>Tier 1</en>)',
    };
    const { problems } = checkLanguage('xx', ['demo'], (lng) =>
      lng === defaultLocale ? reference : translated,
    );
    expect(problems).toEqual([
      'xx/demo.json b: <en> only in a text with markup (its English has no tags)',
    ]);
  });
});

describe('glossary (locales/<lng>/glossary.json)', () => {
  it('Spanish has a glossary, and no Spanish text uses a variant it forbids', () => {
    const glossary = readGlossary('es');
    expect(glossary?.terms.length).toBeGreaterThanOrEqual(10);
    expect(checkGlossary('es', namespaces)).toEqual([]);
  });

  it('a forbidden variant fails the check, naming the text, the variant and the rendering to use', () => {
    const glossary = readGlossary('es')!;
    const texts = {
      ok: 'Para bancos y cooperativas de ahorro y crédito, según el FFIEC y la NCUA.',
      union: 'Para bancos y cooperativas de crédito.',
      council: 'Según la FFIEC.',
      citation: 'Conforme al 12 CFR Part 748, Appendix A.',
      breach: 'Una brecha de datos cuesta más.',
    };
    const problems = checkGlossary('es', ['demo'], glossary, () => texts);
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'es/demo.json union',
      'es/demo.json council',
      'es/demo.json citation',
      'es/demo.json citation',
      'es/demo.json breach',
    ]);
    expect(problems[0]).toContain(
      '"cooperativas de crédito" (glossary: credit union → "cooperativa de ahorro y crédito")',
    );
  });

  it('a language without a glossary has nothing to check', () => {
    const none: Glossary | undefined = undefined;
    expect(checkGlossary('xx', ['demo'], none, () => ({ a: 'cooperativa de crédito' }))).toEqual(
      [],
    );
  });
});
