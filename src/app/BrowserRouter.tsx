import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';

/**
 * react-router's `BrowserRouter`, the same few lines: browser history, its state, updates in a
 * transition. Importing react-router's own pulls in its DOM module, whose `Link` and `NavLink`
 * (with their prefetch and SSR manifest code) survive tree shaking as side effects: code the site
 * never runs, on every page's first load. Back and Forward are
 * tested in Chromium (tests/browser/site.browser.test.ts).
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(() => history.listen((next) => startTransition(() => setState(next))), [history]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
