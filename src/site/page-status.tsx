import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

interface PageStatus {
  /** A form on the page has errors: the document title gets an "Error: " prefix. */
  hasErrors: boolean;
  setHasErrors: (value: boolean) => void;
}

const PageStatusContext = createContext<PageStatus>({ hasErrors: false, setHasErrors: () => {} });

export function PageStatusProvider({ children }: { children: ReactNode }) {
  const [hasErrors, setHasErrors] = useState(false);
  const value = useMemo(() => ({ hasErrors, setHasErrors }), [hasErrors]);
  return <PageStatusContext value={value}>{children}</PageStatusContext>;
}

export function usePageStatus(): PageStatus {
  return useContext(PageStatusContext);
}
