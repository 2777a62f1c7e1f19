/** Structure of the NCUA page: which items each part shows, in order. */

/** The Inherent Risk Profile levels, from least to most inherent risk (an ordered scale). */
export const ncuaRiskLevels = ['least', 'minimal', 'moderate', 'significant', 'most'] as const;

/** The five maturity domains, in the ACET's order. */
export const ncuaDomains = [
  'oversight',
  'threatIntelligence',
  'controls',
  'externalDependency',
  'incidentManagement',
] as const;

/** The maturity levels, from Baseline to Innovative (an ordered scale). */
export const ncuaMaturityLevels = [
  'baseline',
  'evolving',
  'intermediate',
  'advanced',
  'innovative',
] as const;

/** Key component cards (Read More / Read Less). */
export const ncuaCards = ['profile', 'maturity', 'factors', 'statements', 'board'] as const;

/** How the platform completes the ACET, step by step. */
export const ncuaSteps = ['import', 'map', 'answer', 'gaps', 'report', 'monitor'] as const;
