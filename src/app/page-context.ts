import { createContext, useContext } from 'react';
import type { Locale } from '../i18n/registry';
import type { PageRoute } from './routes';

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
 * react-router in the main bundle (measured: +33 KB gzip).
 */
export const CurrentPageContext = createContext<CurrentPage | null>(null);

export function useCurrentPage(): CurrentPage {
  const current = useContext(CurrentPageContext);
  if (!current) throw new Error('useCurrentPage outside the layout');
  return current;
}
