/**
 * THE route table: every page that exists. The router (AppRoutes.tsx), the prerender,
 * sitemap.xml, hreflang alternates and the tests that loop over routes all read it. A new page
 * is one entry here, one folder in src/pages and one namespace file per language
 * (`npm run new:page <name>` writes all three for a text page); an article is an entry in
 * content/articles.ts (docs/editing.md).
 */
import type { ArticleId } from '../../content/articles';
import { specPaths, type NamedPageId } from '../../content/paths';
import { articleRoutes } from '../i18n/generated/articleRoutes';
import {
  CARDS_NAMESPACE,
  defaultLocale,
  localeCodes,
  type Locale,
  type Namespace,
} from '../i18n/registry';
import { localizePath, splitLocalePath } from '../i18n/paths';
import type { PageRoute } from '../site/page-context';

/** A route entry: a page of specPaths (its path is derived from its id), or an article's. */
type Entry = (Omit<PageRoute, 'path' | 'id'> & { id: NamedPageId }) | PageRoute;

const entries: readonly Entry[] = [
  { id: 'home', namespaces: ['home', 'contact'], load: () => import('../pages/Home/Home') },
  { id: 'about', namespaces: ['about'], load: () => import('../pages/About/About') },
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
  { id: 'mitreAttack', namespaces: ['mitreAttack'], load: () => import('../pages/MitreAttack/MitreAttack') },
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
  // Insights and its articles: one route per entry of content/articles.ts (through the generated
  // articleRoutes), all one component; each article also reads shared labels from `insights`, and
  // both read the articles' cards from `cards`
  {
    id: 'insights',
    namespaces: ['insights', CARDS_NAMESPACE],
    load: () => import('../pages/Insights/Insights'),
  },
  ...articleRoutes.map((article): PageRoute => ({
    id: article.id satisfies ArticleId,
    path: article.path,
    namespaces: [article.namespace satisfies Namespace, 'insights', CARDS_NAMESPACE],
    load: () => import('../pages/Article/Article'),
  })),
  // About the site itself: the privacy notice and the accessibility statement (footer links)
  { id: 'privacy', namespaces: ['privacy'], load: () => import('../pages/Privacy/Privacy') },
  {
    id: 'accessibility',
    namespaces: ['accessibility'],
    load: () => import('../pages/Accessibility/Accessibility'),
  },
  // Where the contact service sends a form posted without JavaScript (docs/contact-service.md)
  {
    id: 'contactSent',
    namespaces: ['contactSent'],
    load: () => import('../pages/ContactSent/ContactSent'),
    noindex: true,
  },
  // The pages the contact service fills in and answers a form posted without JavaScript with: the
  // form with its errors listed (400), and a message it could not take (429, 413, 5xx; nginx's
  // own answers too). No script: they answer a post made without it.
  {
    id: 'contactError',
    namespaces: ['contactError', 'contact'],
    load: () => import('../pages/ContactError/ContactError'),
    noindex: true,
    filledByService: true,
  },
  {
    id: 'contactFailed',
    namespaces: ['contactFailed', 'contact'],
    load: () => import('../pages/ContactFailed/ContactFailed'),
    noindex: true,
    filledByService: true,
  },
  // npm run new:page adds each new page's entry above this line (tooling/dev/new-page.mjs)
];

/**
 * The lists the route table builds entries from (`...name.map(…)`), by name: the prerender reads
 * them to link each such page's stylesheets (tooling/build/page-stylesheets.mjs).
 */
export const routeLists = { articleRoutes: articleRoutes.map(({ id }) => id) };

export const pages: readonly PageRoute[] = entries.map((entry) =>
  'path' in entry ? entry : { ...entry, path: specPaths[entry.id] },
);

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
