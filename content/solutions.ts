/** Structure of the Solutions page: which items each section shows, in order, and their icons. */

/** Problems we solve: each tile names a problem and the platform's answer. */
export const solutionsProblems = [
  { id: 'evidence', icon: 'evidence' },
  { id: 'spreadsheets', icon: 'documents' },
  { id: 'questionnaires', icon: 'checklist' },
  { id: 'findings', icon: 'ticket' },
  { id: 'catRetired', icon: 'migrate' },
  { id: 'noPlan', icon: 'gap' },
] as const;

/** The six functions of NIST CSF 2.0, in the framework's order (one table row each). */
export const csfFunctions = [
  'govern',
  'identify',
  'protect',
  'detect',
  'respond',
  'recover',
] as const;

/** Gap analysis: what the analysis and the POA&M give you. */
export const gapOutputs = ['status', 'poam', 'nightly', 'consistent'] as const;

/** Compliance oversight: what the oversight view covers. */
export const oversightPoints = ['mapped', 'current', 'registries', 'board', 'followUp'] as const;
