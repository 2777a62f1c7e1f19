/**
 * The Insights section's index: one entry per article, keyed by its id. Publishing an article is
 * one entry here and one file per language named by that id, `locales/<lng>/<id>.json`
 * (docs/editing.md, "Publish an article"): the id is the article's page id and its namespace.
 * The entry holds what is not words: the article's path, dates, image, related articles and
 * sources. The file holds every word, and its `sections` are the outline: each
 * section an `<h2>` and its blocks, in the file's order (src/i18n/outline.ts). The route,
 * the Insights card, the related links, the sitemap, the JSON-LD and the social card all follow.
 *
 * This module imports nothing at run time (build scripts can read it) and the route table
 * imports it: keep it to the index (the sources' addresses are in content/sources.ts).
 */
import type { SourceId } from './sources';

/** What an article needs besides its words. */
export interface ArticleEntry {
  /** The article's English path (other languages add a `/<lng>` prefix). */
  path: `/${string}`;
  /** Publication day, `YYYY-MM-DD`: the byline shows its month, JSON-LD `datePublished`. */
  published: string;
  /** Day of the last review against its sources, if any: "Updated …", JSON-LD `dateModified`. */
  updated?: string;
  /** Illustration of the card and the article's hero, a path under static/files served at the site root. */
  image: string;
  /** Intrinsic width of the image in CSS pixels. */
  width: number;
  /** Intrinsic height of the image in CSS pixels. */
  height: number;
  /** The two articles shown under "Related Security Articles", in order (their ids). */
  related: readonly [string, string];
  /** The primary documents the article relies on, listed under "Sources" (titles: `insights:sources.items.<id>`). */
  sources: readonly SourceId[];
}

const image = { width: 640, height: 360 } as const;

/**
 * Every article, keyed by its id (also its page id and the namespace of its words). Insights
 * lists them newest first; articles published the same day keep this order.
 */
export const articles = {
  cybersecuritySolutions: {
    path: '/risk-management-cybersecurity-solutions',
    published: '2025-06-01',
    updated: '2026-11-28',
    image: '/files/insights/cybersecurity-solutions.svg',
    ...image,
    related: ['whyChooseIrm', 'bestIrmSolutions'],
    sources: ['nistCsf', 'cisControls', 'mitreAttack', 'ffiecHandbook', 'sp80053'],
  },
  bestIrmSolutions: {
    path: '/best-integrated-risk-management-solutions',
    published: '2025-06-01',
    updated: '2026-11-28',
    image: '/files/insights/best-irm-solutions.svg',
    ...image,
    related: ['whyChooseIrm', 'cybersecuritySolutions'],
    sources: ['ffiecCatSunset', 'nistCsf', 'cisaCpg', 'sp80053', 'sp800171', 'cisControls'],
  },
  whyChooseIrm: {
    path: '/why-Choose-integrated-risk-management-services',
    published: '2025-06-01',
    updated: '2026-11-28',
    image: '/files/insights/why-choose-irm.svg',
    ...image,
    related: ['cybersecuritySolutions', 'bestIrmSolutions'],
    sources: [
      'interagencyGuidelines',
      'ncua748',
      'ncuaAppendixProposal',
      'ffiecCatSunset',
      'sp80053',
      'mitreAttack',
    ],
  },
} as const satisfies Record<string, ArticleEntry>;

/** The id of an article (also its page id in content/paths.ts and its namespace). */
export type ArticleId = keyof typeof articles;
/**
 * An article's entry, whatever its id (`updated` may be absent). Reading an entry as this type
 * (the article page does) makes tsc fail on a related id that is not in the index.
 */
export type Article = Omit<ArticleEntry, 'related'> & {
  related: readonly [ArticleId, ArticleId];
};

/** Every article id, in the index's order (the route table's order). */
export const articleIds = Object.keys(articles) as ArticleId[];
