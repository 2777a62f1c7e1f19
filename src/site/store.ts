import { useSyncExternalStore } from 'react';

/**
 * A value that components read without a context. Setting it renders only the components that
 * read it; a new context value instead makes React search the whole tree below its provider for
 * readers, which on a page is every element (the error title, a failed submit's summary).
 */
export interface Store<T> {
  get: () => T;
  /** Takes the value and tells the readers, unless it equals the one held. */
  set: (value: T) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createStore<T>(initial: T, equal: (a: T, b: T) => boolean = Object.is): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      if (equal(value, next)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The store's value, rendering again when it changes (the server renders the value it holds). */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
