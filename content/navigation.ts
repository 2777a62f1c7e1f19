/**
 * The site's link lists, in display order. The header's navigation (with its IRM list), the
 * footer and the not-found page all read these; a link's text is the page's name
 * (`common:pages.<id>`) unless `label` names another key under `common:nav`.
 */
import type { NamedPageId } from './paths';

export interface NavLink {
  /** The page linked to. */
  page: NamedPageId;
  /** A key under `common:nav` to use instead of the page's name. */
  label?: 'contactUs';
}

/** The pages of the navigation's IRM list, in the specification's order. */
export const irmPages = [
  'solutions',
  'documents',
  'controls',
  'riskManagement',
  'riskIntelligence',
  'configurationManagement',
  'ffiec',
  'ncua',
  'glba',
  'mitreAttack',
  'dataClassification',
  'organization',
] as const satisfies readonly NamedPageId[];

/**
 * The header's one navigation list, at every width (in its bar, or in the menu's panel): Home,
 * then the IRM list, then these; Book a Demo is the highlighted last link.
 */
export const navLinks: readonly NavLink[] = [
  { page: 'about' },
  { page: 'contact' },
  { page: 'founder' },
  { page: 'insights' },
];

/** The highlighted call to action ending the navigation. */
export const callToActionPage: NamedPageId = 'bookDemo';

/** Footer columns. */
export const footerCompanyLinks: readonly NavLink[] = [
  { page: 'about' },
  { page: 'founder' },
  { page: 'insights' },
  { page: 'downloads' },
  { page: 'contact', label: 'contactUs' },
  { page: 'bookDemo' },
];
/**
 * The IRM overview and every page of the IRM list: where the header's Menu leads without script,
 * so every page can be reached without it.
 */
export const footerPlatformLinks: readonly NavLink[] = [
  { page: 'irm' },
  ...irmPages.map((page) => ({ page })),
];

/** The footer's bottom row, beside the copyright: the privacy notice and accessibility statement. */
export const footerSiteLinks: readonly NavLink[] = [{ page: 'privacy' }, { page: 'accessibility' }];

/** Suggestions on the not-found page (each with a sentence under `common:notFound.sections`). */
export const notFoundLinks = [
  'solutions',
  'about',
  'contact',
  'bookDemo',
] as const satisfies readonly NamedPageId[];
