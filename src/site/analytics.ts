/**
 * The deferred measurement script (`ANALYTICS_SRC`). Nothing happens without an address, nor when
 * the visitor's browser sends Global Privacy Control. Otherwise the script is added, async, once
 * the page is hydrated and the browser is idle (requestIdleCallback, or a timeout where the
 * browser has none), so it never competes with the first paint or hydration. A failed load is
 * one console error; the visitor sees nothing.
 */

/** Longest wait for an idle moment before loading anyway. */
const IDLE_TIMEOUT_MS = 4000;
/** Where requestIdleCallback is missing (Safari): wait this long instead. */
const FALLBACK_DELAY_MS = 1500;

type GpcNavigator = Navigator & { globalPrivacyControl?: boolean };

function whenIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
  } else {
    window.setTimeout(callback, FALLBACK_DELAY_MS);
  }
}

/** Calls back once `<html data-hydrated>` is set (the app's first commit: useRouteChangeEffects). */
function afterHydration(callback: () => void): void {
  const root = document.documentElement;
  if (root.hasAttribute('data-hydrated')) {
    callback();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!root.hasAttribute('data-hydrated')) return;
    observer.disconnect();
    callback();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
}

/** Loads `src` after hydration when idle; returns false when it will not load at all. */
export function loadAnalytics(src: string): boolean {
  if (!src) return false;
  if ((navigator as GpcNavigator).globalPrivacyControl === true) return false;

  const inject = () => {
    if (document.querySelector('script[data-analytics]')) return;
    const script = document.createElement('script');
    script.src = src;
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
