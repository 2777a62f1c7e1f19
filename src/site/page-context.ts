import { createContext, useContext, type ComponentType } from 'react';
import type { PageId, SpecPath } from '../../content/paths';
import type { Locale, Namespace } from '../i18n/registry';

/** A page of the route table (src/app/routes.ts). */
export interface PageRoute {
  /** The page's id in content/paths.ts. */
  id: PageId;
  /** Its English path (other languages add a `/<lng>` prefix). */
  path: SpecPath;
  /** The locale namespaces that hold the page's prose; the first one holds its `meta`. */
  namespaces: readonly Namespace[];
  /** The page module (its own chunk). */
  load: () => Promise<{ default: ComponentType }>;
  /**
   * Kept out of search results: `<meta name="robots" content="noindex">` and not in sitemap.xml
   * (the "Message sent" page, reached only by sending a message).
   */
  noindex?: boolean;
  /**
   * A page the contact service fills in and answers a form posted without JavaScript with
   * (docs/contact-service.md): prerendered without the app's script, its title prefixed "Error: ".
   */
  filledByService?: boolean;
}

export interface CurrentPage {
  /** Language of the current URL. */
  lng: Locale;
  /** The page at the current URL, or null on the not-found page. */
  page: PageRoute | null;
  /** The current URL path. */
  pathname: string;
  /** Client-side navigation to a URL path. */
  navigate: (to: string) => void;
}

/**
 * The current location as the layout sees it. Page chunks read it from here rather than from
 * react-router: a lazily loaded chunk that imports react-router makes the bundler keep all of
 * react-router in the main bundle (docs/architecture.md, "Decisions and why").
 */
export const CurrentPageContext = createContext<CurrentPage | null>(null);

export function useCurrentPage(): CurrentPage {
  const current = useContext(CurrentPageContext);
  if (!current) throw new Error('useCurrentPage outside the layout');
  return current;
}
