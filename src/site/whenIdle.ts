/** Longest wait for an idle moment before running anyway. */
const IDLE_TIMEOUT_MS = 4000;
/** Where requestIdleCallback is missing (Safari): wait this long instead. */
const FALLBACK_DELAY_MS = 1500;

/**
 * Calls back once the browser is idle (requestIdleCallback, at most 4 s later; where the browser
 * has none, or no cancelIdleCallback, after 1.5 s), for work that must not compete with the first
 * paint, hydration or a press. Returns the cancel.
 */
export function whenIdle(callback: () => void): () => void {
  if (
    typeof window.requestIdleCallback === 'function' &&
    typeof window.cancelIdleCallback === 'function'
  ) {
    // The cancel there is now: the one that can cancel this id, whatever replaces it later.
    const { cancelIdleCallback } = window;
    const id = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, FALLBACK_DELAY_MS);
  return () => window.clearTimeout(id);
}
