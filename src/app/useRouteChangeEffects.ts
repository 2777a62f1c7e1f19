import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { languageOf, type Locale } from '../i18n/registry';

/**
 * Marks the document interactive (`<html data-hydrated>`). After an in-app navigation: the window is at the top, `<html lang dir>` match the page,
 * and focus is on the new page's `<h1>`, so a screen reader announces where the visitor is.
 * The first render (a prerendered page) is left alone.
 */
export function useRouteChangeEffects(lng: Locale): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useLayoutEffect(() => {
    const root = document.documentElement;
    root.lang = lng;
    root.dir = languageOf(lng).dir;
    // The page is interactive (hydrated or rendered); browser tests wait for this.
    root.dataset.hydrated = '';
  }, [lng]);

  // In the same commit as the new page, so no frame passes with focus left behind.
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo(0, 0);
    document.querySelector<HTMLElement>('main h1')?.focus({ preventScroll: true });
  }, [pathname]);
}
