/**
 * Structure of the Controls page (NIST SP 800-53 Rev. 5): which rows, list items and steps each
 * section shows, in order. Names, identifiers and descriptions live in locales/<lng>/controls.json.
 */

/** Control baselines of NIST SP 800-53B, in the publication's order. */
export const controlBaselines = ['low', 'moderate', 'high', 'privacy'] as const;

/** The 20 control families of NIST SP 800-53 Rev. 5, in the catalog's order (AC … SR). */
export const controlFamilies = [
  'ac',
  'at',
  'au',
  'ca',
  'cm',
  'cp',
  'ia',
  'ir',
  'ma',
  'mp',
  'pe',
  'pl',
  'pm',
  'ps',
  'pt',
  'ra',
  'sa',
  'sc',
  'si',
  'sr',
] as const;

/** What a documented control record holds. */
export const controlRecord = ['statement', 'implementation', 'status', 'evidence'] as const;

/** Implementation statuses a control can carry. */
export const controlStatuses = ['implemented', 'planned'] as const;

/** From nightly scan to closed gap, in order. */
export const evidenceSteps = ['scan', 'map', 'analyze', 'notify', 'ticket'] as const;

/** Examples of controls whose evidence comes from endpoint scans, in catalog order. */
export const scannedControls = ['cm6', 'cm8', 'cm11', 'ra5', 'sc28', 'si2'] as const;

/** Reports generated from the documented controls. */
export const controlReports = [
  'csf',
  'privacy',
  'cui',
  'cat',
  'acet',
  'fdic',
  'pci',
  'mitre',
] as const;
