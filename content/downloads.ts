/**
 * The Downloads page: its guides, in display order. Everything else is locale text:
 * `library.items.<id>` of `locales/<lng>/downloads.json` on the page (title and summary), and
 * `guides.<id>` of `locales/<lng>/pdfs.json` for the PDF (title, subtitle, paragraphs, `items`
 * lists and nested `sections` with their `heading`s: see tooling/site-build/pdfs.mjs `drawBlock`). At build
 * time `tooling/site-build/pdfs.mjs` writes `/downloads/<lng>/<id>.pdf` for every language that has the
 * guide's text in a script the PDFs can draw; the page links the English file for the others and
 * says so. This file imports nothing: the build script reads it with Node.
 */

/** The guides, in display order; each is one accordion item and one PDF file, `<id>.pdf`. */
export const downloadItems = ['product', 'onboarding', 'compliance'] as const;
export type DownloadId = (typeof downloadItems)[number];

/** The URL folder of the PDFs: `/downloads/<lng>/<id>.pdf`. */
export const downloadsFolder = 'downloads';
