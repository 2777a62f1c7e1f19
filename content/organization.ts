/**
 * Structure of the Organization page: its items that carry an icon, in order. Lists that are
 * only words are in its locale file alone (src/i18n/lists.ts).
 */
import type { FeatureItem } from './types';

/** Departments: what the module records about each department. */
export const organizationDepartments = [
  { id: 'structure', icon: 'solutions' },
  { id: 'owners', icon: 'controls' },
  { id: 'notifications', icon: 'monitor' },
  { id: 'tickets', icon: 'ticket' },
] as const satisfies readonly FeatureItem[];

/** Employees: what the module records about each person. */
export const organizationEmployees = [
  { id: 'roles', icon: 'people' },
  { id: 'training', icon: 'checklist' },
  { id: 'acknowledgments', icon: 'documents' },
] as const satisfies readonly FeatureItem[];
