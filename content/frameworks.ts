/**
 * The frameworks the platform completes self-assessments and plans for, in display order. Their
 * names live in `locales/<lng>/solutions.json` under `selfAssessment.frameworks.<id>`; other pages
 * reuse these ids.
 */
export const selfAssessmentFrameworks = [
  'nistCsf',
  'nistPrivacy',
  'cuiSsp',
  'ncuaAcet',
  'fdicSsp',
  'pciDss',
  'mitreAttack',
  'cisControls',
] as const;

/**
 * Assessments the platform keeps as history only, never assessed again: the FFIEC retired its
 * Cybersecurity Assessment Tool on August 31, 2025 (docs/sources.md).
 */
export const historicalAssessments = ['ffiecCat'] as const;

/**
 * Plans in the list above that follow no framework of their own: the system security plan for
 * FDIC-supervised banks is mapped to the FDIC's InTREx work program (no FDIC form is an "SSP").
 */
const mappedPlans: readonly string[] = ['fdicSsp'];

/** The frameworks assessed from the documented controls (About's count, `figures.reports`). */
export const assessedFrameworks = selfAssessmentFrameworks.filter(
  (id) => !mappedPlans.includes(id),
);

export type SelfAssessmentFramework = (typeof selfAssessmentFrameworks)[number];
