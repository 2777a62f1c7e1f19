/**
 * The Downloads page: its guides in display order, and the order of each guide's PDF body.
 * The words are in `locales/<lng>/downloads.json` (`library.items.<id>` on the page,
 * `pdf.<id>` in the PDF); `scripts/pdfs.mjs` writes one PDF per guide per language at build time
 * to `/downloads/<lng>/<id>.pdf`. This file imports nothing: the build script reads it with Node.
 */

/** The guides, in display order; each is one accordion item and one PDF per language. */
export const downloadItems = ['product', 'onboarding', 'compliance'] as const;
export type DownloadId = (typeof downloadItems)[number];

/** The URL folder of the PDFs: `/downloads/<lng>/<id>.pdf`. */
export const downloadsFolder = 'downloads';

/** One section of a PDF's body: a heading (h2), paragraphs, then an optional bulleted list. */
export interface PdfSection {
  id: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

/** Sections of the onboarding guide (`pdf.onboarding.sections.<id>`), in order. */
export const onboardingPdfSections: readonly PdfSection[] = [
  { id: 'decide', paragraphs: ['p1'], list: ['owners', 'period', 'frameworks', 'scope'] },
  { id: 'import', paragraphs: ['p1', 'p2'] },
  { id: 'gaps', paragraphs: ['p1'] },
  { id: 'reports', paragraphs: ['p1'] },
  { id: 'ongoing', paragraphs: [], list: ['nightly', 'notices', 'tickets', 'mitre', 'glba'] },
];

/** Sections of the compliance guide (`pdf.compliance.sections.<id>`), in order. */
export const compliancePdfSections: readonly PdfSection[] = [
  { id: 'record', paragraphs: ['p1'] },
  { id: 'current', paragraphs: ['p1'] },
  { id: 'plan', paragraphs: ['p1'], list: ['board', 'registries', 'threats'] },
  { id: 'framework', paragraphs: ['p1'] },
  { id: 'limits', paragraphs: ['p1'] },
];
