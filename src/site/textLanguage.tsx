import { createContext, useContext, type ReactNode } from 'react';
import { defaultLocale, hasNamespace, languageOf, type Locale } from '../i18n/registry';
import { useCurrentPage } from './page-context';

/**
 * The language the surrounding text is shown in, when it is not the page's own (a page whose
 * text the language does not have yet is shown in English). A block from another namespace marks
 * its own language only where it differs (WCAG 3.1.2: per part, not per page).
 */
const SurroundingLanguage = createContext<Locale | undefined>(undefined);

/** Marks its children as shown in `lng` for the blocks inside (see useLangOf). */
export function InLanguage({ lng, children }: { lng: Locale; children: ReactNode }) {
  return <SurroundingLanguage.Provider value={lng}>{children}</SurroundingLanguage.Provider>;
}

/**
 * The language of the text around the caller: the page's, or English inside a page shown in
 * English (InLanguage). Numbers and dates in that text are formatted for it (useFormat,
 * useFigures), so an English block reads "1,014", not the page language's "1 014".
 */
export function useTextLanguage(): Locale {
  const { lng } = useCurrentPage();
  return useContext(SurroundingLanguage) ?? lng;
}

/**
 * The BCP 47 tag that numbers and dates in the text around the caller are written for (the
 * language of useTextLanguage): useFormat, useFigures, useCatDates and useArticleMonth use it.
 */
export function useTextIntl(): string {
  return languageOf(useTextLanguage()).intl;
}

/** The language a namespace's text is shown in on the current page: its own, else English. */
export function useShownLanguage(ns: string): Locale {
  const { lng } = useCurrentPage();
  return hasNamespace(lng, ns) ? lng : defaultLocale;
}

/**
 * The `lang` attribute a block of text from namespace `ns` needs: the language it is shown in
 * when that differs from the text around it, else undefined (no attribute).
 */
export function useLangOf(ns: string): Locale | undefined {
  const { lng } = useCurrentPage();
  const around = useContext(SurroundingLanguage) ?? lng;
  const shown = useShownLanguage(ns);
  return shown === around ? undefined : shown;
}
