/** Structure of the MITRE ATT&CK page: which items each part shows, in order, and their icons. */
import type { FeatureItem } from './types';

/** What ATT&CK is: how the knowledge base is organized, from goal to defense. */
export const mitreBuildingBlocks = [
  'tactics',
  'techniques',
  'procedures',
  'mitigations',
  'detection',
] as const;

/** The three ATT&CK matrices, in MITRE's order (table rows). */
export const mitreMatrices = ['enterprise', 'mobile', 'ics'] as const;

/** The four benefits of an ATT&CK assessment. */
export const mitreBenefits = [
  { id: 'identify', icon: 'radar' },
  { id: 'enhance', icon: 'controls' },
  { id: 'compliance', icon: 'landmark' },
  { id: 'response', icon: 'ticket' },
] as const satisfies readonly FeatureItem[];

/** What happens when MITRE publishes a release (an ordered list). */
export const mitreUpdateSteps = ['release', 'download', 'reassess'] as const;

/** How the assessment and gap analysis work, in order. */
export const mitreAssessmentSteps = ['document', 'map', 'assess', 'plan', 'report'] as const;
