/** Structure of the FFIEC page: which items each part shows, in order, and their icons. */

/** The sunset at a glance (hero aside), in order. */
export const ffiecStatus = ['released', 'updated', 'announced', 'retired'] as const;

/** What changed with the sunset, and what did not. */
export const ffiecChanged = ['tool', 'references', 'choice'] as const;
export const ffiecUnchanged = ['riskAssessment', 'program', 'board'] as const;

/** Resources the FFIEC named when it announced the sunset. */
export const ffiecResources = ['csf', 'cpg', 'cri', 'cis'] as const;

/** Part One: the five Inherent Risk Profile categories, in the CAT's order. */
export const ffiecRiskCategories = [
  'technologies',
  'deliveryChannels',
  'onlineMobile',
  'organizational',
  'externalThreats',
] as const;

/** Part One: the risk levels, from least to most inherent risk. */
export const ffiecRiskLevels = ['least', 'minimal', 'moderate', 'significant', 'most'] as const;

/** Part Two: the five domains, in the CAT's order. */
export const ffiecDomains = [
  'oversight',
  'threatIntelligence',
  'controls',
  'externalDependency',
  'incidentManagement',
] as const;

/** Part Two: the maturity levels, from Baseline to Innovative. */
export const ffiecMaturityLevels = [
  'baseline',
  'evolving',
  'intermediate',
  'advanced',
  'innovative',
] as const;

/** Key components of the assessment. */
export const ffiecComponents = ['profile', 'maturity', 'statements', 'alignment'] as const;

/** What institutions used the CAT for. */
export const ffiecBenefits = [
  { id: 'language', icon: 'people' },
  { id: 'repeatable', icon: 'checklist' },
  { id: 'priorities', icon: 'target' },
  { id: 'board', icon: 'oversight' },
] as const;

/** Rows of the table from the CAT to the NIST CSF 2.0 functions: Part One, then each domain. */
export const ffiecMapping = ['profile', ...ffiecDomains] as const;

/** How the platform handles the transition. */
export const ffiecPlatform = [
  { id: 'history', icon: 'documents' },
  { id: 'document', icon: 'controls' },
  { id: 'map', icon: 'migrate' },
  { id: 'gaps', icon: 'gap' },
  { id: 'evidence', icon: 'monitor' },
  { id: 'cis', icon: 'scan' },
] as const;

/**
 * Dates the copy quotes (ISO; a month-only date is shown as month and year). Each locale
 * formats them its own way.
 */
export const ffiecDates = {
  /** The FFIEC released the CAT. */
  released: '2015-06',
  /** The FFIEC released the updated CAT. */
  updated: '2017-05',
  /** The FFIEC announced the sunset. */
  announced: '2024-08-29',
  /** The FFIEC retired the CAT. */
  retired: '2025-08-31',
} as const;
