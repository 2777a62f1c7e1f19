/** Structure of the Data Classification page: which items each part shows, in order, and their icons. */
import type { FeatureItem } from './types';

/** The four classification levels, from least to most sensitive (cards and table rows). */
export const classificationLevels = ['public', 'internal', 'confidential', 'restricted'] as const;

/** The handling rules compared per level (table columns after the level). */
export const handlingRules = ['storage', 'sharing', 'disposal'] as const;

/** The laws and standards that drive classification at a bank or credit union. */
export const classificationDrivers = ['glba', 'pci', 'bsa', 'csi'] as const;

/** How the platform helps. */
export const classificationPlatform = [
  { id: 'scan', icon: 'scan' },
  { id: 'remediate', icon: 'ticket' },
  { id: 'impact', icon: 'impact' },
  { id: 'controls', icon: 'controls' },
] as const satisfies readonly FeatureItem[];
