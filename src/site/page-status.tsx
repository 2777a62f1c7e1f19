import { createContext, useContext, useState, type ReactNode } from 'react';

/** A form on the page has errors: the document title gets an "Error: " prefix. */
const HasErrorsContext = createContext(false);
/**
 * Sets it. A context of its own, stable for the page's life: the form that reports its errors
 * does not render again when the title changes (a failed submit stays one render of the form).
 */
const SetHasErrorsContext = createContext<(value: boolean) => void>(() => {});

export function PageStatusProvider({ children }: { children: ReactNode }) {
  const [hasErrors, setHasErrors] = useState(false);
  return (
    <SetHasErrorsContext value={setHasErrors}>
      <HasErrorsContext value={hasErrors}>{children}</HasErrorsContext>
    </SetHasErrorsContext>
  );
}

/** Whether a form on the page shows errors (the title's prefix). */
export function usePageHasErrors(): boolean {
  return useContext(HasErrorsContext);
}

/** Reports whether a form on the page shows errors. */
export function useSetPageHasErrors(): (value: boolean) => void {
  return useContext(SetHasErrorsContext);
}
