import { describe, expect, it } from 'vitest';
import { languages, namespaces, pair } from '../../tests/support/locales-under-test';
import { checkEnglishWords, unmarkedEnglishWords } from './english-words';

const glossary = {
  properNames: ['NIST Privacy Framework'],
  englishWords: [
    'Least',
    'Most',
    'Baseline',
    'Innovative',
    'Moderate',
    'Privacy',
    'Identify',
    'Identify-P',
    'red team',
  ],
};

describe('checkEnglishWords: one-word English names the glossary lists', () => {
  const english = {
    levels: 'Rated from Least to Most.',
    heading: 'Maturity levels, from Baseline to Innovative',
    baseline: 'Moderate',
    privacy: 'Identify-P',
    framework: 'The NIST Privacy Framework has five functions.',
    note: 'Penetration tests and red-team exercises.',
    meta: { title: 'From Baseline to Innovative' },
  };

  it('fails on each unmarked name, naming language, namespace, key and the name', () => {
    const translation = {
      levels: 'Calificadas de Least a Most.',
      heading: 'Niveles de madurez, de Baseline a Innovative',
      baseline: 'Moderada (Moderate)',
      privacy: 'Identify-P (identificar)',
      framework: 'El NIST Privacy Framework tiene cinco funciones.',
      note: 'Las pruebas de penetración y los ejercicios de red team.',
      meta: { title: 'De Baseline a Innovative' },
    };
    expect(checkEnglishWords('xx', ['demo'], pair(english, translation), glossary, true)).toEqual([
      'xx/demo.json levels: "Least" is English: mark it <en>…</en>',
      'xx/demo.json levels: "Most" is English: mark it <en>…</en>',
      'xx/demo.json heading: "Baseline" is English: mark it <en>…</en>',
      'xx/demo.json heading: "Innovative" is English: mark it <en>…</en>',
      'xx/demo.json baseline: "Moderate" is English: mark it <en>…</en>',
      'xx/demo.json privacy: "Identify-P" is English: mark it <en>…</en>',
      'xx/demo.json note: "red team" is English: mark it <en>…</en>',
    ]);
  });

  it('passes once each is marked; proper names and meta keys stay unmarked', () => {
    const translation = {
      levels: 'Calificadas de <en>Least</en> a <en>Most</en>.',
      heading: 'Niveles de madurez, de <en>Baseline</en> a <en>Innovative</en>',
      baseline: 'Moderada (<en>Moderate</en>)',
      privacy: '<en>Identify-P</en> (identificar)',
      framework: 'El NIST Privacy Framework tiene cinco funciones.',
      note: 'Las pruebas de penetración y los ejercicios de equipo rojo (<en>red team</en>).',
      meta: { title: 'De Baseline a Innovative' },
    };
    expect(checkEnglishWords('xx', ['demo'], pair(english, translation), glossary, true)).toEqual(
      [],
    );
  });

  it('matches whole names in their letter case only', () => {
    const words = ['Low', 'Identify', 'Most'];
    expect(unmarkedEnglishWords('Lower, lowest, Identify-P, mostrar', words)).toEqual([]);
    expect(unmarkedEnglishWords('de Low a Most.', words)).toEqual(['Low', 'Most']);
  });

  it('in a language not declared complete, a text still identical to English is untranslated', () => {
    const same = { heading: english.heading };
    expect(checkEnglishWords('xx', ['demo'], pair(same, same), glossary, false)).toEqual([]);
    expect(checkEnglishWords('xx', ['demo'], pair(same, same), glossary, true)).toHaveLength(2);
  });

  it('every language present passes it', () => {
    for (const lng of languages) expect(checkEnglishWords(lng, namespaces), lng).toEqual([]);
  });
});
