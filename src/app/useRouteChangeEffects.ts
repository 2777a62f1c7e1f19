import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { languageOf, type Locale } from '../i18n/registry';
import { HYDRATED } from '../site/documentMarks';
import { focusQuietly } from '../components/SkipLink/SkipLink';
import { pressHeldToggle } from './pagePart';

/** Where the window was scrolled on each history entry (by location key), for Back and Forward. */
const scrollPositions = new Map<string, number>();

/**
 * The first heading in view below the sticky header (the page's, then the footer's), else the
 * first link or button in view: where focus goes when Back returns to the middle of a page.
 */
function landmarkInView(): HTMLElement | null {
  const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
  const inView = (element: HTMLElement) => {
    const box = element.getBoundingClientRect();
    return box.height > 0 && box.top >= headerBottom && box.bottom <= window.innerHeight;
  };
  const find = (selector: string) =>
    [...document.querySelectorAll<HTMLElement>(selector)].find(inView) ?? null;
  return (
    find('main :is(h1, h2, h3, h4), footer :is(h2, h3, h4)') ??
    find('main :is(a[href], button), footer :is(a[href], button)')
  );
}

/**
 * Marks the document interactive (`<html data-hydrated>`). After an in-app navigation: `<html
 * lang dir>` match the page; a new page (a link) starts at the top with focus on its `<h1>`, so a
 * screen reader announces where the visitor is; Back and Forward return to where the visitor was
 * on that page, with focus on the first heading in view there (never on one off screen, which
 * would hide the focus and send the next Tab far from what is shown). The app keeps the scroll
 * positions itself: the page arrives after the browser would have restored them. The first render
 * (a prerendered page) is left alone.
 */
export function useRouteChangeEffects(lng: Locale): void {
  const { pathname, key } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);
  const current = useRef(key);

  useLayoutEffect(() => {
    const root = document.documentElement;
    root.lang = lng;
    root.dir = languageOf(lng).dir;
    // The app runs (the header and footer hydrated or rendered; the page's own part may still
    // wait for its code: ./pagePart.ts); browser tests wait for this.
    root.setAttribute(HYDRATED, '');
  }, [lng]);

  // A header or footer toggle pressed before the app ran (held by the pre-paint loader,
  // src/site/prepaint.ts): pressed again now that it works, once.
  useEffect(() => pressHeldToggle(false), []);

  useLayoutEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const remember = () => scrollPositions.set(current.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  // In the same commit as the new page, so no frame passes with focus left behind.
  useLayoutEffect(() => {
    current.current = key;
    if (previous.current === pathname) return;
    previous.current = pathname;
    const h1 = document.querySelector<HTMLElement>('main h1');
    if (navigationType === 'POP') {
      window.scrollTo({ top: scrollPositions.get(key) ?? 0, behavior: 'instant' });
      const target = landmarkInView() ?? (window.scrollY === 0 ? h1 : null);
      if (target) focusQuietly(target, { preventScroll: true });
      return;
    }
    // At once, never smoothly (after a pointer's press html[data-glide] glides where motion is
    // allowed): the new page must not glide up from the old page's offset with focus on its h1.
    window.scrollTo({ top: 0, behavior: 'instant' });
    const target = h1 ?? document.getElementById('main');
    if (target) focusQuietly(target, { preventScroll: true });
  }, [pathname, key, navigationType]);
}
