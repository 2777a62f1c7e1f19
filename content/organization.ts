/** Structure of the Organization page: which items each part shows, in order, and their icons. */
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

/** Setting up the module, in order. */
export const organizationSteps = [
  'departments',
  'assign',
  'recipients',
  'people',
  'maintain',
] as const;

/** Evidence table: each record and what it supports (rows). */
export const organizationEvidence = [
  'owners',
  'roles',
  'training',
  'acknowledgments',
  'routing',
] as const;
