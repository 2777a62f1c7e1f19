import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import {
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Navigator,
} from 'react-router';
import { afterPaint } from '../site/afterPaint';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;

/**
 * The history the app navigates with: a link's `push` (and a `replace`) happens once the frame of
 * the press that asked for it has been painted (`afterPaint`). A new address is the browser's work
 * as well as the page's: the browser commits the navigation and updates its address bar, and the
 * press's frame was shown only once the browser had drawn that too (traced in Chromium at 4× CPU:
 * the page's frame ready 16 ms after the press, shown at 56 ms, after 19 ms of the browser's
 * navigation work and its toolbar's layout). The new page follows one frame later.
 */
function navigatorAfterPaint(history: BrowserHistory): Navigator {
  return {
    createHref: history.createHref,
    createURL: history.createURL,
    encodeLocation: history.encodeLocation,
    go: history.go,
    push: (to, state) => void afterPaint(() => history.push(to, state)),
    replace: (to, state) => void afterPaint(() => history.replace(to, state)),
  };
}

/**
 * react-router's `BrowserRouter`, the same few lines: browser history, its state, updates in a
 * transition. Importing react-router's own pulls in its DOM module, whose `Link` and `NavLink`
 * (with their prefetch and SSR manifest code) survive tree shaking as side effects: code the site
 * never runs, on every page's first load. Back and Forward are
 * tested in Chromium (tests/browser/site.browser.test.ts).
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [navigator] = useState(() => navigatorAfterPaint(history));
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(() => history.listen((next) => startTransition(() => setState(next))), [history]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={navigator}>
      {children}
    </Router>
  );
}
