import { describe, expect, it } from 'vitest';
import { languages, namespaces, pair } from '../support/locales-under-test';
import {
  checkEnglishNames,
  checkGlossary,
  checkNumbers,
  glossaryPattern,
  numbersOf,
  quickGlossaryPattern,
  readGlossary,
  readLocaleFile,
  standsAlone,
} from '../../tooling/i18n/check';
import { flatten } from '../../shared/locales';

describe('the Spanish glossary catches every form of a forbidden variant', () => {
  const glossary = readGlossary('es')!;
  /** Texts the Spanish site had, each a variant the glossary forbids, and the key it sat at. */
  const planted: Record<string, string> = {
    'mapping.table.caption': 'Del CAT del FFIEC a NIST CSF 2.0',
    'meta.keywords': 'soluciones IRM, reemplazo del FFIEC CAT, análisis de brechas',
    'components.benefitsHeading': 'Por qué las instituciones lo usaban',
    'report.intro':
      'los resultados de las pruebas, las brechas o violaciones de seguridad con las respuestas de la gerencia',
    'platform.intro': '{{brand}} conserva los registros y se encarga de armar el informe.',
    'platform.items.report.title': 'El informe, armado',
    'selfAssessment.text': 'Genere autoevaluaciones como la NCUA ACET y NIST CSF 2.0.',
    'outro.text': 'genera los informes del NCUA ACET y de PCI DSS.',
    'meta.title': 'Políticas de seguridad para bancos y cooperativas | {{brand}}',
    'meta.description': 'Plataforma IRM para bancos y cooperativas de EE. UU.',
    'company.answer': 'marca cada control faltante como <strong>Planned</strong> (planificado)',
    'program.closing': 'genera el informe anual a la junta directiva conforme al 12 CFR parte 748.',
    // Review of 2026-11-28: quotation marks, United States, one record, configuration
    // management, backup's gender, endpoints, partners.
    'contact.intro': 'Cuando pulsa “Enviar mensaje”, su navegador envía estos datos.',
    'about.lead': 'para bancos y cooperativas de ahorro y crédito de EE. UU.',
    'landscape.heading': 'El panorama de amenazas de los EE. UU.',
    'contact.serving': 'Al servicio de organizaciones en todo Estados Unidos',
    'cta.heading': 'Vea su propio programa en un solo registro',
    'compliance.subtitle': 'Un registro de controles único y actualizado',
    'configuration.title': 'Informes de gestión de configuración',
    'irm.configuration.title': 'Informes de gestión de la configuración',
    'threats.ransomware': 'los endpoints reforzados, las respaldos fuera de línea probadas',
    'pillars.response': 'se restauran los sistemas a partir de respaldos limpias',
    'covers.scan': 'los escaneos nocturnos de los equipos (endpoints)',
    'benefits.response': 'comparta los hallazgos con los equipos de respuesta y sus socios',
  };

  it('each planted text fails, whatever its case or inflection', () => {
    const problems = checkGlossary('es', ['demo'], glossary, () => planted);
    const failing = new Set(problems.map((problem) => problem.split(':')[0]));
    expect([...failing].sort()).toEqual(
      Object.keys(planted)
        .map((key) => `es/demo.json ${key}`)
        .sort(),
    );
  });

  it('the renderings the glossary asks for pass', () => {
    const fixed = {
      'mapping.table.caption': 'De la CAT del FFIEC a NIST CSF 2.0',
      'meta.keywords': 'soluciones IRM, reemplazo de la CAT del FFIEC, análisis de brechas',
      'components.benefitsHeading': 'Por qué las instituciones la usaban',
      'report.intro': 'las vulneraciones de seguridad o las infracciones',
      'platform.intro': '{{brand}} se encarga de elaborar el informe.',
      'selfAssessment.text': 'Genere autoevaluaciones como el ACET de la NCUA y NIST CSF 2.0.',
      'meta.title': 'Políticas para bancos y cooperativas de ahorro y crédito | {{brand}}',
      'company.answer': 'como <strong>planificado</strong> (<en>Planned</en>)',
      'program.closing': 'el informe anual alineado con el 12 CFR parte 748, apéndice A.',
      'catalog.text': 'las 20 familias del catálogo, al catálogo y el catálogo',
      'body.text': 'La cooperativa debería documentar su programa.',
      'contact.intro': 'Cuando pulsa «Enviar mensaje», su navegador envía estos datos.',
      'about.title': 'Para bancos y cooperativas de ahorro y crédito de EE. UU.',
      'about.lead': 'para bancos de los Estados Unidos, en todos los Estados Unidos',
      'cta.heading': 'Vea su propio programa en una sola documentación',
      'hero.imageAlt': 'conectados en un único registro de riesgos verificado',
      'logs.intro': 'guarda un registro de acceso estándar',
      'configuration.title': 'Informes de gestión de configuraciones',
      'families.cm': 'Gestión de la configuración (<en>Configuration Management</en>)',
      'threats.ransomware': 'los respaldos fuera de línea probados y los respaldos limpios',
      'covers.scan': 'los escaneos nocturnos de endpoints',
      'benefits.response': 'con los equipos de respuesta y sus socios comerciales',
    };
    expect(checkGlossary('es', ['demo'], glossary, () => fixed)).toEqual([]);
  });

  it('a word boundary is one in every script: \\bCAT\\b does not match "catálogo"', () => {
    expect(glossaryPattern('\\bdel CAT\\b').test('del catálogo')).toBe(false);
    expect(glossaryPattern('\\bdel CAT\\b').test('Del CAT del FFIEC')).toBe(true);
    expect(glossaryPattern('\\bdel CAT\\b', true).test('Del CAT')).toBe(false);
  });

  it('tries a text with the exact pattern whenever the quick one could miss it', () => {
    // Every text the exact pattern matches, the quick one matches too: a \b taken out, but kept
    // strict inside a negative lookahead (" SSPX" is no " SSP\b"), and no quick pattern for a
    // \b inside a character class.
    const cases: [string, string][] = [
      ['\\bdel CAT\\b', 'Del CAT del FFIEC'],
      ['\\b(?:el|del) (?:FDIC|NCUA)\\b(?! SSP\\b)', 'el FDIC SSPX'],
      ['\\bfoo(?<!\\bxfoo)', 'foo'],
      ['\\\\b', '\\b'],
    ];
    for (const [pattern, text] of cases) {
      expect(glossaryPattern(pattern).test(text), pattern).toBe(true);
      expect(quickGlossaryPattern(pattern)?.test(text), pattern).toBe(true);
    }
    expect(quickGlossaryPattern('\\bdel CAT\\b')?.test('del catálogo')).toBe(true);
    expect(quickGlossaryPattern('a[\\b]c')).toBeUndefined();
  });

  it.each(languages)(
    'the quick patterns of the %s glossary pass every text its exact ones match',
    (lng) => {
      const entries = readGlossary(lng)?.terms ?? [];
      const texts = namespaces.flatMap((ns) => [
        ...flatten(readLocaleFile(lng, ns) ?? {}).values(),
        ...flatten(readLocaleFile('en', ns) ?? {}).values(),
      ]);
      let matched = 0;
      for (const { forbidden = [], caseSensitive } of entries) {
        for (const pattern of forbidden) {
          const exact = glossaryPattern(pattern, caseSensitive);
          const quick = quickGlossaryPattern(pattern, caseSensitive);
          for (const text of texts.filter((one) => exact.test(one))) {
            matched += 1;
            expect(quick?.test(text) ?? true, `${pattern} on "${text}"`).toBe(true);
          }
        }
      }
      // English texts hold the variants a translation must not (English names, citation styles).
      if (entries.length > 0) expect(matched).toBeGreaterThan(0);
    },
  );

  it('finds a run shared with the English text as a lookaround pattern would', () => {
    const reference = (text: string, run: string) =>
      new RegExp(
        `(?<![\\p{L}\\p{N}])${run.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`,
        'u',
      ).test(text);
    const cases: [string, string][] = [
      ['Inherent Risk Profile', 'Risk Profile'],
      ['Inherent Risk Profiles', 'Risk Profile'],
      ['the catálogo', 'cat'],
      ['NIST SP 800-53 Rev. 5', 'SP 800-53'],
      ['NIST SP 800-531', 'SP 800-53'],
      ['Risk Profile, then Risk Profile', 'Risk Profile'],
      ['xRisk Profile and Risk Profiles', 'Risk Profile'],
      ['\u{1D400}Risk Profile', 'Risk Profile'],
      ['\u{1F600}Risk Profile', 'Risk Profile'],
      ['Risk Profile\u{1D400}', 'Risk Profile'],
      ['Risk Profile\u{1F600}', 'Risk Profile'],
      ['(Initial Access)', 'Initial Access'],
    ];
    for (const [text, run] of cases) {
      expect(standsAlone(text, run), `${run} in ${text}`).toBe(reference(text, run));
    }
    // And on the site's English, every run of two words of every text tried against the others.
    const english = namespaces.flatMap((ns) => [
      ...flatten(readLocaleFile('en', ns) ?? {}).values(),
    ]);
    const joined = english.join(' ');
    for (const text of english.slice(0, 100)) {
      const words = text.split(/\s+/);
      for (let i = 0; i + 1 < words.length; i += 3) {
        const run = `${words[i]} ${words[i + 1]}`;
        expect(standsAlone(joined, run), run).toBe(reference(joined, run));
      }
    }
  });

  it('has the size the report gives: terms and forbidden variants', () => {
    const terms = glossary.terms ?? [];
    const variants = terms.reduce((sum, term) => sum + (term.forbidden?.length ?? 0), 0);
    expect(terms.length).toBeGreaterThanOrEqual(15);
    expect(variants).toBeGreaterThanOrEqual(25);
  });
});

describe('cross-language numbers (npm run i18n:check)', () => {
  it('reads numbers as each language writes them', () => {
    expect(numbersOf('1,014 active; release 5.2.0; 12 CFR 748.1(c); $10.22')).toEqual([
      '1014',
      '5.2.0',
      '12',
      '748.1',
      '10.22',
    ]);
    expect(numbersOf('1.014 vigentes; versión 5.2.0; 12 CFR 748.1(c); 10,22 $')).toEqual([
      '1014',
      '5.2.0',
      '12',
      '748.1',
      '10.22',
    ]);
    expect(numbersOf('a 375 y a 1280 píxeles; {{active}} controles; <strong>2</strong>')).toEqual([
      '375',
      '1280',
      '2',
    ]);
  });

  it('fails on a number, CFR citation or framework version the translation lacks, naming language, namespace and key', () => {
    const english = {
      hours: 'Report within 72 hours.',
      citation: 'The rule is 12 CFR 748.0(b).',
      version: 'Mapped to NIST CSF 2.0 and CIS Controls v8.1.',
      grouped: 'The catalog lists 1,196 controls and enhancements.',
    };
    const translation = {
      hours: 'Notifique en 36 horas.',
      citation: 'La norma es el 12 CFR parte 748.',
      version: 'Vinculado a NIST CSF 2.0 y a los CIS Controls.',
      grouped: 'El catálogo enumera 1.196 controles y mejoras.',
    };
    expect(checkNumbers('xx', ['demo'], pair(english, translation))).toEqual([
      'xx/demo.json hours: "72" is in the English and not here',
      'xx/demo.json citation: "748.0" is in the English and not here',
      'xx/demo.json version: "8.1" is in the English and not here',
    ]);
  });

  it('every language present passes it', () => {
    expect(languages.length).toBeGreaterThan(0);
    for (const lng of languages) expect(checkNumbers(lng, namespaces), lng).toEqual([]);
  });
});

describe('English names kept in a translation are marked <en> (npm run i18n:check)', () => {
  const english = {
    cell: 'SI-2 Flaw Remediation',
    item: 'Inventory and Control of Enterprise Assets',
    framework: 'NIST Privacy Framework',
    sentence: 'Every missing control is marked Planned.',
  };

  it('fails on a planted unmarked name, naming language, namespace and key', () => {
    const translation = {
      cell: 'SI-2 Flaw Remediation',
      item: 'Inventario y control de los activos empresariales (Inventory and Control of Enterprise Assets)',
      framework: 'NIST Privacy Framework',
      sentence: 'Cada control faltante se marca como planificado (<en>Planned</en>).',
    };
    expect(
      checkEnglishNames(
        'xx',
        ['demo'],
        pair(english, translation),
        ['NIST Privacy Framework'],
        true,
      ),
    ).toEqual([
      'xx/demo.json cell: "SI-2 Flaw Remediation" is English: mark it <en>…</en>',
      'xx/demo.json item: "Inventory and Control of Enterprise Assets" is English: mark it <en>…</en>',
    ]);
  });

  it('passes once each is marked; a proper name stays unmarked', () => {
    const translation = {
      cell: '<en>SI-2 Flaw Remediation</en>',
      item: 'Inventario y control de los activos empresariales (<en>Inventory and Control of Enterprise Assets</en>)',
      framework: 'NIST Privacy Framework',
      sentence: 'Cada control faltante se marca como planificado (<en>Planned</en>).',
    };
    expect(
      checkEnglishNames(
        'xx',
        ['demo'],
        pair(english, translation),
        ['NIST Privacy Framework'],
        true,
      ),
    ).toEqual([]);
  });

  it('every language present passes it', () => {
    for (const lng of languages) expect(checkEnglishNames(lng, namespaces), lng).toEqual([]);
  });
});
