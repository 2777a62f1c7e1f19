import { assessedFrameworks } from './frameworks.ts';
import { sp80053 } from './sp800-53.ts';

/**
 * Figures the copy quotes; each locale formats them its own way. Every one has its source and
 * check date in docs/sources.md.
 */
export const figures = {
  /** NIST SP 800-53 Rev. 5, the release the platform documents, counted from NIST's OSCAL catalog. */
  catalog: sp80053,
  /** IBM, Cost of a Data Breach Report 2025: average cost of a breach in the United States, USD. */
  breachCostUs: 10_220_000,
  /** The same report's global average, USD. */
  breachCostGlobal: 4_440_000,
  /**
   * Frameworks the platform assesses from the documented controls: the list the pages show less
   * the plans mapped to an examination program, without the retired FFIEC CAT, kept as history
   * (content/frameworks.ts), so the count cannot drift from it.
   */
  reports: assessedFrameworks.length,
} as const;

/** The figures as text for one Intl locale, ready for interpolation. */
export function formatFigures(locale: string) {
  const number = (value: number, options?: Intl.NumberFormatOptions) =>
    new Intl.NumberFormat(locale, options).format(value);
  /**
   * A dollar amount as a number in words ("10.22 million", "10.22 millones"), without the
   * currency: each language's sentence names it in its own grammar ("${{breachCostUs}}",
   * "{{breachCostUs}} de dólares"). Intl's compact currency keeps a symbol instead of the word
   * ("$10.22 M" in es-US, M being the symbol of mega-, not an abbreviation of millones).
   */
  const dollars = (value: number) =>
    number(value, { notation: 'compact', compactDisplay: 'long', maximumFractionDigits: 2 });
  return {
    release: figures.catalog.release,
    controls: number(figures.catalog.controls),
    enhancements: number(figures.catalog.enhancements),
    /** Controls and enhancements together, withdrawn ones included. */
    total: number(figures.catalog.controls + figures.catalog.enhancements),
    withdrawn: number(figures.catalog.withdrawn),
    active: number(figures.catalog.active),
    breachCostUs: dollars(figures.breachCostUs),
    breachCostGlobal: dollars(figures.breachCostGlobal),
    reports: number(figures.reports),
  };
}
