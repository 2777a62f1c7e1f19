// The Downloads page's PDFs, written at build time from the locale text, one per guide per
// language, so a translator's work reaches them: `<outDir>/downloads/<lng>/<id>.pdf`.
// Each is a tagged PDF (PDF/UA-style structure: H1, H2, P, L/LI/Lbl/LBody; running footers are
// artifacts) with its language, its title shown in the window and an embedded, subset font.
//
//   node scripts/pdfs.mjs [outDir]   writes the PDFs (default build/pdfs) and the page's manifest
//                                    src/pages/Downloads/generated/manifest.json (sizes in bytes)
//
// Reads locales/ from the current directory (build.mjs --root builds another project).
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import PDFDocument from 'pdfkit';
import {
  compliancePdfSections,
  downloadItems,
  downloadsFolder,
  onboardingPdfSections,
} from '../content/downloads.ts';
import { formatFigures } from '../content/figures.ts';
import { site } from '../content/site.ts';

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const FONTS = {
  regular: path.join(fontDir, 'DejaVuSans.ttf'),
  bold: path.join(fontDir, 'DejaVuSans-Bold.ttf'),
};

/** Where the page reads the sizes from (gitignored; written by `generatePdfs`). */
export const MANIFEST_FILE = 'src/pages/Downloads/generated/manifest.json';
const DEFAULT_LOCALE = 'en';

const COLORS = { ink: '#14213d', muted: '#4a5568', accent: '#1d4ed8' };
const PAGE = { size: 'LETTER', margins: { top: 72, bottom: 72, left: 72, right: 72 } };

/** Every language folder of `locales/` (one with a language.json), English first. */
export function localeFolders(localesDir = 'locales') {
  return readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((lng) => existsSync(path.join(localesDir, lng, 'language.json')))
    .sort((a, b) => (a === DEFAULT_LOCALE ? -1 : b === DEFAULT_LOCALE ? 1 : a.localeCompare(b)));
}

/** The text of one language: `text(ns, key, vars)`, falling back to English like the site. */
function textsFor(lng, localesDir) {
  const cache = new Map();
  const load = (language, ns) => {
    const id = `${language}/${ns}`;
    if (!cache.has(id)) {
      const file = path.join(localesDir, language, `${ns}.json`);
      cache.set(id, existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});
    }
    return cache.get(id);
  };
  const lookup = (language, ns, key) =>
    key
      .split('.')
      .reduce((node, part) => (node == null ? undefined : node[part]), load(language, ns));
  const language = JSON.parse(readFileSync(path.join(localesDir, lng, 'language.json'), 'utf8'));
  const defaults = {
    brand: site.brand,
    founder: site.founder,
    foundedYear: String(site.foundedYear),
    ...formatFigures(language.intl),
  };
  const raw = (ns, key) => {
    const value = lookup(lng, ns, key) ?? lookup(DEFAULT_LOCALE, ns, key);
    if (value === undefined) throw new Error(`scripts/pdfs.mjs: no text at ${ns}:${key} (${lng})`);
    return value;
  };
  const text = (ns, key, vars = {}) => {
    const value = raw(ns, key);
    if (typeof value !== 'string') throw new Error(`scripts/pdfs.mjs: ${ns}:${key} is not a text`);
    return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name) => {
      const replacement = vars[name] ?? defaults[name];
      if (replacement === undefined) {
        throw new Error(`scripts/pdfs.mjs: no value for {{${name}}} in ${ns}:${key} (${lng})`);
      }
      return String(replacement);
    });
  };
  /** The ids under an object key, in the file's order. */
  const keys = (ns, key) => Object.keys(raw(ns, key));
  return { language, text, keys };
}

/** `a <strong>b</strong> c` as runs of plain and bold text (the only tag the PDFs draw). */
function runs(text) {
  const result = [];
  let bold = false;
  for (const part of text.split(/(<\/?\w+>)/)) {
    const tag = /^<(\/?)(\w+)>$/.exec(part);
    if (tag) {
      if (tag[2] === 'strong') bold = tag[1] !== '/';
      continue;
    }
    if (part) result.push({ text: part, bold });
  }
  return result;
}

/** Draws structured content on a tagged PDFKit document. */
class Writer {
  constructor(doc) {
    this.doc = doc;
    this.left = doc.page.margins.left;
    this.width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
    this.root = doc.struct('Document');
    doc.addStructure(this.root);
  }

  /** Starts a new page unless `height` points fit above the bottom margin. */
  keep(height) {
    const { doc } = this;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
  }

  style(size, bold = false, color = COLORS.ink) {
    this.doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(size)
      .fillColor(color);
  }

  /** Text made of runs (bold where the translation says <strong>) at the current position. */
  flow(text, options, size) {
    const { doc } = this;
    const parts = runs(text);
    parts.forEach((part, index) => {
      doc.font(part.bold ? 'bold' : 'regular').fontSize(size);
      doc.text(part.text, { ...options, continued: index < parts.length - 1 });
    });
  }

  heading(level, text) {
    const { doc } = this;
    const size = { 1: 22, 2: 15, 3: 12.5 }[level];
    this.style(size, true);
    // Keep a heading with at least three lines of what follows.
    this.keep(doc.heightOfString(text, { width: this.width }) + 3 * 16);
    if (level > 1) doc.moveDown(0.6);
    doc.x = this.left;
    this.root.add(
      doc.struct(`H${level}`, () => {
        doc.text(text, { width: this.width });
      }),
    );
    if (level === 1) {
      // A decorative rule under the title: not content.
      const y = doc.y + 6;
      doc.markContent('Artifact', { type: 'Layout' });
      doc
        .moveTo(this.left, y)
        .lineTo(this.left + 96, y)
        .lineWidth(3)
        .strokeColor(COLORS.accent)
        .stroke();
      doc.endMarkedContent();
      doc.y = y + 14;
    } else {
      doc.moveDown(0.3);
    }
  }

  paragraph(text, { size = 11, color = COLORS.ink } = {}) {
    const { doc } = this;
    this.style(size, false, color);
    this.keep(2 * doc.currentLineHeight(true));
    doc.x = this.left;
    this.root.add(
      doc.struct('P', () => {
        doc.fillColor(color);
        this.flow(text, { width: this.width, lineGap: 3 }, size);
      }),
    );
    doc.moveDown(0.7);
  }

  list(items) {
    const { doc } = this;
    const indent = 16;
    const list = doc.struct('L');
    this.root.add(list);
    for (const item of items) {
      this.style(11);
      const height = doc.heightOfString(item.replace(/<\/?\w+>/g, ''), {
        width: this.width - indent,
        lineGap: 3,
      });
      this.keep(Math.min(height, 3 * doc.currentLineHeight(true)));
      const y = doc.y;
      const entry = doc.struct('LI');
      list.add(entry);
      entry.add(
        doc.struct('Lbl', () => {
          doc
            .font('bold')
            .fillColor(COLORS.accent)
            .text('•', this.left + 2, y, { lineBreak: false });
        }),
      );
      entry.add(
        doc.struct('LBody', () => {
          doc.fillColor(COLORS.ink);
          doc.x = this.left + indent;
          doc.y = y;
          this.flow(item, { width: this.width - indent, lineGap: 3 }, 11);
        }),
      );
      entry.end();
      doc.x = this.left;
      doc.moveDown(0.4);
    }
    list.end();
    doc.moveDown(0.4);
  }

  /** The running footer of every page, as a pagination artifact. */
  footers(footer) {
    const { doc } = this;
    const { start, count } = doc.bufferedPageRange();
    for (let index = 0; index < count; index += 1) {
      doc.switchToPage(start + index);
      const { margins } = doc.page;
      const bottom = margins.bottom;
      margins.bottom = 0; // drawing below the margin must not add a page
      doc.markContent('Artifact', { type: 'Pagination' });
      this.style(9, false, COLORS.muted);
      doc.text(footer(index + 1, count), this.left, doc.page.height - 48, {
        width: this.width,
        align: 'center',
        lineBreak: false,
      });
      doc.endMarkedContent();
      margins.bottom = bottom;
    }
  }
}

/** The body of each guide, drawn from the locale text (`text`), after its title (h1). */
const bodies = {
  product(w, { text, keys }) {
    w.paragraph(text('downloads', 'pdf.product.subtitle'), { size: 13, color: COLORS.muted });
    w.paragraph(text('irm', 'hero.lead'));
    w.heading(2, text('irm', 'intro.heading'));
    w.paragraph(text('irm', 'intro.p1'));
    w.paragraph(text('irm', 'intro.p2'));
    w.heading(2, text('irm', 'intro.principles.heading'));
    w.list(
      keys('irm', 'intro.principles.items').map((id) =>
        text('irm', `intro.principles.items.${id}`),
      ),
    );
    w.heading(2, text('downloads', 'pdf.product.reportsHeading'));
    w.paragraph(text('downloads', 'pdf.product.reportsIntro'));
    for (const group of keys('irm', 'groups.items')) {
      w.heading(3, text('irm', `groups.items.${group}.title`));
      w.list(
        keys('irm', `groups.items.${group}.reports`).map(
          (report) =>
            `<strong>${text('irm', `groups.items.${group}.reports.${report}.name`)}.</strong> ` +
            text('irm', `groups.items.${group}.reports.${report}.text`),
        ),
      );
    }
    w.heading(2, text('downloads', 'pdf.product.closingHeading'));
    w.paragraph(text('downloads', 'pdf.product.closing'));
  },
  onboarding: (w, texts) => guide(w, texts, 'onboarding', onboardingPdfSections),
  compliance: (w, texts) => guide(w, texts, 'compliance', compliancePdfSections),
};

function guide(w, { text }, id, sections) {
  const base = `pdf.${id}`;
  w.paragraph(text('downloads', `${base}.subtitle`), { size: 13, color: COLORS.muted });
  w.paragraph(text('downloads', `${base}.intro`));
  for (const section of sections) {
    const key = `${base}.sections.${section.id}`;
    w.heading(2, text('downloads', `${key}.heading`));
    for (const paragraph of section.paragraphs)
      w.paragraph(text('downloads', `${key}.${paragraph}`));
    if (section.list) w.list(section.list.map((item) => text('downloads', `${key}.items.${item}`)));
  }
  w.paragraph(text('downloads', `${base}.closing`));
}

/** One guide in one language, as the bytes of a tagged PDF. */
async function renderPdf(id, texts) {
  const { language, text } = texts;
  const title = text('downloads', `library.items.${id}.title`);
  const subject = text('downloads', `pdf.${id}.subtitle`);
  const doc = new PDFDocument({
    ...PAGE,
    tagged: true,
    lang: language.intl,
    displayTitle: true,
    pdfVersion: '1.7',
    bufferPages: true,
    info: {
      Title: title,
      Author: text('downloads', 'pdf.author'),
      Subject: subject,
      Creator: text('downloads', 'pdf.author'),
      // Reproducible output: SOURCE_DATE_EPOCH when a build sets it.
      ...(process.env.SOURCE_DATE_EPOCH
        ? { CreationDate: new Date(Number(process.env.SOURCE_DATE_EPOCH) * 1000) }
        : {}),
    },
  });
  const chunks = [];
  doc.on('data', (chunk) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);

  const w = new Writer(doc);
  w.heading(1, title);
  bodies[id](w, texts);
  w.root.end();
  w.footers((page, pages) => text('downloads', 'pdf.footer', { title, page, pages }));
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/**
 * Writes `<outDir>/downloads/<lng>/<id>.pdf` for every guide and language and returns the manifest
 * `{ [lng]: { [id]: { path, bytes } } }` (`path` is the file's URL path on the site).
 */
export async function writePdfs({ outDir, locales = localeFolders(), localesDir = 'locales' }) {
  const manifest = {};
  for (const lng of locales) {
    const texts = textsFor(lng, localesDir);
    const folder = path.join(outDir, downloadsFolder, lng);
    mkdirSync(folder, { recursive: true });
    manifest[lng] = {};
    for (const id of downloadItems) {
      const bytes = await renderPdf(id, texts);
      writeFileSync(path.join(folder, `${id}.pdf`), bytes);
      manifest[lng][id] = { path: `/${downloadsFolder}/${lng}/${id}.pdf`, bytes: bytes.length };
    }
  }
  return manifest;
}

/** Writes the page's manifest, only when it changed (so watchers do not rebuild for nothing). */
export function writeManifest(manifest, file = MANIFEST_FILE) {
  const json = `${JSON.stringify(manifest, null, 2)}\n`;
  if (existsSync(file) && readFileSync(file, 'utf8') === json) return;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, json);
}

/** The PDFs into `outDir` and their sizes into the page's manifest (build, start, tests). */
export async function generatePdfs({ outDir = 'build/pdfs', manifestFile = MANIFEST_FILE } = {}) {
  const manifest = await writePdfs({ outDir });
  writeManifest(manifest, manifestFile);
  return manifest;
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  const outDir = process.argv[2] ?? 'build/pdfs';
  const manifest = await generatePdfs({ outDir });
  for (const [lng, items] of Object.entries(manifest)) {
    const sizes = Object.entries(items).map(([id, { bytes }]) => `${id} ${bytes} B`);
    console.log(`PDFs ${lng}: ${sizes.join(', ')} → ${outDir}/${downloadsFolder}/${lng}/`);
  }
}
