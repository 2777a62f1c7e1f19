import type { DataTableProps } from './DataTable';

// Named examples: the one source of test data for DataTable's unit, axe and Chromium tests (and
// what src/examples renders). Fixture text, not site copy.
export const dataTableExamples = {
  phrases: {
    caption: 'Records the module keeps and the evidence each one supports',
    columns: ['Record', 'Supports'],
    rows: [
      {
        id: 'owners',
        cells: [
          'Department owners of controls and policies',
          'Accountability for each control and policy, shown to examiners by name and department.',
        ],
      },
      {
        id: 'training',
        cells: [
          'Training and awareness records',
          'Proof that every employee completed the security awareness training assigned to them.',
        ],
      },
      {
        id: 'acknowledgments',
        cells: [
          'Policy acknowledgments',
          'Who has read and accepted each policy, and when, for the annual report to the board.',
        ],
      },
    ],
  },
  codes: {
    caption: 'Control families, in catalog order (excerpt)',
    columns: ['Identifier', 'Family', 'Covers'],
    rows: [
      { id: 'ac', cells: ['AC', 'Access Control', 'Accounts, permissions and remote access.'] },
      {
        id: 'at',
        cells: ['AT', 'Awareness and Training', 'Security awareness and role training.'],
      },
      { id: 'au', cells: ['AU', 'Audit and Accountability', 'Event logging and log review.'] },
    ],
    wrapRowHeaders: false,
  },
} satisfies Record<string, DataTableProps>;
