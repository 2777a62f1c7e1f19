import { useMatches } from 'react-router';
import type { Locale } from '../i18n/registry';
import type { PageRoute, RouteHandle } from './routes';

export interface CurrentPage {
  /** Language of the rendered route tree. */
  lng: Locale;
  /** The matched page, or null on the not-found route. */
  page: PageRoute | null;
}

/** The locale and page of the current route, read from the matched routes' handles. */
export function useCurrentPage(): CurrentPage {
  const matches = useMatches();
  let lng: Locale | undefined;
  let page: PageRoute | null = null;
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.lng) lng = handle.lng;
    if (handle?.page) page = handle.page;
  }
  if (!lng) throw new Error('useCurrentPage: no locale route matched');
  return { lng, page };
}
