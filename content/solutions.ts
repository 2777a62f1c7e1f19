/**
 * Structure of the Solutions page: its items that carry an icon, in order. Lists that are
 * only words are in its locale file alone (src/i18n/lists.ts).
 */

/** Problems we solve: each tile names a problem and the platform's answer. */
export const solutionsProblems = [
  { id: 'evidence', icon: 'evidence' },
  { id: 'spreadsheets', icon: 'documents' },
  { id: 'questionnaires', icon: 'checklist' },
  { id: 'findings', icon: 'ticket' },
  { id: 'catRetired', icon: 'migrate' },
  { id: 'noPlan', icon: 'gap' },
] as const;
