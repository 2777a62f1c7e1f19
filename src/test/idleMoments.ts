import { vi } from 'vitest';

/**
 * The browser's idle moments as a queue a test runs one at a time: requestIdleCallback and
 * cancelIdleCallback are stubbed for the test (the jsdom has neither; vitest.config.ts restores
 * stubbed globals after each test), rather than faking timers on the clock that the worker's
 * other files share.
 */
export function idleMoments() {
  const waiting = new Map<number, () => void>();
  let next = 0;
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    next += 1;
    waiting.set(next, callback);
    return next;
  });
  vi.stubGlobal('cancelIdleCallback', (id: number) => waiting.delete(id));
  return {
    /** How many callbacks wait for an idle moment. */
    get pending() {
      return waiting.size;
    },
    /** One idle moment: runs the callbacks waiting now (not those they ask for). */
    runWaiting() {
      const now = [...waiting.values()];
      waiting.clear();
      for (const callback of now) callback();
    },
  };
}
