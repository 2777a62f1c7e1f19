import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countCatalog, moduleText } from '../measure/count-sp800-53.mjs';
import { sp80053 } from '../../content/sp800-53';
import { figures } from '../../content/figures';
import {
  assessedFrameworks,
  historicalAssessments,
  selfAssessmentFrameworks,
} from '../../content/frameworks';
import { languages } from '../../tests/support/locales-under-test';
import { readLocaleFile } from './check';
import { type Tree } from '../../shared/locales';
import {
  claimIn,
  englishNamespaces,
  readRegister,
  sentencesOf,
  unregisteredClaims,
} from './register';

const root = path.resolve(import.meta.dirname, '../..');
const register = readFileSync(path.join(root, 'docs/sources.md'), 'utf8');

/** Every `namespace:key.path` the register names, in backticks. */
export function registeredKeys(markdown: string): string[] {
  return [...markdown.matchAll(/`([a-zA-Z]+):([a-zA-Z0-9_.]+)`/g)].map(
    ([, ns, key]) => `${ns}:${key}`,
  );
}

function lookup(ns: string, key: string): unknown {
  let file: string;
  try {
    file = readFileSync(path.join(root, 'locales/en', `${ns}.json`), 'utf8');
  } catch {
    return undefined;
  }
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      JSON.parse(file),
    );
}

describe('docs/sources.md, the register of claims', () => {
  it('names only locale keys that exist, each a text', () => {
    const keys = registeredKeys(register);
    expect(keys.length).toBeGreaterThan(40);
    const missing = keys.filter((entry) => {
      const [ns, key] = entry.split(':');
      return typeof lookup(ns!, key!) !== 'string';
    });
    expect(missing).toEqual([]);
  });

  it('would catch a key that no longer exists', () => {
    const [ns, key] = registeredKeys('`home:intro.gone`')[0]!.split(':');
    expect(lookup(ns!, key!)).toBeUndefined();
  });

  it('gives every line a primary source and a check date', () => {
    const rows = register
      .split('\n')
      .filter(
        (line) => line.startsWith('| ') && !line.startsWith('| Claim') && !line.startsWith('| ---'),
      );
    expect(rows.length).toBeGreaterThan(15);
    for (const row of rows) expect(row, row).toMatch(/\| \d{4}-\d{2}-\d{2} \|$/);
  });

  it('states the SP 800-53 release and counts the site quotes', () => {
    expect(register).toContain(`release ${sp80053.release}`);
    for (const n of [
      sp80053.controls + sp80053.enhancements,
      sp80053.controls,
      sp80053.enhancements,
      sp80053.withdrawn,
      sp80053.active,
    ])
      expect(register).toContain(n.toLocaleString('en-US'));
    expect(figures.catalog).toBe(sp80053);
  });
});

describe('the register is complete: every claim in the English copy has its line', () => {
  const namespaces = englishNamespaces();

  it('no sentence naming a CFR section, a FIL, a NIST publication, a figure, a statute, a rule, a RIN, a letter, a requirement, a version or an agency with a year is unregistered', () => {
    const missing = unregisteredClaims(register, namespaces, readLocaleFile).map(
      ({ key, kind, sentence }) => `${key} (${kind}): ${sentence}`,
    );
    expect(missing).toEqual([]);
  });

  it('fails on a planted claim of each kind whose key is on no line, and passes once it is registered', () => {
    const english: Record<string, Tree> = {
      cfr: 'Credit unions must report within 72 hours under 12 CFR 748.1(c).',
      fil: 'The FDIC announced it in FIL-12-2022.',
      nist: 'Sanitize media following NIST SP 800-88.',
      dollars: 'A breach costs {{breachCostUs}} on average.',
      percent: 'Audits take up to 25 % of your time.',
      statute: 'Section 501(b) of the GLBA directs the agencies to set standards.',
      section: 'The guidelines implement GLBA § 501(b).',
      usc: 'Defined in 15 U.S.C. 6809(4).',
      rule: 'The FTC Safeguards Rule covers non-bank financial institutions.',
      regulation: 'Regulation P sets the privacy notice.',
      rin: 'The proposal (RIN 3133-AF76) would remove Appendix A.',
      fr: 'Published at 88 FR 37920.',
      letter: 'The NCUA encouraged it in Letter to Credit Unions 21-CU-15.',
      requirement: 'Requirement 3.3.1 forbids keeping it after authorization.',
      version: 'Mapped to CIS Controls v8.1.',
      spelledOut: 'NIST Special Publication 800-53 Revision 5 integrates privacy controls.',
      dated: 'The FFIEC retired the tool in 2025.',
      datedAfter: 'Since 2018 the NCUA’s examiners have used it.',
      plain: 'Book a demo. We reply within one business day. The report has 14 sections.',
    };
    const read = (lng: string, ns: string) =>
      lng === 'en' && ns === 'planted' ? english : undefined;
    const found = unregisteredClaims('', ['planted'], read);
    expect(found.map(({ key, kind }) => `${key} ${kind}`)).toEqual([
      'planted:cfr CFR section',
      'planted:fil FIL',
      'planted:nist NIST publication',
      'planted:dollars dollar figure',
      'planted:percent percentage',
      'planted:statute statute section',
      'planted:section statute section',
      'planted:usc U.S.C. citation',
      'planted:rule rule name',
      'planted:regulation rule name',
      'planted:rin RIN',
      'planted:fr Federal Register citation',
      'planted:letter letter number',
      'planted:requirement requirement number',
      'planted:version version number',
      'planted:spelledOut version number',
      'planted:dated dated statement',
      'planted:datedAfter dated statement',
    ]);
    const line =
      '| A claim | `planted:cfr`, `planted:fil`, `planted:nist`, `planted:statute`, `planted:section`, `planted:usc`, `planted:rule`, `planted:regulation`, `planted:rin`, `planted:fr`, `planted:letter`, `planted:requirement`, `planted:spelledOut`, `planted:dated`, `planted:datedAfter` | Source | 2026-11-28 |';
    const names =
      '## Names, not claims\n\n- `planted:dollars`, `planted:percent`, `planted:version`\n';
    expect(unregisteredClaims(`${line}\n\n${names}`, ['planted'], read)).toEqual([]);
  });

  it('reads claim lines from the tables and names from their own section only', () => {
    const { claims, names } = readRegister(register);
    expect(claims.size).toBeGreaterThan(100);
    expect(names.size).toBeGreaterThan(0);
    for (const key of names) expect(claims.has(key), key).toBe(false);
    expect(claimIn('Mapped to the CIS Controls.')).toBeUndefined();
    expect(claimIn('The report has 14 sections.')).toBeUndefined();
    expect(sentencesOf('One. Two: <strong>Three</strong>')).toEqual([
      'One.',
      'Two:',
      '<strong>Three</strong>',
    ]);
  });

  it('a retired tool is neither listed nor counted among the frameworks assessed', () => {
    // The FFIEC retired the CAT on August 31, 2025: completed CAT assessments are history.
    expect(historicalAssessments).toContain('ffiecCat');
    expect(selfAssessmentFrameworks).not.toContain('ffiecCat');
    // The FDIC SSP is a plan mapped to the FDIC's InTREx work program, not a framework.
    expect(selfAssessmentFrameworks).toContain('fdicSsp');
    expect(assessedFrameworks).not.toContain('fdicSsp');
    expect(figures.reports).toBe(assessedFrameworks.length);
    // The home FAQ's list of frameworks, in every language that translates it (a partial
    // language shows English's), names no retired tool.
    for (const lng of ['en', ...languages]) {
      const home = readLocaleFile(lng, 'home') as
        | { faq?: { groups: { selfAssessment: { items: { q1?: { answer: string } } } } } }
        | undefined;
      const q1 = home?.faq?.groups.selfAssessment.items.q1;
      if (!q1) continue;
      const answer = String(q1.answer);
      const items = [...answer.matchAll(/<item>(.*?)<\/item>/g)].map(([, item]) => item!);
      expect(items.length, lng).toBeGreaterThan(5);
      expect(
        items.filter((item) => item.includes('Cybersecurity Assessment Tool')),
        lng,
      ).toEqual([]);
    }
  });

  it('the counts the copy quotes are the lists they count: 7 frameworks, 22 + 6 policies', () => {
    const documents = JSON.parse(
      readFileSync(path.join(root, 'locales/en/documents.json'), 'utf8'),
    ) as { general: { items: object }; required: { items: object } };
    const general = Object.keys(documents.general.items).length;
    const required = Object.keys(documents.required.items).length;
    expect(lookup('documents', 'hero.lead')).toContain(
      `${general} general policies and ${required}`,
    );
    expect(lookup('home', 'services.descriptions.documents')).toContain(
      `${general} general policies and ${required}`,
    );
  });
});

describe('tooling/measure/count-sp800-53.mjs', () => {
  /** A two-family catalog in OSCAL's shape, with a withdrawn control and a withdrawn enhancement. */
  const withdrawn = { props: [{ name: 'status', value: 'withdrawn' }] };
  const catalog = {
    catalog: {
      metadata: { version: '9.9.9', 'last-modified': '2030-01-02T00:00:00Z' },
      groups: [
        {
          id: 'ac',
          controls: [
            { id: 'ac-1' },
            { id: 'ac-2', controls: [{ id: 'ac-2.1' }, { id: 'ac-2.2', ...withdrawn }] },
            { id: 'ac-3', ...withdrawn },
          ],
        },
        { id: 'pm', controls: [{ id: 'pm-1', controls: [{ id: 'pm-1.1' }] }] },
      ],
    },
  };

  it('counts controls, enhancements, withdrawn and active from an OSCAL catalog', () => {
    expect(countCatalog(catalog)).toEqual({
      release: '9.9.9',
      lastModified: '2030-01-02T00:00:00Z',
      controls: 4,
      enhancements: 3,
      withdrawn: 2,
      active: 5,
    });
  });

  it('refuses a file that is not a catalog', () => {
    expect(() => countCatalog({ profile: {} })).toThrow(/not an OSCAL catalog/);
  });

  it('wrote content/sp800-53.ts in the shape it writes, with consistent counts', () => {
    expect(readFileSync(path.join(root, 'content/sp800-53.ts'), 'utf8')).toBe(
      moduleText(sp80053, sp80053.published),
    );
    expect(sp80053.active).toBe(sp80053.controls + sp80053.enhancements - sp80053.withdrawn);
  });
});
