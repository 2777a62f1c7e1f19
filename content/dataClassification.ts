/**
 * Structure of the Data Classification page: its items that carry an icon, in order. Lists that are
 * only words are in its locale file alone (src/i18n/lists.ts).
 */
import type { FeatureItem } from './types';

/** How the platform helps. */
export const classificationPlatform = [
  { id: 'scan', icon: 'scan' },
  { id: 'remediate', icon: 'ticket' },
  { id: 'impact', icon: 'impact' },
  { id: 'controls', icon: 'controls' },
] as const satisfies readonly FeatureItem[];
