import { createContext, use, useState, type ReactNode } from 'react';
import { createStore, useStore, type Store } from './store';

/**
 * A form on the page has errors: the document title gets an "Error: " prefix. Held in a store,
 * not a context value: a failed submit renders the title alone, not a search of the page's tree
 * for the title (src/site/store.ts).
 */
const PageStatusContext = createContext<Store<boolean>>(createStore(false));

export function PageStatusProvider({ children }: { children: ReactNode }) {
  const [status] = useState(() => createStore(false));
  return <PageStatusContext value={status}>{children}</PageStatusContext>;
}

/** Whether a form on the page shows errors (the title's prefix). */
export function usePageHasErrors(): boolean {
  return useStore(use(PageStatusContext));
}

/** Reports whether a form on the page shows errors; the same function for the page's life. */
export function useSetPageHasErrors(): (value: boolean) => void {
  return use(PageStatusContext).set;
}
