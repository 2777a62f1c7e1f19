/** Structure of the IRM overview page: its report groups (the other lists are in irm.json alone). */
import { historicalAssessments, selfAssessmentFrameworks } from './frameworks';
import type { ReportGroup } from './types';

/**
 * The six report groups, in display order; `items` are the keys of each group's reports under
 * `groups.items.<id>.reports` in locales/<lng>/irm.json. The self-assessments reuse the shared
 * framework ids. A group with no items shows "No additional information available".
 */
export const irmReportGroups = [
  { id: 'baselines', items: ['controls', 'policies', 'procedures'] },
  { id: 'riskManagement', items: ['gap', 'poam', 'bia', 'mitre'] },
  { id: 'selfAssessment', items: [...selfAssessmentFrameworks, ...historicalAssessments] },
  { id: 'regulatory', items: ['ffiec', 'ncua', 'fdic', 'glba', 'pciDss'] },
  { id: 'scan', items: ['cve', 'patches', 'cis', 'pii', 'notices'] },
  {
    id: 'configuration',
    items: ['devices', 'software', 'installs', 'standard', 'identification', 'deviations'],
  },
] as const satisfies readonly ReportGroup[];
