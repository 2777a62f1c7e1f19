import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the prerendered HTML and while React hydrates it, true once the app runs: a control
 * that needs script (a disclosure button) renders its no-script form (a link) until then, and
 * hydration sees the same HTML the server wrote.
 */
export function useEnhanced(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
