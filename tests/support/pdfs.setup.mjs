// Vitest global setup: the Downloads page imports the sizes of the PDFs (the manifest), and its
// test compares them with the files in build/pdfs. Both are written once, by `npm run -s prepare`
// (which `npm install` runs) or `node tooling/site-build/pdfs.mjs`, not on every test run: this only checks
// that they are there for every language and guide, and says how to write them when they are not.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, languageCodes } from '../../shared/locales.ts';
import { loadDownloads, MANIFEST_FILE } from '../../tooling/site-build/pdfs.mjs';

const PDF_DIR = 'build/pdfs';

/** What is missing or differs from the manifest, one line each (none when all is in place). */
export async function pdfProblems({ manifestFile = MANIFEST_FILE, pdfDir = PDF_DIR } = {}) {
  if (!existsSync(manifestFile)) return [`${manifestFile} does not exist`];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const { downloadItems, downloadsFolder } = await loadDownloads();
  return languageCodes().flatMap((lng) => {
    if (!manifest[lng]) return [`${manifestFile} lists no PDF of ${lng}`];
    return downloadItems
      .filter((id) => manifest[lng][id] !== undefined || lng === DEFAULT_LOCALE)
      .flatMap((id) => {
        const file = path.join(pdfDir, downloadsFolder, lng, `${id}.pdf`);
        // The default language has every guide; another may link the English one instead.
        if (manifest[lng][id] === undefined) return [`${manifestFile} lists no ${id} of ${lng}`];
        if (!existsSync(file)) return [`${file} does not exist`];
        const bytes = statSync(file).size;
        return bytes === manifest[lng][id]
          ? []
          : [`${file} has ${bytes} bytes, the manifest says ${manifest[lng][id]}`];
      });
  });
}

export default async function setup() {
  const problems = await pdfProblems();
  if (problems.length > 0) {
    throw new Error(
      `The Downloads page's PDFs are not written for these tests:\n  ${problems.join('\n  ')}\n` +
        `Write them once with \`npm run -s prepare\` (or \`node tooling/site-build/pdfs.mjs\`), then run the tests again.`,
    );
  }
}
