/**
 * The Insights section: which articles exist, their card images, the outline of each article's
 * body (sections and the blocks inside them) and which articles each one recommends. Structure
 * only: every word lives in `locales/<lng>/<namespace>.json` under the ids used here.
 */
import { specPaths, type SpecPath } from './paths';
import type { ArticleCard } from './types';

/** The articles of the Insights section (their ids are page ids in content/paths.ts). */
export type ArticleId = 'whyChooseIrm' | 'cybersecuritySolutions' | 'bestIrmSolutions';

/** The namespace that holds each article's words. */
export const articleNamespaces = {
  whyChooseIrm: 'articleWhyChooseIrm',
  cybersecuritySolutions: 'articleCybersecurity',
  bestIrmSolutions: 'articleBestIrm',
} as const satisfies Record<ArticleId, string>;

/**
 * One block of an article section. Its words are at `sections.<section>.<id>` (a paragraph or an
 * `<h3>`) or, for a list, at `sections.<section>.<id>.<item>` per item.
 */
export type ArticleBlock =
  | {
      /** A paragraph. */
      kind: 'p';
      /** Key of the paragraph inside its section. */
      id: string;
    }
  | {
      /** A sub-heading (`<h3>`). */
      kind: 'h3';
      /** Key of the heading inside its section. */
      id: string;
    }
  | {
      /** A bulleted (`ul`) or numbered (`ol`, steps in order) list. */
      kind: 'ul' | 'ol';
      /** Key of the list inside its section. */
      id: string;
      /** Keys of the items, in display order. */
      items: readonly string[];
    };

/** A body section of an article: an `<h2>` (`sections.<id>.heading`) and its blocks. */
export interface ArticleSection {
  /** Key of the section in the article's namespace; also its in-page anchor. */
  id: string;
  /** The section's content, in order. */
  blocks: readonly ArticleBlock[];
}

/** An article of the Insights section: its card, its namespace, its outline and its related articles. */
export interface Article extends ArticleCard {
  /** The article's page id; its title is `common:pages.<id>`, its card text `insights:cards.<id>`. */
  id: ArticleId;
  /** Illustration of the card and the article's hero, a path under static/files served at the site root. */
  image: string;
  /** Intrinsic width of the image in CSS pixels. */
  width: number;
  /** Intrinsic height of the image in CSS pixels. */
  height: number;
  /** Route of the article (a spec path). */
  path: SpecPath;
  /** Namespace of the article's words. */
  namespace: (typeof articleNamespaces)[ArticleId];
  /** The body's sections, in order. */
  sections: readonly ArticleSection[];
  /** The two articles shown under "Related Security Articles", in order. */
  related: readonly [ArticleId, ArticleId];
  /** The primary documents the article relies on, listed under "Sources" (titles: `insights:sources.items.<id>`). */
  sources: readonly SourceId[];
}

/** Publication date of the three articles (June 2025): ISO value for `<time>` and for schema.org. */
export const articlePublished = {
  /** `datetime` of the `<time>` element (year and month, as the page shows). */
  month: '2025-06',
  /** schema.org `datePublished`. */
  date: '2025-06-01',
  /** The same instant for formatting (UTC). */
  utc: Date.UTC(2025, 5, 1),
} as const;

/**
 * When the articles were last reviewed against their sources (after the FFIEC retired the CAT on
 * August 31, 2025): shown as "Updated" after the publication date and as schema.org
 * `dateModified`.
 */
export const articleUpdated = {
  month: '2026-11',
  date: '2026-11-24',
  utc: Date.UTC(2026, 10, 24),
} as const;

/**
 * The primary documents the articles cite, by id: the publisher's own page for each. Their titles
 * are words, in `insights:sources.items.<id>`; docs/sources.md records when each was checked.
 */
export const sourceLinks = {
  ffiecCatSunset: 'https://www.ffiec.gov/',
  ffiecHandbook: 'https://ithandbook.ffiec.gov/',
  interagencyGuidelines:
    'https://www.ecfr.gov/current/title-12/chapter-III/subchapter-B/part-364/appendix-Appendix%20B%20to%20Part%20364',
  ncua748: 'https://www.ecfr.gov/current/title-12/chapter-VII/subchapter-A/part-748',
  ncuaAppendixProposal: 'https://www.federalregister.gov/d/2025-22489',
  sp80053: 'https://csrc.nist.gov/pubs/sp/800/53/r5/upd1/final',
  sp800171: 'https://csrc.nist.gov/pubs/sp/800/171/r3/final',
  nistCsf: 'https://www.nist.gov/cyberframework',
  cisaCpg: 'https://www.cisa.gov/cross-sector-cybersecurity-performance-goals',
  cisControls: 'https://www.cisecurity.org/controls/v8-1',
  mitreAttack: 'https://attack.mitre.org/resources/updates/updates-october-2025/',
} as const;

export type SourceId = keyof typeof sourceLinks;

const p = (id: string): ArticleBlock => ({ kind: 'p', id });
const h3 = (id: string): ArticleBlock => ({ kind: 'h3', id });
const ul = (id: string, items: readonly string[]): ArticleBlock => ({ kind: 'ul', id, items });
const ol = (id: string, items: readonly string[]): ArticleBlock => ({ kind: 'ol', id, items });

const image = { width: 640, height: 360 } as const;

export const articles = {
  whyChooseIrm: {
    id: 'whyChooseIrm',
    path: specPaths.whyChooseIrm,
    image: '/files/insights/why-choose-irm.svg',
    ...image,
    namespace: articleNamespaces.whyChooseIrm,
    related: ['cybersecuritySolutions', 'bestIrmSolutions'],
    sources: [
      'interagencyGuidelines',
      'ncua748',
      'ncuaAppendixProposal',
      'ffiecCatSunset',
      'sp80053',
      'mitreAttack',
    ],
    sections: [
      {
        id: 'problem',
        blocks: [
          p('p1'),
          p('p2'),
          ul('symptoms', ['policies', 'scans', 'assessments', 'remediation']),
          p('p3'),
        ],
      },
      { id: 'integrated', blocks: [p('p1'), p('p2'), p('p3')] },
      {
        id: 'reasons',
        blocks: [
          p('intro'),
          h3('oneRecordHeading'),
          p('oneRecord'),
          h3('evidenceHeading'),
          p('evidence'),
          h3('remediationHeading'),
          p('remediation'),
          h3('frameworksHeading'),
          p('frameworks'),
          h3('currentHeading'),
          p('current'),
        ],
      },
      {
        id: 'regulators',
        blocks: [
          p('p1'),
          ul('expectations', [
            'program',
            'assessment',
            'controls',
            'providers',
            'testing',
            'board',
          ]),
          p('p2'),
        ],
      },
      {
        id: 'questions',
        blocks: [p('intro'), ul('list', ['start', 'evidence', 'gaps', 'reports', 'change'])],
      },
      { id: 'bottomLine', blocks: [p('p1'), p('p2')] },
    ],
  },
  cybersecuritySolutions: {
    id: 'cybersecuritySolutions',
    path: specPaths.cybersecuritySolutions,
    image: '/files/insights/cybersecurity-solutions.svg',
    ...image,
    namespace: articleNamespaces.cybersecuritySolutions,
    related: ['whyChooseIrm', 'bestIrmSolutions'],
    sources: ['nistCsf', 'cisControls', 'mitreAttack', 'ffiecHandbook', 'sp80053'],
    sections: [
      { id: 'landscape', blocks: [p('p1'), p('p2')] },
      {
        id: 'threats',
        blocks: [
          p('intro'),
          h3('aptHeading'),
          p('apt'),
          h3('ransomwareHeading'),
          p('ransomware'),
          h3('socialHeading'),
          p('social'),
          h3('exfiltrationHeading'),
          p('exfiltration'),
        ],
      },
      {
        id: 'pillars',
        blocks: [
          p('intro'),
          h3('intelligenceHeading'),
          p('intelligence'),
          h3('architectureHeading'),
          p('architecture'),
          ul('layers', ['identity', 'endpoint', 'network', 'data']),
          h3('responseHeading'),
          p('response'),
          h3('assessmentHeading'),
          p('assessment'),
        ],
      },
      {
        id: 'frameworks',
        blocks: [p('intro'), ul('list', ['csf', 'cis', 'attack', 'ffiec']), p('outro')],
      },
      {
        id: 'start',
        blocks: [p('intro'), ol('steps', ['import', 'gaps', 'threats', 'plan', 'report'])],
      },
      { id: 'bottomLine', blocks: [p('p1')] },
    ],
  },
  bestIrmSolutions: {
    id: 'bestIrmSolutions',
    path: specPaths.bestIrmSolutions,
    image: '/files/insights/best-irm-solutions.svg',
    ...image,
    namespace: articleNamespaces.bestIrmSolutions,
    related: ['whyChooseIrm', 'cybersecuritySolutions'],
    sources: ['ffiecCatSunset', 'nistCsf', 'cisaCpg', 'sp80053', 'sp800171', 'cisControls'],
    sections: [
      { id: 'best', blocks: [p('p1'), p('p2'), p('p3')] },
      {
        id: 'solution',
        blocks: [
          p('intro'),
          ul('checklist', [
            'import',
            'catalog',
            'verification',
            'reports',
            'gaps',
            'remediation',
            'currency',
            'records',
          ]),
        ],
      },
      {
        id: 'provider',
        blocks: [
          p('intro'),
          ul('checklist', ['focus', 'claims', 'dueDiligence', 'onboarding', 'exit', 'roadmap']),
        ],
      },
      {
        id: 'redFlags',
        blocks: [p('intro'), ul('list', ['guarantees', 'figures', 'questionnaires', 'lockIn'])],
      },
      {
        id: 'evaluate',
        blocks: [p('intro'), ol('steps', ['scope', 'demo', 'reports', 'diligence', 'board'])],
      },
      { id: 'platform', blocks: [p('p1'), p('p2')] },
    ],
  },
} as const satisfies Record<ArticleId, Article>;

/** The articles in the order the Insights page lists them. */
export const articleOrder = [
  'cybersecuritySolutions',
  'bestIrmSolutions',
  'whyChooseIrm',
] as const satisfies readonly ArticleId[];
