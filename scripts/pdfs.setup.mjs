// Vitest global setup: the Downloads page imports the sizes of the PDFs the build writes, so
// every test run writes them first (into build/pdfs, with src/pages/Downloads/generated/).
import { generatePdfs } from './pdfs.mjs';

export default async function setup() {
  await generatePdfs({ outDir: 'build/pdfs' });
}
