// Type only: the articles' index stays out of every page's JavaScript (their routes come from
// src/i18n/generated/articleRoutes.ts, written from it).
import type { ArticleId, articles } from './articles';

/**
 * Every page of the site by id, at its English path (the specification's spelling; other
 * languages add a `/<lng>` prefix). The route table, navigation, cards and links all use these.
 * The Insights articles are pages too, with their paths in their index, content/articles.ts.
 */
export const specPaths = {
  home: '/',
  solutions: '/solutions',
  documents: '/Documents',
  controls: '/Controls',
  riskManagement: '/riskManagement',
  riskIntelligence: '/risk-intelligence',
  configurationManagement: '/configuration-management',
  ffiec: '/ffiec',
  ncua: '/ncua',
  glba: '/glba',
  mitreAttack: '/mitre-attack',
  dataClassification: '/data-classification',
  organization: '/organization',
  irm: '/irm',
  about: '/aboutUs',
  contact: '/newContact',
  founder: '/founder',
  insights: '/insights',
  bookDemo: '/bookdemo',
  downloads: '/downloads',
  privacy: '/privacy',
  accessibility: '/accessibility',
  contactSent: '/newContact/sent',
  contactError: '/newContact/error',
  contactFailed: '/newContact/failed',
  // npm run new:page adds each new page above this line (tooling/dev/new-page.mjs)
} as const;

/**
 * The path the contact service answers on: behind deploy/nginx.conf's location, `npm run preview`
 * and `npm start` alike, and the default of the form's CONTACT_API_URL setting.
 */
export const contactApiPath = '/api/contact';

/** A page: one of specPaths, or an article. */
export type PageId = keyof typeof specPaths | ArticleId;
/** A page's English path. */
export type SpecPath =
  (typeof specPaths)[keyof typeof specPaths] | (typeof articles)[ArticleId]['path'];

/**
 * A page with a name in `common:pages` (what navigation links show): every page but the
 * articles, whose title is in their own file.
 */
export type NamedPageId = keyof typeof specPaths;
