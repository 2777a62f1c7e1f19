import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages, namespaces, pair } from '../../tests/support/locales-under-test';
import {
  SHARED_GLOSSARY,
  checkEnglishNames,
  checkEnglishRuns,
  checkLanguage,
  checkNumbers,
  clockForms,
  englishRuns,
  optionsOf,
  readGlossary,
  readLocaleFile,
  readSharedGlossary,
  type Glossary,
  type Reader,
} from './check';
import {
  DEFAULT_LOCALE,
  LOCALES_DIR,
  flatten,
  readLanguage,
  type Tree,
} from '../../shared/locales';

const glossary = {
  properNames: ['Federal Deposit Insurance Corporation', 'NIST Cybersecurity Framework'],
  adoptedWords: ['hardware', 'software'],
};

describe('checkEnglishRuns: English names inside a translated sentence', () => {
  const english = {
    appendix: {
      intro:
        'The Guidelines for Safeguarding Member Information describe how a credit union builds its program.',
    },
    tactics: 'For example, Initial Access or Lateral Movement.',
    statements: 'Each factor held declarative statements for each maturity level.',
    agency:
      'The Federal Deposit Insurance Corporation (FDIC) supervises the bank under 12 CFR 364.',
    catalog:
      'The NIST Cybersecurity Framework maps to NIST SP 800-53 Rev. 5 controls such as AC-2.',
    assets: 'An inventory of hardware, software and information assets.',
    meta: { description: 'Guidelines for Safeguarding Member Information, explained.' },
  };

  it('fails on a planted unmarked name, naming language, namespace, key and the name', () => {
    const translation = {
      appendix: {
        intro:
          'Las Guidelines for Safeguarding Member Information describen cómo una cooperativa construye su programa.',
      },
      tactics: 'Por ejemplo, Initial Access (acceso inicial) o Lateral Movement.',
      statements: 'Cada factor tenía declaraciones (declarative statements) para cada nivel.',
      agency:
        'La Federal Deposit Insurance Corporation (FDIC) supervisa al banco según el 12 CFR 364.',
      catalog: 'El NIST Cybersecurity Framework se vincula con NIST SP 800-53 Rev. 5, como AC-2.',
      assets: 'Un inventario de los activos de hardware, software e información.',
      meta: { description: 'Las Guidelines for Safeguarding Member Information, explicadas.' },
    };
    expect(checkEnglishRuns('xx', ['demo'], pair(english, translation), glossary, true)).toEqual([
      'xx/demo.json appendix.intro: "Guidelines for Safeguarding Member Information" is English: mark it <en>…</en>',
      'xx/demo.json tactics: "Initial Access" is English: mark it <en>…</en>',
      'xx/demo.json tactics: "Lateral Movement" is English: mark it <en>…</en>',
      'xx/demo.json statements: "declarative statements" is English: mark it <en>…</en>',
    ]);
  });

  it('passes once each is marked; proper names, citations, identifiers and adopted words stay unmarked', () => {
    const translation = {
      appendix: {
        intro:
          'Las <en>Guidelines for Safeguarding Member Information</en> describen cómo una cooperativa construye su programa.',
      },
      tactics: 'Por ejemplo, <en>Initial Access</en> (acceso inicial) o <en>Lateral Movement</en>.',
      statements:
        'Cada factor tenía declaraciones (<en>declarative statements</en>) para cada nivel.',
      agency:
        'La Federal Deposit Insurance Corporation (FDIC) supervisa al banco según el 12 CFR 364.',
      catalog: 'El NIST Cybersecurity Framework se vincula con NIST SP 800-53 Rev. 5, como AC-2.',
      assets: 'Un inventario de los activos de hardware, software e información.',
      // A page's description goes into an attribute, which cannot carry the markup.
      meta: { description: 'Las Guidelines for Safeguarding Member Information, explicadas.' },
    };
    expect(checkEnglishRuns('xx', ['demo'], pair(english, translation), glossary, true)).toEqual(
      [],
    );
  });

  it('finds the whole run, parentheses included when it opens them', () => {
    expect(
      englishRuns(
        'en el informe POA&M (Plan of Action and Milestones, plan de acción e hitos)',
        'in the Plan of Action and Milestones (POA&M) report',
      ),
    ).toEqual(['Plan of Action and Milestones']);
    expect(
      englishRuns(
        'la familia PII Processing and Transparency (PT) del catálogo',
        'the PII Processing and Transparency (PT) family',
      ),
    ).toEqual(['PII Processing and Transparency (PT)']);
  });

  it('in a language not declared complete, a text still identical to English is untranslated, not a name', () => {
    const same = { intro: english.appendix.intro };
    expect(checkEnglishRuns('xx', ['demo'], pair(same, same), glossary, false)).toEqual([]);
    expect(checkEnglishRuns('xx', ['demo'], pair(same, same), glossary, true)).toHaveLength(1);
  });

  // Each language's own marks, taken off again: every name of two words or more that a sentence
  // marks (and whose English text holds it) is one the check reports, so none was marked by hand
  // only. Texts and languages are read from locales/.
  it.each(languages)('%s: every name marked inside a sentence fails once unmarked', (lng) => {
    const own = readGlossary(lng);
    let planted = 0;
    for (const ns of namespaces) {
      const source = flatten(readLocaleFile(DEFAULT_LOCALE, ns) ?? {});
      const texts = flatten(readLocaleFile(lng, ns) ?? {});
      for (const [key, value] of texts) {
        const names = [...value.matchAll(/<en>([^<]+)<\/en>/g)].map((match) => match[1]!);
        const inSentence = names.filter(
          (name) =>
            /\s/.test(name) &&
            value.replace(/<[^>]*>/g, '').trim() !== name &&
            source.get(key)?.includes(name),
        );
        if (inSentence.length === 0 || /(?:^|\.)meta\./.test(key)) continue;
        planted += 1;
        const unmarked = { [key]: value.replace(/<\/?en>/g, '') };
        const problems = checkEnglishRuns(
          lng,
          [ns],
          (language) =>
            language === DEFAULT_LOCALE ? { [key]: source.get(key)! } : (unmarked as Tree),
          own,
          true,
        );
        expect(problems, `${lng}/${ns}.json ${key}`).not.toEqual([]);
        for (const problem of problems) expect(problem).toContain(`${lng}/${ns}.json ${key}: `);
      }
    }
    if (readLanguage(lng)?.complete) expect(planted).toBeGreaterThan(0);
  });

  it('every language present passes it', () => {
    for (const lng of languages) expect(checkEnglishRuns(lng, namespaces), lng).toEqual([]);
  });
});

describe('a partial language gets the same answers as a complete one for the same text', () => {
  // Each namespace of each complete language, checked as a new, partial language `xx` that has
  // only that file and a glossary of its own without proper names (as a translator starts): the
  // names every language keeps come from the shared glossary, locales/glossary.json.
  const complete = languages.filter((lng) => readLanguage(lng)?.complete);

  it.each(complete)('%s, one namespace at a time', (lng) => {
    const dir = fs.mkdtempSync(path.join(tmpdir(), 'partial-'));
    try {
      fs.cpSync(path.join(LOCALES_DIR, SHARED_GLOSSARY), path.join(dir, SHARED_GLOSSARY));
      fs.mkdirSync(path.join(dir, 'xx'));
      const file = path.join(LOCALES_DIR, lng, 'glossary.json');
      const own = (
        fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {}
      ) as Glossary;
      delete own.properNames;
      fs.writeFileSync(path.join(dir, 'xx', 'glossary.json'), JSON.stringify(own));
      const newcomer = readGlossary('xx', dir);
      const intl = readLanguage(lng)?.intl;
      const asComplete = [
        ...checkEnglishRuns(lng, namespaces, readLocaleFile, readGlossary(lng), true),
        ...checkEnglishNames(lng, namespaces, readLocaleFile, readGlossary(lng)?.properNames, true),
        ...checkNumbers(lng, namespaces, readLocaleFile, intl),
      ].map((problem) => problem.replace(`${lng}/`, 'xx/'));
      for (const ns of namespaces) {
        const alone: Reader = (language, name) =>
          language === DEFAULT_LOCALE || name === ns ? readLocaleFile(language, name) : undefined;
        const reader: Reader = (language, name) => alone(language === 'xx' ? lng : language, name);
        expect(
          [
            ...checkEnglishRuns('xx', [ns], reader, newcomer, false, intl),
            ...checkEnglishNames('xx', [ns], reader, newcomer?.properNames, false),
            ...checkNumbers('xx', [ns], reader, intl),
          ],
          ns,
        ).toEqual(asComplete.filter((problem) => problem.startsWith(`xx/${ns}.json `)));
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a text that is a shared proper name counts as translated, not as same as English', () => {
    const names = readSharedGlossary().properNames ?? [];
    expect(names.length).toBeGreaterThan(0);
    const english = { framework: names[0]!, title: 'Sources' };
    const { status } = checkLanguage('xx', ['demo'], pair(english, english), {}, optionsOf('xx'));
    expect(status[0]).toMatchObject({ translated: 1, sameAsEnglish: 1 });
    expect(status[0]?.sameAsEnglishKeys).toEqual(['title']);
  });
});

describe('clock times are checked as each language writes them (Intl)', () => {
  const english = {
    hours: 'Monday to Friday, 8 a.m. to 6 p.m. Eastern Time; urgent calls 6:30 PM.',
  };
  const check = (text: string, intl: string) =>
    checkNumbers('xx', ['demo'], pair(english, { hours: text }), intl);

  it('accepts a 24-hour clock and the language’s own way of writing it', () => {
    expect(check('du lundi au vendredi, de 8 h à 18 h ; urgences à 18:30.', 'fr-US')).toEqual([]);
    expect(
      check('de lunes a viernes, de 8 a. m. a 6 p. m.; urgencias 6:30 p. m.', 'es-US'),
    ).toEqual([]);
    expect(check('月曜から金曜の午前8時から午後6時、緊急は18:30。', 'ja-JP')).toEqual([]);
    expect(clockForms('fr-US', 18, 0)).toContainEqual(['18']);
  });

  it('still fails on a wrong hour, naming the English time', () => {
    expect(check('de 8 h à 17 h ; urgences à 17:30.', 'fr-US')).toEqual([
      'xx/demo.json hours: "6 p.m." is in the English and not here',
      'xx/demo.json hours: "6:30 PM" is in the English and not here',
    ]);
  });
});
