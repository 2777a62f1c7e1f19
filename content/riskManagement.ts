/**
 * Structure of the Risk Management page (text only): the steps, list items and subsections of
 * each section, in order. All prose lives in locales/<lng>/riskManagement.json.
 */

/** The risk assessment cycle, in order. */
export const riskCycle = ['identify', 'assess', 'respond', 'monitor'] as const;

/** The seven steps of the NIST Risk Management Framework (SP 800-37 Rev. 2), in order. */
export const rmfSteps = [
  'prepare',
  'categorize',
  'select',
  'implement',
  'assess',
  'authorize',
  'monitor',
] as const;

/** What board oversight means in practice. */
export const boardDuties = ['approve', 'reports', 'challenge', 'annual'] as const;

/** Stages of a third-party relationship (Interagency Guidance, June 2023), in order. */
export const thirdPartyStages = [
  'planning',
  'dueDiligence',
  'contract',
  'monitoring',
  'termination',
] as const;

/** How the platform supports the cycle: one subsection each. */
export const riskSupport = ['gap', 'poam', 'bia', 'scans', 'board'] as const;
