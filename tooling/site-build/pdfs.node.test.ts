/**
 * The Downloads PDFs (tooling/site-build/pdfs.mjs): generated into a temporary folder, then every file is
 * opened with PDF.js and checked as a screen reader would meet it: a tagged PDF (marked, with a
 * structure tree of headings, paragraphs and lists), in the right language, titled, with an
 * embedded font, and saying in its text what the page promises.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { downloadItems } from '../../content/downloads';
import { writePdfs } from './pdfs.mjs';

type Result = Record<string, Record<string, { lang: string; path: string; bytes: number }>>;
interface StructNode {
  role?: string;
  type?: string;
  children?: StructNode[];
}

const locales = { en: 'en-US', es: 'es-US' } as const;
const json = (lng: string, ns: string) =>
  JSON.parse(readFileSync(path.join('locales', lng, `${ns}.json`), 'utf8'));

const OUT = mkdtempSync(path.join(os.tmpdir(), 'pdfs-'));
let result: Result;

beforeAll(async () => {
  result = await writePdfs({ outDir: OUT, locales: Object.keys(locales) });
}, 60_000);
afterAll(() => rmSync(OUT, { recursive: true, force: true }));

/** Every structure role under a node, depth first. */
const roles = (node: StructNode | null): string[] =>
  node ? [...(node.role ? [node.role] : []), ...(node.children ?? []).flatMap(roles)] : [];

describe('Downloads PDFs', () => {
  it('writes one PDF per guide per language, in its own text, and reports its real size', () => {
    expect(Object.keys(result)).toEqual(['en', 'es']);
    for (const lng of Object.keys(locales)) {
      expect(Object.keys(result[lng]!)).toEqual([...downloadItems]);
      for (const id of downloadItems) {
        const { path: url, bytes, lang } = result[lng]![id]!;
        expect(lang).toBe(lng);
        expect(url).toBe(`/downloads/${lng}/${id}.pdf`);
        expect(statSync(path.join(OUT, url)).size).toBe(bytes);
      }
    }
  });

  describe.each(Object.entries(locales))('%s', (lng, intl) => {
    const copy = json(lng, 'pdfs');

    it.each([...downloadItems])('%s.pdf is tagged, titled, embedded and readable', async (id) => {
      const file = path.join(OUT, 'downloads', lng, `${id}.pdf`);
      const raw = readFileSync(file).toString('latin1');
      // The catalog (pdfkit writes dictionaries uncompressed).
      expect(raw.startsWith('%PDF-1.7')).toBe(true);
      expect(raw).toContain(`/Lang (${intl})`);
      expect(raw).toMatch(/\/ViewerPreferences\s*(\d+ 0 R|<<[^>]*\/DisplayDocTitle true)/);
      expect(raw).toContain('/DisplayDocTitle true');
      expect(raw).toMatch(/\/StructTreeRoot \d+ 0 R/);
      expect(raw).toContain('/FontFile2');

      const task = getDocument({
        data: new Uint8Array(readFileSync(file)),
        useSystemFonts: false,
      });
      try {
        const pdf = await task.promise;
        const title: string = copy.guides[id].title;
        const markInfo = (await pdf.getMarkInfo()) as Map<string, unknown> | null;
        expect(markInfo?.get('Marked')).toBe(true);
        const { info } = (await pdf.getMetadata()) as { info: Record<string, unknown> };
        expect(info.Title).toBe(title);
        expect(info.Author).toBeTruthy();
        expect(info.Subject).toBe(
          (copy.guides[id].subtitle as string).replace('{{brand}}', String(info.Author)),
        );

        let text = '';
        const structure: string[] = [];
        for (let number = 1; number <= pdf.numPages; number += 1) {
          const page = await pdf.getPage(number);
          const content = await page.getTextContent();
          text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ') + '\n';
          structure.push(...roles((await page.getStructTree()) as StructNode | null));
        }
        const flat = text.replace(/\s+/g, ' ');
        // The heading (h1) and a section of the body, in this language, with accents intact.
        expect(flat).toContain(title);
        const firstHeading = (Object.values(copy.guides[id].sections)[0] as { heading: string })
          .heading;
        expect(flat).toContain(firstHeading);
        expect(structure).toContain('H1');
        expect(structure).toContain('H2');
        expect(structure).toContain('P');
        // A guide with a list (`items`, at any depth) has it tagged as one.
        const hasList = (node: unknown): boolean =>
          typeof node === 'object' &&
          node !== null &&
          Object.entries(node).some(([key, value]) => key === 'items' || hasList(value));
        if (hasList(copy.guides[id])) {
          expect(structure).toEqual(expect.arrayContaining(['L', 'LI', 'Lbl', 'LBody']));
        }
        expect(structure.filter((role) => role === 'H1')).toHaveLength(1);
      } finally {
        await task.destroy();
      }
    });
  });
});
