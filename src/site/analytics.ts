/**
 * The deferred measurement script (`ANALYTICS_SRC`). Nothing happens without an address, nor when
 * the visitor's browser sends Global Privacy Control. Otherwise the script is added, async, once
 * the page is hydrated and the browser is idle (requestIdleCallback, or a timeout where the
 * browser has none), so it never competes with the first paint or hydration. A failed load is
 * one console error; the visitor sees nothing.
 */
import { HYDRATED } from './documentMarks';
import { whenIdle } from './whenIdle';

type GpcNavigator = Navigator & { globalPrivacyControl?: boolean };

/** Calls back once `<html data-hydrated>` is set (the app's first commit: useRouteChangeEffects). */
function afterHydration(callback: () => void): void {
  const root = document.documentElement;
  if (root.hasAttribute(HYDRATED)) {
    callback();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!root.hasAttribute(HYDRATED)) return;
    observer.disconnect();
    callback();
  });
  observer.observe(root, { attributes: true, attributeFilter: [HYDRATED] });
}

interface TrustedTypesWindow {
  trustedTypes?: {
    createPolicy: (
      name: string,
      rules: { createScriptURL: (url: string) => string },
    ) => { createScriptURL: (url: string) => unknown };
  };
}
let analyticsPolicy: ReturnType<NonNullable<TrustedTypesWindow['trustedTypes']>['createPolicy']>;

/**
 * The script URL through the site's Trusted Types policy `analytics` (the Content-Security-Policy
 * requires Trusted Types for script URLs), which allows ANALYTICS_SRC and nothing else; the plain
 * string where the browser has no Trusted Types.
 */
function trustedScriptUrl(src: string): string {
  const trustedTypes = (window as TrustedTypesWindow).trustedTypes;
  if (!trustedTypes) return src;
  analyticsPolicy ??= trustedTypes.createPolicy('analytics', {
    createScriptURL: (url) => {
      if (url !== src) throw new TypeError(`Not the analytics script: ${url}`);
      return url;
    },
  });
  // A TrustedScriptURL: the DOM types know script.src only as a string.
  return analyticsPolicy.createScriptURL(src) as string;
}

/** Loads `src` after hydration when idle; returns false when it will not load at all. */
export function loadAnalytics(src: string): boolean {
  if (!src) return false;
  if ((navigator as GpcNavigator).globalPrivacyControl === true) return false;

  const inject = () => {
    if (document.querySelector('script[data-analytics]')) return;
    const script = document.createElement('script');
    script.src = trustedScriptUrl(src);
    script.async = true;
    script.dataset.analytics = '';
    script.addEventListener(
      'error',
      () => {
        console.error(`Analytics: could not load ${src}`);
      },
      { once: true },
    );
    document.head.appendChild(script);
  };
  afterHydration(() => whenIdle(inject));
  return true;
}
