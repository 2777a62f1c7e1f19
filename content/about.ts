/** Structure of the About Us page: which items each list shows, in order, and their icons. */
export const aboutFacts = ['founded', 'controls', 'reports', 'monitoring'] as const;
export const aboutPlatform = [
  { id: 'import', icon: 'scan' },
  { id: 'report', icon: 'report' },
  { id: 'monitor', icon: 'monitor' },
  { id: 'act', icon: 'ticket' },
] as const;
export const aboutWhy = [
  { id: 'regulatory', icon: 'landmark' },
  { id: 'automation', icon: 'automation' },
  { id: 'evidence', icon: 'evidence' },
  { id: 'partnership', icon: 'partner' },
] as const;
