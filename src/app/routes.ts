/**
 * THE route table: every page that exists. The router (AppRoutes.tsx), the prerender,
 * sitemap.xml, hreflang alternates and the tests that loop over routes all read it. A new page
 * is one entry here, one folder in src/pages and one namespace file per language.
 */
import { specPaths, type PageId } from '../../content/paths';
import { localeCodes, defaultLocale, type Locale } from '../i18n/registry';
import { localizePath, splitLocalePath } from '../i18n/paths';
import type { PageRoute } from '../site/page-context';

/** A route entry: its path is derived from its id. */
type Entry = Omit<PageRoute, 'path'>;

const entries: readonly Entry[] = [
  { id: 'home', namespaces: ['home', 'contact'], load: () => import('../pages/Home/Home') },
  { id: 'aboutUs', namespaces: ['about'], load: () => import('../pages/About/About') },
  { id: 'contact', namespaces: ['contact'], load: () => import('../pages/Contact/Contact') },
  { id: 'founder', namespaces: ['founder'], load: () => import('../pages/Founder/Founder') },
  { id: 'bookDemo', namespaces: ['bookDemo'], load: () => import('../pages/BookDemo/BookDemo') },
  // The IRM section, in the navigation's order, then its overview
  {
    id: 'solutions',
    namespaces: ['solutions'],
    load: () => import('../pages/Solutions/Solutions'),
  },
  {
    id: 'documents',
    namespaces: ['documents'],
    load: () => import('../pages/Documents/Documents'),
  },
  { id: 'controls', namespaces: ['controls'], load: () => import('../pages/Controls/Controls') },
  {
    id: 'riskManagement',
    namespaces: ['riskManagement'],
    load: () => import('../pages/RiskManagement/RiskManagement'),
  },
  {
    id: 'riskIntelligence',
    namespaces: ['riskIntelligence'],
    load: () => import('../pages/RiskIntelligence/RiskIntelligence'),
  },
  {
    id: 'configurationManagement',
    namespaces: ['configurationManagement'],
    load: () => import('../pages/ConfigurationManagement/ConfigurationManagement'),
  },
  { id: 'ffiec', namespaces: ['ffiec'], load: () => import('../pages/Ffiec/Ffiec') },
  { id: 'ncua', namespaces: ['ncua'], load: () => import('../pages/Ncua/Ncua') },
  { id: 'glba', namespaces: ['glba'], load: () => import('../pages/Glba/Glba') },
  { id: 'mitre', namespaces: ['mitre'], load: () => import('../pages/MitreAttack/MitreAttack') },
  {
    id: 'dataClassification',
    namespaces: ['dataClassification'],
    load: () => import('../pages/DataClassification/DataClassification'),
  },
  {
    id: 'organization',
    namespaces: ['organization'],
    load: () => import('../pages/Organization/Organization'),
  },
  { id: 'irm', namespaces: ['irm'], load: () => import('../pages/Irm/Irm') },
  {
    id: 'downloads',
    namespaces: ['downloads'],
    load: () => import('../pages/Downloads/Downloads'),
  },
  // Insights and its articles (each article also reads its card and shared labels from `insights`)
  { id: 'insights', namespaces: ['insights'], load: () => import('../pages/Insights/Insights') },
  {
    id: 'whyChooseIrm',
    namespaces: ['articleWhyChooseIrm', 'insights'],
    load: () => import('../pages/Article/WhyChooseIrm'),
  },
  {
    id: 'cybersecuritySolutions',
    namespaces: ['articleCybersecurity', 'insights'],
    load: () => import('../pages/Article/CybersecuritySolutions'),
  },
  {
    id: 'bestIrmSolutions',
    namespaces: ['articleBestIrm', 'insights'],
    load: () => import('../pages/Article/BestIrmSolutions'),
  },
  // About the site itself: the privacy notice and the accessibility statement (footer links)
  { id: 'privacy', namespaces: ['privacy'], load: () => import('../pages/Privacy/Privacy') },
  {
    id: 'accessibility',
    namespaces: ['accessibility'],
    load: () => import('../pages/Accessibility/Accessibility'),
  },
];

export const pages: readonly PageRoute[] = entries.map((entry) => ({
  ...entry,
  path: specPaths[entry.id satisfies PageId],
}));

/** The language and page of a URL path; `page` is null where no page exists (not found). */
export function matchPage(pathname: string): { lng: Locale; page: PageRoute | null } {
  const { lng, path } = splitLocalePath(pathname);
  return { lng, page: pages.find((page) => page.path === path) ?? null };
}

/** Every URL the prerender writes. */
export function prerenderUrls(): { url: string; lng: Locale; page: PageRoute }[] {
  return localeCodes.flatMap((lng) =>
    pages.map((page) => ({ url: localizePath(page.path, lng), lng, page })),
  );
}

export const notFoundUrl = localizePath('/404', defaultLocale);
