/**
 * The frameworks the platform completes self-assessments for, in display order. Their names
 * live in `locales/<lng>/solutions.json` under `selfAssessment.frameworks.<id>`; other pages
 * reuse these ids.
 */
export const selfAssessmentFrameworks = [
  'nistCsf',
  'nistPrivacy',
  'cuiSsp',
  'ffiecCat',
  'ncuaAcet',
  'fdicSsp',
  'pciDss',
  'mitreAttack',
  'cisControls',
] as const;

export type SelfAssessmentFramework = (typeof selfAssessmentFrameworks)[number];
