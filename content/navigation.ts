/**
 * The site's link lists, in display order. The header, the IRM dropdown, the mobile menu, the
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

/** The pages in the IRM dropdown and the mobile menu's IRM list, in the specification's order. */
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
  'mitre',
  'dataClassification',
  'organization',
] as const satisfies readonly NamedPageId[];

/** Desktop header: Home, then the IRM dropdown, then these; Book a Demo is the highlighted last link. */
export const headerLinks: readonly NavLink[] = [
  { page: 'aboutUs' },
  { page: 'contact' },
  { page: 'founder' },
  { page: 'insights' },
];

/**
 * The menu (shown whenever the desktop navigation does not fit): Home, then the IRM list, then
 * these; Book a Demo last. It offers every page the desktop navigation does.
 */
export const mobileLinks: readonly NavLink[] = [
  { page: 'aboutUs' },
  { page: 'contact', label: 'contactUs' },
  { page: 'founder' },
  { page: 'insights' },
];

/** The highlighted call to action ending both menus. */
export const callToActionPage: NamedPageId = 'bookDemo';

/** Footer columns. */
export const footerCompanyLinks: readonly NavLink[] = [
  { page: 'aboutUs' },
  { page: 'founder' },
  { page: 'insights' },
  { page: 'downloads' },
  { page: 'contact', label: 'contactUs' },
  { page: 'bookDemo' },
];
export const footerPlatformLinks: readonly NavLink[] = [
  { page: 'irm' },
  { page: 'solutions' },
  { page: 'documents' },
  { page: 'controls' },
  { page: 'riskIntelligence' },
  { page: 'mitre' },
];

/** The footer's bottom row, beside the copyright: the privacy notice and accessibility statement. */
export const footerSiteLinks: readonly NavLink[] = [{ page: 'privacy' }, { page: 'accessibility' }];

/** Suggestions on the not-found page (each with a sentence under `common:notFound.sections`). */
export const notFoundLinks = [
  'solutions',
  'aboutUs',
  'contact',
  'bookDemo',
] as const satisfies readonly NamedPageId[];
