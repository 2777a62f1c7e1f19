/**
 * Structure of the GLBA page: its items that carry an icon, in order. Lists that are
 * only words are in its locale file alone (src/i18n/lists.ts).
 */

/** How the platform keeps the registries and produces the report. */
export const glbaPlatform = [
  { id: 'registries', icon: 'documents' },
  { id: 'status', icon: 'monitor' },
  { id: 'report', icon: 'report' },
  { id: 'record', icon: 'evidence' },
  { id: 'followUp', icon: 'ticket' },
] as const;
