/**
 * Structure of the MITRE ATT&CK page: its items that carry an icon, in order. Lists that are
 * only words are in its locale file alone (src/i18n/lists.ts).
 */
import type { FeatureItem } from './types';

/** The four benefits of an ATT&CK assessment. */
export const mitreBenefits = [
  { id: 'identify', icon: 'radar' },
  { id: 'enhance', icon: 'controls' },
  { id: 'compliance', icon: 'landmark' },
  { id: 'response', icon: 'ticket' },
] as const satisfies readonly FeatureItem[];
