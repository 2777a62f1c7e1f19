import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { articleIds } from '../../content/articles';
import { localeCodes, defaultLocale, namespacesOf } from '../../src/i18n/registry';
import {
  checkGlossary,
  checkLanguage,
  hashOf,
  readGlossary,
  readSources,
  type Glossary,
} from '../../tooling/i18n/check';
import {
  BUILD_ONLY_NAMESPACES,
  isNamespaceFile,
  NOT_NAMESPACES,
  readLanguage,
  untranslatedKeys,
  type Tree,
} from '../../shared/locales';
import {
  localeModule,
  untranslatedPageNames,
} from '../../tooling/site-build/codegen/locale-module';

const namespaces = fs
  .readdirSync(path.join('locales', defaultLocale))
  .filter(isNamespaceFile)
  .map((file) => file.replace(/\.json$/, ''))
  .sort();

describe('locales', () => {
  it('the app loads every namespace file of every language that has all of its keys, or lacks only names of pages it has no text for (read from the folders)', async () => {
    const read = (lng: string, file: string) =>
      JSON.parse(fs.readFileSync(path.join('locales', lng, file), 'utf8')) as Tree;
    for (const lng of localeCodes) {
      const intl = readLanguage(lng)?.intl;
      expect(await namespacesOf(lng), lng).toEqual(
        fs
          .readdirSync(path.join('locales', lng))
          .filter(isNamespaceFile)
          .filter((file) => !BUILD_ONLY_NAMESPACES.has(file.replace(/\.json$/, '')))
          .filter((file) => {
            if (lng === defaultLocale) return true;
            const missing = untranslatedKeys(read(defaultLocale, file), read(lng, file), intl);
            // Names of pages the language has no text for are taken from English (new:page).
            const names = untranslatedPageNames('locales', lng, file, missing);
            return missing.length === names.length;
          })
          .map((file) => file.replace(/\.json$/, ''))
          .sort(),
      );
    }
  });

  it.each(localeCodes.filter((lng) => lng !== defaultLocale))(
    '%s: every {{variable}} and tag of English, no key English lacks, no empty value, no attribute on a tag (and every namespace and key, if it declares itself complete)',
    (lng) => {
      expect(checkLanguage(lng, namespaces).problems).toEqual([]);
    },
  );

  it('Spanish declares itself complete: a missing file or key of Spanish is a problem', () => {
    expect(readLanguage('es')?.complete).toBe(true);
    const english = { a: 'One', b: { c: 'Two' } };
    const read = (lng: string, ns: string) =>
      lng === defaultLocale ? english : ns === 'demo' ? { a: 'Uno' } : undefined;
    expect(checkLanguage('es', ['demo', 'other'], read, {}).problems).toEqual([
      'es/demo.json b.c: missing key',
      'es/other.json: missing file',
    ]);
  });

  it('English itself: no empty value, no attribute on a tag', () => {
    expect(checkLanguage(defaultLocale, namespaces).problems).toEqual([]);
  });

  it('a problem names the language, namespace and key', () => {
    const reference = { b: 'Hello {{name}}', a: { x: '<strong>Hi</strong>' } };
    const translated = { b: 'Hola', a: { x: '<strong id="x">Hola</strong>' } };
    const { problems } = checkLanguage('xx', ['demo'], (lng) =>
      lng === defaultLocale ? reference : translated,
    );
    expect(problems.sort()).toEqual([
      'xx/demo.json a.x: tag <strong> carries attributes',
      'xx/demo.json b: variables differ (English: {{name}}; xx: none)',
    ]);
  });

  it("a group's keys in another order than English is a problem: lists, rows and sections follow the file", () => {
    const reference = {
      title: 'Controls',
      cis: { assets: 'Assets', software: 'Software', data: 'Data' },
      rows: { a: { name: 'A', note: 'a' }, b: { name: 'B', note: 'b' } },
    };
    const sameOrder = {
      title: 'Controles',
      cis: { assets: 'Activos', software: 'Software', data: 'Datos' },
      rows: { a: { name: 'A', note: 'a' }, b: { name: 'B', note: 'b' } },
    };
    const read = (translation: Tree) => (lng: string) =>
      lng === defaultLocale ? reference : translation;
    expect(checkLanguage('xx', ['demo'], read(sameOrder), {}, {}).problems).toEqual([]);
    const reordered = {
      rows: { a: { note: 'a', name: 'A' }, b: { name: 'B', note: 'b' } },
      title: 'Controles',
      cis: { software: 'Software', assets: 'Activos', data: 'Datos' },
    };
    expect(checkLanguage('xx', ['demo'], read(reordered), {}, {}).problems).toEqual([
      "xx/demo.json (top level): keys in another order than English (English: title, cis, rows; here: rows, title, cis); pages show them in the file's order",
      "xx/demo.json rows.a: keys in another order than English (English: name, note; here: note, name); pages show them in the file's order",
      "xx/demo.json cis: keys in another order than English (English: assets, software, data; here: software, assets, data); pages show them in the file's order",
    ]);
    // An untranslated key (a partial language) is no reordering.
    const partial = { cis: { assets: 'Activos', data: 'Datos' } };
    expect(checkLanguage('xx', ['demo'], read(partial), {}, {}).problems).toEqual([]);
  });

  it('<en>…</en> marks an English passage in any translated text; the other tags must match', () => {
    const reference = { a: '<strong>Planned</strong>: not yet in place', b: 'Tier 1', c: 'Tier 2' };
    const translated = {
      a: '<strong>Planificado (<en>Planned</en>)</strong>: aún no implementado',
      b: 'Nivel 1 (<en>Tier 1</en>)',
      c: '<strong>Nivel 2</strong>',
    };
    const { problems } = checkLanguage('xx', ['demo'], (lng) =>
      lng === defaultLocale ? reference : translated,
    );
    expect(problems).toEqual([
      'xx/demo.json c: tags differ (English: none; xx: </strong> <strong>)',
    ]);
  });
});

describe('a partial language: untranslated, not broken', () => {
  const english = {
    title: 'Risk management',
    body: 'Call {{brand}} <strong>today</strong>.',
    framework: 'NIST CSF 2.0',
    brand: '{{brand}}',
    year: '2025',
    item_one: 'one item',
    item_other: '{{count}} items',
  };
  const read =
    (translation: Tree | undefined) =>
    (lng: string): Tree | undefined =>
      lng === defaultLocale ? english : translation;

  it('a missing file or key is counted as untranslated, not a problem', () => {
    const missingFile = checkLanguage('xx', ['demo'], read(undefined), {}, {});
    expect(missingFile.problems).toEqual([]);
    expect(missingFile.status[0]).toMatchObject({ file: false, total: 7, missing: 7 });
    const missingKeys = checkLanguage('xx', ['demo'], read({ title: 'Gestion des risques' }), {});
    expect(missingKeys.problems).toEqual([]);
    expect(missingKeys.status[0]).toMatchObject({ file: true, translated: 1, missing: 6 });
  });

  it('declared complete, the same language fails on each missing file and key', () => {
    const complete = { complete: true };
    expect(checkLanguage('xx', ['demo'], read(undefined), {}, complete).problems).toEqual([
      'xx/demo.json: missing file',
    ]);
    expect(
      checkLanguage('xx', ['demo'], read({ title: 'Gestion' }), {}, complete).problems,
    ).toHaveLength(6);
  });

  it('broken variables and tags, attributes and keys English lacks stay problems in a partial language', () => {
    const broken = {
      body: 'Appelez <strong class="x">aujourd’hui</strong>.',
      extra: 'Nouveau',
    };
    expect(checkLanguage('xx', ['demo'], read(broken), {}, {}).problems.sort()).toEqual([
      'xx/demo.json body: tag <strong> carries attributes',
      'xx/demo.json body: variables differ (English: {{brand}}; xx: none)',
      'xx/demo.json extra: not in English',
    ]);
  });

  it('only the plural forms the language has are needed (Japanese: _other alone)', () => {
    const { title, body, framework, brand, year, item_other } = english;
    const japanese = { title, body, framework, brand, year, item_other };
    const { status } = checkLanguage('xx', ['demo'], read(japanese), {}, { intl: 'ja-JP' });
    expect(status[0]).toMatchObject({ total: 6, missing: 0 });
  });

  it('a text identical to English counts as "same as English", unless it has no words or the glossary allows it', () => {
    const copy = checkLanguage('xx', ['demo'], read(english), {}, {});
    // {{brand}} and 2025 have no letters of their own: they are the same in every language.
    expect(copy.status[0]).toMatchObject({ total: 7, translated: 2, sameAsEnglish: 5 });
    const allowed = checkLanguage(
      'xx',
      ['demo'],
      read(english),
      {},
      {
        sameAsEnglish: ['NIST CSF 2.0', '/(?:one|\\{\\{count\\}\\}) items?/'],
      },
    );
    expect(allowed.status[0]).toMatchObject({ translated: 5, sameAsEnglish: 2 });
  });

  it('a key with no recorded English source is unreviewed; one whose English changed, stale', () => {
    const translation = { title: 'Gestion des risques', framework: 'NIST CSF 2.0', year: '2025' };
    const sources = { demo: { title: hashOf('Risk management'), framework: hashOf('NIST CSF') } };
    const { status } = checkLanguage('xx', ['demo'], read(translation), sources, {});
    expect(status[0]).toMatchObject({ stale: 1, unreviewed: 1 });
    // A namespace without any record: every key it has is unreviewed, none silently fresh.
    expect(checkLanguage('xx', ['demo'], read(translation), {}, {}).status[0]).toMatchObject({
      stale: 0,
      unreviewed: 3,
    });
  });

  it('Spanish records its sources in its own folder (not a namespace), the articles, bookDemo and downloads too', () => {
    expect(NOT_NAMESPACES.has('sources.json')).toBe(true);
    expect(fs.existsSync(path.join('locales', 'es', 'sources.json'))).toBe(true);
    expect(fs.existsSync(path.join('locales', 'es.sources.json'))).toBe(false);
    const recorded = Object.keys(readSources('es'));
    expect(namespaces).toEqual(expect.arrayContaining(recorded));
    expect(recorded).toEqual(expect.arrayContaining([...articleIds, 'bookDemo', 'downloads']));
  });
});

describe('npm run i18n:check and i18n:status on a partial language (a copy of locales/)', () => {
  const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'partial-locale-'));
  const LOCALES = path.join(TMP, 'locales');
  const FR = path.join(LOCALES, 'fr');
  const STATUS = path.resolve('tooling/i18n/status.ts');
  afterAll(() => fs.rmSync(TMP, { recursive: true, force: true }));
  const run = (...args: string[]) => {
    const result = spawnSync(process.execPath, [STATUS, ...args], { cwd: TMP, encoding: 'utf8' });
    return { code: result.status, output: `${result.stdout}${result.stderr}` };
  };
  const language = (extra: object = {}) =>
    fs.writeFileSync(
      path.join(FR, 'language.json'),
      JSON.stringify({ name: 'Français', intl: 'fr-US', dir: 'ltr', ogLocale: 'fr_FR', ...extra }),
    );
  const json = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Tree>;

  it('French with two files, one of them missing keys: the check passes, and status says what is untranslated', () => {
    fs.cpSync(path.join('locales', 'en'), path.join(LOCALES, 'en'), { recursive: true });
    fs.mkdirSync(FR);
    language();
    // Stand-ins for a translation: the Spanish text passes every check French must pass, with
    // the proper names every language shares (locales/glossary.json) and the Spanish glossary's
    // own words.
    fs.cpSync(path.join('locales', 'glossary.json'), path.join(LOCALES, 'glossary.json'));
    fs.cpSync(path.join('locales', 'es', 'common.json'), path.join(FR, 'common.json'));
    fs.cpSync(path.join('locales', 'es', 'glossary.json'), path.join(FR, 'glossary.json'));
    const home = Object.fromEntries(
      Object.entries(json(path.join('locales', 'es', 'home.json'))).filter(
        ([key]) => key !== 'intro',
      ),
    );
    fs.writeFileSync(path.join(FR, 'home.json'), JSON.stringify(home));
    const check = run('--check');
    expect(check.output).toContain('0 problem(s)');
    expect(check.code).toBe(0);
    const status = run('fr');
    expect(status.output).toMatch(/^about \(no file\) +\d+ +0 +0 +\d+ +0 +0$/m);
    expect(status.output).toMatch(/^home +\d+ +\d+ +\d+ +[1-9]\d* +0 +\d+$/m);
    expect(status.output).toMatch(/^fr: \d+ % translated;/m);
    // The page of a file that lacks keys is shown in English as a whole, like one not written yet.
    const { source } = localeModule(LOCALES, path.join(TMP, 'src', 'locales.ts'));
    expect(source).toContain('"common": () => import("./locales/fr/common")');
    expect(source).not.toContain('./locales/fr/home"');
  });

  it('the same French declaring itself complete fails, naming each missing file and key', () => {
    language({ complete: true });
    const check = run('--check');
    expect(check.code).toBe(1);
    expect(check.output).toContain('fr/about.json: missing file');
    expect(check.output).toContain('fr/home.json intro.heading: missing key');
  });

  it('right after copying English, status reports nothing translated but the acronyms and proper names every language keeps: every other text the same as English, and unreviewed', () => {
    fs.rmSync(FR, { recursive: true });
    fs.cpSync(path.join(LOCALES, 'en'), FR, { recursive: true });
    language();
    const status = run('fr');
    expect(status.code).toBe(0);
    expect(status.output).toMatch(
      /^fr: \d % translated; [1-9]\d* same as English, 0 untranslated, 0 stale, [1-9]\d* unreviewed$/m,
    );
    // Marking records the English it was made from: nothing is unreviewed any more.
    expect(run('--mark', 'fr').code).toBe(0);
    expect(fs.existsSync(path.join(FR, 'sources.json'))).toBe(true);
    expect(run('fr').output).toMatch(/^fr: .*, 0 unreviewed$/m);
    expect(run('--check').code).toBe(0);
  });
});

describe('glossary (locales/<lng>/glossary.json)', () => {
  it('Spanish has a glossary, and no Spanish text uses a variant it forbids', () => {
    const glossary = readGlossary('es');
    expect(glossary?.terms?.length).toBeGreaterThanOrEqual(10);
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
