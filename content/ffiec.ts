/**
 * Structure of the FFIEC page: the CAT's dates, the facts that show them and the items that
 * carry an icon, in order. Lists that are only words are in its locale file alone
 * (src/i18n/lists.ts).
 */

/** The sunset at a glance (hero aside), in order. */
export const ffiecStatus = ['released', 'updated', 'announced', 'retired'] as const;

/** What institutions used the CAT for. */
export const ffiecBenefits = [
  { id: 'language', icon: 'people' },
  { id: 'repeatable', icon: 'checklist' },
  { id: 'priorities', icon: 'target' },
  { id: 'board', icon: 'oversight' },
] as const;

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
