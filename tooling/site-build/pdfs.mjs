// The Downloads page's PDFs, written at build time from the locale text, one per guide per
// language that has the guide's text and a script the PDFs can draw:
// `<outDir>/downloads/<lng>/<id>.pdf`. Each is a tagged PDF (PDF/UA-style structure: H1–H6, P,
// L/LI/Lbl/LBody; running footers are artifacts) tagged with the language of its text, its title
// shown in the window and an embedded, subset font for the language's script.
//
// A guide is `guides.<id>` of `locales/<lng>/pdfs.json` (a namespace no page loads, so the PDFs'
// text never weighs on the site's JavaScript), drawn key by key in the order of the English file
// (see `drawBlock`). No guide has code of its own: adding one is its id in content/downloads.ts,
// its text here and its summary on the page (`library.items.<id>` of downloads.json).
//
// A language gets the English PDF instead of its own (never English text labelled as another
// language) when it lacks any text of the guide, writes right to left (pdfkit neither shapes
// Arabic nor lays out right-to-left lines), or uses a script no font below covers; the build says
// which and why, and the page links the English file with a notice.
//
//   node tooling/site-build/pdfs.mjs [outDir]   writes the PDFs (default build/pdfs) and the page's manifest
//                                    src/pages/Downloads/generated/manifest.json (sizes in bytes)
//
// Reads content/downloads.ts and locales/ from the current directory (build.mjs --root builds
// another project).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { formatFigures } from '../../content/figures.ts';
import { site } from '../../content/site.ts';
import { FONT_SETS } from './fonts.mjs';
import {
  DEFAULT_LOCALE,
  languageCodes,
  readLanguage,
  readNamespace,
} from '../../shared/locales.ts';

/** Where the page reads the sizes from (gitignored; written by `generatePdfs`). */
export const MANIFEST_FILE = 'src/pages/Downloads/generated/manifest.json';

const COLORS = { ink: '#14213d', muted: '#4a5568', accent: '#1d4ed8' };
const PAGE = { size: 'LETTER', margins: { top: 72, bottom: 72, left: 72, right: 72 } };
const HEADING_SIZES = { 1: 22, 2: 15, 3: 12.5, 4: 11.5, 5: 11, 6: 11 };

/** Scripts written right to left: their PDFs would need shaping and bidi layout pdfkit lacks. */
const RTL_SCRIPTS = new Set(['Arab', 'Hebr', 'Syrc', 'Thaa', 'Nkoo', 'Adlm', 'Rohg', 'Mand']);

/** Each font file's bytes and its fontkit view (for the glyph check), read once per process. */
const loadedFonts = new Map();
function loadFont(file) {
  if (!loadedFonts.has(file)) {
    const bytes = readFileSync(file);
    loadedFonts.set(file, { bytes, font: fontkit.create(bytes) });
  }
  return loadedFonts.get(file);
}

/** The ISO 15924 script of a language: `script` in its language.json, else its likely one. */
export function scriptOf(language) {
  return language.script ?? new Intl.Locale(language.intl).maximize().script;
}

/** The value at a dotted key of a parsed JSON file, or undefined. */
const lookup = (tree, key) =>
  key.split('.').reduce((node, part) => (node == null ? undefined : node[part]), tree);

/** One language's PDF text: its language.json and its pdfs.json (or undefined). */
function localeOf(lng, localesDir) {
  const language = readLanguage(lng, localesDir);
  const defaults = {
    brand: site.brand,
    founder: site.founder,
    foundedYear: String(site.foundedYear),
    ...formatFigures(language.intl),
  };
  const pdfs = readNamespace(lng, 'pdfs', localesDir);
  /** The text at `key` with its {{variables}} filled in; throws when there is none. */
  const text = (key, vars = {}) => {
    const value = lookup(pdfs, key);
    if (typeof value !== 'string') {
      throw new Error(`tooling/site-build/pdfs.mjs: no text at pdfs:${key} (${lng})`);
    }
    return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name) => {
      const replacement = vars[name] ?? defaults[name];
      if (replacement === undefined) {
        throw new Error(
          `tooling/site-build/pdfs.mjs: no value for {{${name}}} in pdfs:${key} (${lng})`,
        );
      }
      return String(replacement);
    });
  };
  return { lng, language, pdfs, text };
}

/**
 * The keys a guide's PDF reads, from the English file: the shared author and footer, and every
 * text under `guides.<id>` (checked to be a structure `drawBlock` can draw).
 */
function guideKeys(english, id) {
  const base = `guides.${id}`;
  const body = lookup(english, base);
  if (body === null || typeof body !== 'object' || Object.keys(body)[0] !== 'title') {
    throw new Error(
      `tooling/site-build/pdfs.mjs: content/downloads.ts lists "${id}", but locales/en/pdfs.json has no "${base}" starting with its "title"`,
    );
  }
  const keys = ['author', 'footer'];
  const walk = (node, key, top) => {
    for (const [name, value] of Object.entries(node)) {
      const at = `${key}.${name}`;
      if ((name === 'heading' && top) || (name === 'title' && !top)) {
        throw new Error(
          `tooling/site-build/pdfs.mjs: pdfs:${at}: a guide has a "title", each of its sections a "heading"`,
        );
      }
      if (typeof value === 'string') keys.push(at);
      else if (name === 'items' && value && typeof value === 'object') {
        for (const [item, text] of Object.entries(value)) {
          if (typeof text !== 'string') {
            throw new Error(
              `tooling/site-build/pdfs.mjs: pdfs:${at}.${item}: a list item must be a text`,
            );
          }
          keys.push(`${at}.${item}`);
        }
      } else if (name === 'sections' && value && typeof value === 'object') {
        for (const [section, child] of Object.entries(value)) {
          if (!child || typeof child !== 'object') {
            throw new Error(
              `tooling/site-build/pdfs.mjs: pdfs:${at}.${section}: a section must be an object`,
            );
          }
          walk(child, `${at}.${section}`, false);
        }
      } else {
        throw new Error(
          `tooling/site-build/pdfs.mjs: pdfs:${at}: a guide holds texts, "items" (a list) and "sections"; not this`,
        );
      }
    }
  };
  walk(body, base, true);
  return keys;
}

/** `a <strong>b</strong> <en>c</en>` as runs: bold where <strong>, English where <en>. */
function runs(text) {
  const result = [];
  let bold = false;
  let english = false;
  for (const part of text.split(/(<\/?\w+>)/)) {
    const tag = /^<(\/?)(\w+)>$/.exec(part);
    if (tag) {
      if (tag[2] === 'strong') bold = tag[1] !== '/';
      if (tag[2] === 'en') english = tag[1] !== '/';
      continue;
    }
    if (part) result.push({ text: part, bold, english });
  }
  return result;
}

/** The characters a text draws (markup out) that are not spaces or invisible format marks. */
const drawnCharacters = (text) =>
  text
    .replace(/<\/?\w+>/g, '')
    .normalize('NFC')
    .replace(/[\s\p{Cf}]/gu, '');

/**
 * Why one guide in one language cannot be a PDF of its own (then it links the English one), or
 * undefined when it can: its text, its direction and script, and its font's glyphs.
 */
function englishBecause(locale, keys) {
  if (locale.lng === DEFAULT_LOCALE) {
    // English has nothing to fall back on: a text it cannot draw stops the build.
    const because = glyphsLacking(locale, keys, fontFor(locale.language));
    if (because) throw new Error(`tooling/site-build/pdfs.mjs: English PDFs: ${because}`);
    return undefined;
  }
  if (!locale.pdfs) return 'no pdfs.json';
  const missing = keys.filter((key) => typeof lookup(locale.pdfs, key) !== 'string');
  if (missing.length > 0) {
    const shown = missing.slice(0, 3).join(', ');
    return `no text at ${shown}${missing.length > 3 ? ` and ${missing.length - 3} more` : ''}`;
  }
  return glyphsLacking(locale, keys, fontFor(locale.language));
}

/**
 * Why `font` cannot draw a guide's text, or undefined: every character it draws (and the footer's
 * digits and the bullet) must be in the font, regular and bold, so no empty box is ever shipped.
 */
function glyphsLacking(locale, keys, font) {
  if (typeof font === 'string') return font;
  const sample = keys.map((key) => locale.text(key, { title: '', page: 0, pages: 0 }));
  const drawn = new Set(drawnCharacters(`${sample.join('')}0123456789•`));
  const lacking = [font.regular, font.bold].flatMap((file) =>
    [...drawn].filter((char) => !loadFont(file).font.hasGlyphForCodePoint(char.codePointAt(0))),
  );
  if (lacking.length > 0) return `the font has no glyph for ${[...new Set(lacking)].join(' ')}`;
  return undefined;
}

/** The font files for a language (`{ regular, bold }`), or why there is none. */
function fontFor(language) {
  const script = scriptOf(language);
  if (language.dir === 'rtl' || RTL_SCRIPTS.has(script)) {
    return `right to left (${script}): pdfkit cannot shape or lay out its lines`;
  }
  const entry = FONT_SETS.find(({ scripts }) => scripts.includes(script));
  if (!entry) return `no PDF font for the ${script} script (tooling/site-build/fonts.mjs)`;
  if (!entry.regular || !entry.bold)
    return `the ${script} font is not installed (${entry.package})`;
  return { regular: entry.regular, bold: entry.bold };
}

/** Draws structured content on a tagged PDFKit document. */
class Writer {
  constructor(doc, { englishLang }) {
    this.doc = doc;
    this.englishLang = englishLang;
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

  /**
   * Text made of runs into `element` at the current position: bold where the translation says
   * <strong>; a passage marked <en> is a Span whose language is English.
   */
  flow(element, text, options, size, { bold = false } = {}) {
    const { doc } = this;
    const parts = runs(text.normalize('NFC'));
    const draw = (from, to) => () => {
      for (let index = from; index < to; index += 1) {
        doc.font(bold || parts[index].bold ? 'bold' : 'regular').fontSize(size);
        doc.text(parts[index].text, { ...options, continued: index < parts.length - 1 });
      }
    };
    // One marked-content sequence per stretch of runs in the same language.
    let from = 0;
    while (from < parts.length) {
      const english = Boolean(parts[from].english && this.englishLang);
      let to = from + 1;
      while (to < parts.length && Boolean(parts[to].english && this.englishLang) === english) {
        to += 1;
      }
      element.add(
        english ? doc.struct('Span', { lang: this.englishLang }, draw(from, to)) : draw(from, to),
      );
      from = to;
    }
  }

  heading(level, text) {
    const { doc } = this;
    const size = HEADING_SIZES[Math.min(level, 6)];
    this.style(size, true);
    // Keep a heading with at least three lines of what follows.
    this.keep(doc.heightOfString(text, { width: this.width }) + 3 * 16);
    if (level > 1) doc.moveDown(0.6);
    doc.x = this.left;
    const element = doc.struct(`H${Math.min(level, 6)}`);
    this.root.add(element);
    this.flow(element, text, { width: this.width }, size, { bold: true });
    element.end();
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
    const element = doc.struct('P');
    this.root.add(element);
    this.flow(element, text, { width: this.width, lineGap: 3 }, size);
    element.end();
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
      const body = doc.struct('LBody');
      entry.add(body);
      doc.fillColor(COLORS.ink);
      doc.x = this.left + indent;
      doc.y = y;
      this.flow(body, item, { width: this.width - indent, lineGap: 3 }, 11);
      body.end();
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
      const text = footer(index + 1, count).replace(/<\/?\w+>/g, '');
      this.style(9, false, COLORS.muted);
      // One line: a footer longer than the page is wide (a long title) is set smaller.
      const fit = (9 * this.width) / doc.widthOfString(text);
      if (fit < 9) doc.fontSize(Math.max(6, Math.floor(fit * 10) / 10));
      doc.text(text, this.left, doc.page.height - 48, {
        width: this.width,
        align: 'center',
        lineBreak: false,
      });
      doc.endMarkedContent();
      margins.bottom = bottom;
    }
  }
}

/**
 * Draws one block of a guide, key by key in the English file's order (`shape`), with the text of
 * the PDF's language at the same keys:
 *   `title`     the guide's title (h1, also the document's title): first, in the guide only
 *   `heading`   a section's heading: h2, or h3 for a section inside one, …
 *   `subtitle`  a larger, muted line (under the title)
 *   `items`     a bulleted list, one item per key, in order
 *   `sections`  each value a block one heading level deeper
 *   any other   a paragraph (`intro`, `p1`, `p2`, `closing`, …)
 * Texts may hold <strong>…</strong> (bold) and <en>…</en> (an English passage).
 */
function drawBlock(w, text, shape, key, level) {
  for (const [name, value] of Object.entries(shape)) {
    const at = `${key}.${name}`;
    if (name === 'title' || name === 'heading') w.heading(level, text(at));
    else if (name === 'items') w.list(Object.keys(value).map((item) => text(`${at}.${item}`)));
    else if (name === 'sections') {
      for (const [section, child] of Object.entries(value)) {
        drawBlock(w, text, child, `${at}.${section}`, level + 1);
      }
    } else if (name === 'subtitle') w.paragraph(text(at), { size: 13, color: COLORS.muted });
    else w.paragraph(text(at));
  }
}

/** One guide in one language, as the bytes of a tagged PDF. */
async function renderPdf(id, locale, english) {
  const { language, text } = locale;
  const title = text(`guides.${id}.title`).replace(/<\/?\w+>/g, '');
  const subtitle = lookup(locale.pdfs, `guides.${id}.subtitle`);
  const font = fontFor(language);
  const doc = new PDFDocument({
    ...PAGE,
    tagged: true,
    lang: language.intl,
    displayTitle: true,
    pdfVersion: '1.7',
    bufferPages: true,
    info: {
      Title: title,
      Author: text('author'),
      ...(typeof subtitle === 'string'
        ? { Subject: text(`guides.${id}.subtitle`).replace(/<\/?\w+>/g, '') }
        : {}),
      Creator: text('author'),
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
  doc.registerFont('regular', loadFont(font.regular).bytes);
  doc.registerFont('bold', loadFont(font.bold).bytes);

  const englishLang = locale.lng === DEFAULT_LOCALE ? undefined : english.language.intl;
  const w = new Writer(doc, { englishLang });
  drawBlock(w, text, lookup(english.pdfs, `guides.${id}`), `guides.${id}`, 1);
  w.root.end();
  const number = new Intl.NumberFormat(language.intl);
  w.footers((page, pages) =>
    text('footer', { title, page: number.format(page), pages: number.format(pages) }),
  );
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/** The guides of a project: `downloadItems` and `downloadsFolder` of its content/downloads.ts. */
export async function loadDownloads(root = '.') {
  const file = pathToFileURL(path.resolve(root, 'content', 'downloads.ts')).href;
  const { downloadItems, downloadsFolder } = await import(file);
  return { downloadItems, downloadsFolder };
}

/**
 * Writes `<outDir>/downloads/<lng>/<id>.pdf` for every guide a language has in its own text and
 * script, and returns what every language links, `{ [lng]: { [id]: { lang, path, bytes,
 * because? } } }`: `lang` is the language of the PDF's text (`en` and the English file where
 * `because` says why the language has none of its own).
 */
export async function writePdfs({
  outDir,
  root = '.',
  localesDir = path.join(root, 'locales'),
  locales = languageCodes(localesDir),
}) {
  const { downloadItems, downloadsFolder } = await loadDownloads(root);
  const english = localeOf(DEFAULT_LOCALE, localesDir);
  if (!english.pdfs) throw new Error(`tooling/site-build/pdfs.mjs: no ${localesDir}/en/pdfs.json`);
  const keys = Object.fromEntries(downloadItems.map((id) => [id, guideKeys(english.pdfs, id)]));
  // English always, and first: the others may link its files.
  const order = [DEFAULT_LOCALE, ...locales.filter((lng) => lng !== DEFAULT_LOCALE)];
  const result = {};
  for (const lng of order) {
    const locale = lng === DEFAULT_LOCALE ? english : localeOf(lng, localesDir);
    result[lng] = {};
    for (const id of downloadItems) {
      const because = englishBecause(locale, keys[id]);
      if (because) {
        result[lng][id] = { ...result[DEFAULT_LOCALE][id], because };
        continue;
      }
      const bytes = await renderPdf(id, locale, english);
      const folder = path.join(outDir, downloadsFolder, lng);
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, `${id}.pdf`), bytes);
      result[lng][id] = {
        lang: lng,
        path: `/${downloadsFolder}/${lng}/${id}.pdf`,
        bytes: bytes.length,
      };
    }
  }
  return result;
}

/**
 * The page's manifest: the size in bytes of each PDF written in a language's own text,
 * `{ [lng]: { [id]: bytes } }`. A guide a language lacks is not listed: the page links English.
 */
export function pageManifest(result) {
  return Object.fromEntries(
    Object.entries(result).map(([lng, items]) => [
      lng,
      Object.fromEntries(
        Object.entries(items)
          .filter(([, file]) => file.lang === lng)
          .map(([id, file]) => [id, file.bytes]),
      ),
    ]),
  );
}

/** Writes the page's manifest, only when it changed (so watchers do not rebuild for nothing). */
export function writeManifest(manifest, file = MANIFEST_FILE) {
  const json = `${JSON.stringify(manifest, null, 2)}\n`;
  if (existsSync(file) && readFileSync(file, 'utf8') === json) return;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, json);
}

/** Per language, which guides link the English PDF and why (nothing for a language that has all). */
export function englishLinks(result) {
  return Object.entries(result).flatMap(([lng, items]) => {
    const byReason = new Map();
    for (const [id, file] of Object.entries(items)) {
      if (file.lang !== lng)
        byReason.set(file.because, [...(byReason.get(file.because) ?? []), id]);
    }
    return [...byReason].map(
      ([because, ids]) =>
        `PDFs ${lng}: ${ids.join(', ')} link${ids.length === 1 ? 's' : ''} English (${because})`,
    );
  });
}

/**
 * The PDFs into `outDir` and their sizes into the page's manifest (build, start, tests); says
 * which guides a language links in English, and why (`report`: console.log).
 */
export async function generatePdfs({
  outDir = 'build/pdfs',
  root = '.',
  manifestFile = path.join(root, MANIFEST_FILE),
  report = console.log,
} = {}) {
  const result = await writePdfs({ outDir, root });
  writeManifest(pageManifest(result), manifestFile);
  for (const line of englishLinks(result)) report(line);
  return result;
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  const outDir = process.argv[2] ?? 'build/pdfs';
  const result = await generatePdfs({ outDir, report: () => {} });
  for (const [lng, items] of Object.entries(result)) {
    const lines = Object.entries(items).map(([id, file]) =>
      file.lang === lng ? `${id} ${file.bytes} B` : `${id} in English (${file.because})`,
    );
    console.log(`PDFs ${lng}: ${lines.join(', ')}`);
  }
}
