/**
 * The Downloads PDFs as translators and editors change them, in a temporary copy of the project
 * (tooling/i18n/pseudo-locales.ts `copyProject`; the repository is never touched):
 *
 * - a fourth guide, `checklist` (or another id the site does not have yet): its id in the copy's content/downloads.ts, its PDF's text in
 *   locales/en/pdfs.json and its summary in locales/en/downloads.json, nothing else — no
 *   build-script edit, no rule on its length;
 * - `ja-XJ`, a Japanese pseudo-locale (every Latin letter a kana, every text opened by kanji):
 *   its PDFs are drawn in Noto Sans JP, tagged `ja-JP`, and PDF.js extracts the Japanese text;
 * - `vi-XV`, a Vietnamese pseudo-locale (vowels with Vietnamese diacritics): DejaVu Sans draws it;
 * - `ar-XB`, the right-to-left pseudo-locale: pdfkit cannot lay it out, so it gets no PDFs of its
 *   own, and its page links the English ones with a notice;
 * - a language the project does not have yet (`fr`, or the next of `de`, `it`, `pt`) with only
 *   its language.json, and `es` lacking the fourth guide's PDF text: English links, never English
 *   text labelled as that language or Spanish;
 * - `en-XG`, a language whose text has a character its script's font lacks: English links.
 *
 * The pages are rendered with the copy's own renderer (src/entry-server.tsx), as the build does.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import {
  BIDI_LOCALE,
  copyProject,
  pseudoBidiString,
  writePseudoLocales,
  type PseudoLocale,
} from '../i18n/pseudo-locales';
import { generatePdfs, MANIFEST_FILE } from './pdfs.mjs';
import { writeLocaleModule } from './codegen/locale-module';
import { downloadItems } from '../../content/downloads';

type Server = typeof import('../../src/entry-server');
type Result = Record<string, Record<string, { lang: string; path: string; because?: string }>>;
type Tree = { [key: string]: string | Tree };

/** i18next `{{variables}}` and `<tags>`, kept as they are by a pseudo-locale. */
const PLACEHOLDER = /(\{\{[^}]+\}\}|<[^>]+>)/g;
const outsidePlaceholders = (value: string, change: (text: string) => string) =>
  value
    .split(PLACEHOLDER)
    .map((part, index) => (index % 2 === 1 ? part : change(part)))
    .join('');

/** a–z as katakana, A–Z as hiragana: Japanese script, one character per letter. */
const KANA_LOWER = 'アイウエオカキクケコサシスセソタチツテトナニヌネノハ';
const KANA_UPPER = 'あいうえおかきくけこさしすせそたちつてとなにぬねのは';
const JAPANESE_LOCALE: PseudoLocale = {
  code: 'ja-XJ',
  language: { name: '日本語（擬似）', intl: 'ja-JP', dir: 'ltr', ogLocale: 'ja_JP' },
  transform: (value) =>
    `日本語：${outsidePlaceholders(value, (text) =>
      text.replace(/[a-z]/gi, (letter) =>
        letter >= 'a'
          ? KANA_LOWER[letter.charCodeAt(0) - 97]!
          : KANA_UPPER[letter.charCodeAt(0) - 65]!,
      ),
    )}`,
};

/** Every vowel with a Vietnamese tone mark (precomposed, as Vietnamese is written). */
const VIETNAMESE: Record<string, string> = {
  a: 'ắ',
  e: 'ệ',
  i: 'ị',
  o: 'ộ',
  u: 'ữ',
  y: 'ỹ',
  d: 'đ',
};
const VIETNAMESE_LOCALE: PseudoLocale = {
  code: 'vi-XV',
  language: { name: 'Tiếng Việt (giả)', intl: 'vi-VN', dir: 'ltr', ogLocale: 'vi_VN' },
  transform: (value) =>
    outsidePlaceholders(value, (text) => text.replace(/[aeiouyd]/g, (c) => VIETNAMESE[c]!)),
};

/** A Latin-script language whose text has a character no Latin font here draws. */
const GLYPHLESS_LOCALE: PseudoLocale = {
  code: 'en-XG',
  language: { name: 'Glyphless', intl: 'en-US', dir: 'ltr', ogLocale: 'en_US' },
  transform: (value) => `${value} 漢`,
};

/** The fourth guide, as an editor adds it: one page, a nested section, a list. */
const CHECKLIST = {
  library: {
    title: 'Examination readiness checklist',
    text: 'What to have ready before an examiner arrives.',
  },
  pdf: {
    title: 'Examination readiness checklist',
    subtitle: 'A one-page list to work through with your team',
    intro: 'Use this list in the month before an examination.',
    sections: {
      evidence: {
        heading: 'Evidence to gather',
        p1: 'Collect the current reports from {{brand}}.',
        items: {
          gap: 'The latest gap analysis.',
          poam: 'The <strong>POA&M</strong> report with every planned control.',
        },
        sections: {
          board: { heading: 'For the board', p1: 'The annual report to the board of directors.' },
        },
      },
    },
    closing: 'Keep this list with your examination file.',
  },
};
/** The guides the site has, whatever they are, and the one this test adds. */
const EXISTING: string[] = [...downloadItems];
/** The added guide's id: one the site does not have. */
const NEW = ['checklist', 'checklistExample', 'checklistExample2'].find(
  (id) => !EXISTING.includes(id),
)!;
const GUIDES = [...EXISTING, NEW];
/** A language with its language.json only: one the project does not have. */
const NEW_LANGUAGE = ['fr', 'de', 'it', 'pt'].find((code) => !existsSync(`locales/${code}`))!;

const TMP = mkdtempSync(path.join(os.tmpdir(), 'pdfs-locales-'));
const PROJECT = path.join(TMP, 'project');
const OUT = path.join(TMP, 'out');
let result: Result;
/** What the build printed about guides linked in English. */
let englishReport: string[];
let server: Server;

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Tree;
const writeJson = (file: string, value: unknown) =>
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

beforeAll(async () => {
  copyProject(PROJECT);
  // The fourth guide: one line in content/downloads.ts, its text in English: the page's summary
  // and the PDF.
  const content = path.join(PROJECT, 'content', 'downloads.ts');
  const source = readFileSync(content, 'utf8');
  const items = /export const downloadItems = \[[^\]]*\]/;
  expect(source).toMatch(items);
  writeFileSync(
    content,
    source.replace(items, `export const downloadItems = ${JSON.stringify(GUIDES)}`),
  );
  const pageFile = path.join(PROJECT, 'locales', 'en', 'downloads.json');
  const page = readJson(pageFile) as { library: { items: Tree } };
  page.library.items[NEW] = CHECKLIST.library;
  writeJson(pageFile, page);
  const pdfsFile = path.join(PROJECT, 'locales', 'en', 'pdfs.json');
  const pdfs = readJson(pdfsFile) as { guides: Tree };
  pdfs.guides[NEW] = CHECKLIST.pdf;
  writeJson(pdfsFile, pdfs);
  // Spanish translates the page's summary of it, not its PDF yet.
  const spanishFile = path.join(PROJECT, 'locales', 'es', 'downloads.json');
  const spanish = readJson(spanishFile) as { library: { items: Tree } };
  spanish.library.items[NEW] = {
    title: 'Lista de preparación para el examen',
    text: 'Lo que debe tener listo antes de que llegue el examinador.',
  };
  writeJson(spanishFile, spanish);
  // A new language with its language.json alone (nothing translated yet).
  mkdirSync(path.join(PROJECT, 'locales', NEW_LANGUAGE));
  writeJson(path.join(PROJECT, 'locales', NEW_LANGUAGE, 'language.json'), {
    name: NEW_LANGUAGE,
    intl: `${NEW_LANGUAGE}-US`,
    dir: 'ltr',
    ogLocale: `${NEW_LANGUAGE}_FR`,
  });
  writePseudoLocales(path.join(PROJECT, 'locales'), [
    BIDI_LOCALE,
    JAPANESE_LOCALE,
    VIETNAMESE_LOCALE,
    GLYPHLESS_LOCALE,
  ]);
  // Japanese translates the PDFs before the Downloads page: the page is shown in English.
  rmSync(path.join(PROJECT, 'locales', 'ja-XJ', 'downloads.json'));
  writeLocaleModule(
    path.join(PROJECT, 'locales'),
    path.join(PROJECT, 'src', 'i18n', 'generated', 'locales.ts'),
  );
  // A translator keeps an English name in a Japanese text: an English span in the PDF.
  const japaneseFile = path.join(PROJECT, 'locales', 'ja-XJ', 'pdfs.json');
  const japanese = readJson(japaneseFile) as { guides: Record<string, { closing: string }> };
  japanese.guides[NEW]!.closing = '日本語：<en>NIST CSF 2.0</en>の一覧です。';
  writeJson(japaneseFile, japanese);

  const reported: string[] = [];
  result = (await generatePdfs({
    root: PROJECT,
    outDir: OUT,
    report: (line: string) => reported.push(line),
  })) as Result;
  englishReport = reported;
  server = (await import(
    /* @vite-ignore */ pathToFileURL(path.join(PROJECT, 'src', 'entry-server.tsx')).href
  )) as Server;
}, 120_000);

afterAll(() => rmSync(TMP, { recursive: true, force: true }));

/** A PDF of the copy's build: its raw bytes (pdfkit writes dictionaries uncompressed), its text. */
async function readPdf(url: string) {
  const bytes = readFileSync(path.join(OUT, url));
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false });
  try {
    const pdf = await task.promise;
    let text = '';
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const content = await (await pdf.getPage(number)).getTextContent();
      text += content.items.map((item) => ('str' in item ? item.str : '')).join('');
    }
    const { info } = (await pdf.getMetadata()) as { info: Record<string, unknown> };
    return { raw: bytes.toString('latin1'), text, pages: pdf.numPages, info };
  } finally {
    await task.destroy();
  }
}

/** Text without any white space: PDF.js splits lines and words its own way. */
const squeeze = (text: string) => text.replace(/\s+/g, '');

describe('a fourth guide: its id in content/downloads.ts and its text, nothing else', () => {
  it('is written in English, one page, drawn from its locale structure in order', async () => {
    expect(Object.keys(result.en!)).toEqual(GUIDES);
    expect(result.en![NEW]).toMatchObject({ lang: 'en', path: `/downloads/en/${NEW}.pdf` });
    const { text, pages, info } = await readPdf(result.en![NEW]!.path);
    expect(pages).toBe(1);
    expect(info.Title).toBe(CHECKLIST.pdf.title);
    expect(info.Subject).toBe(CHECKLIST.pdf.subtitle);
    const { evidence } = CHECKLIST.pdf.sections;
    const expected = [
      CHECKLIST.pdf.title,
      CHECKLIST.pdf.subtitle,
      CHECKLIST.pdf.intro,
      evidence.heading,
      evidence.p1.replace('{{brand}}', String(info.Author)),
      evidence.items.gap,
      evidence.items.poam.replace(/<\/?strong>/g, ''),
      evidence.sections.board.heading,
      evidence.sections.board.p1,
      CHECKLIST.pdf.closing,
    ].map(squeeze);
    // Every text, in the order of the file.
    const flat = squeeze(text);
    let from = 0;
    for (const part of expected) {
      const at = flat.indexOf(part, from);
      expect(at, part).toBeGreaterThanOrEqual(from);
      from = at + part.length;
    }
  });

  it('is a link on the page, in every language that has its text', () => {
    const manifest = JSON.parse(readFileSync(path.join(PROJECT, MANIFEST_FILE), 'utf8')) as Record<
      string,
      Record<string, number>
    >;
    expect(Object.keys(manifest.en!)).toEqual(GUIDES);
    expect(Object.keys(manifest['ja-XJ']!)).toEqual(GUIDES);
    expect(Object.keys(manifest.es!)).toEqual(EXISTING);
  });
});

describe('ja-XJ: a Japanese language gets Japanese PDFs', () => {
  it.each(GUIDES)('%s.pdf: Noto Sans JP, tagged ja-JP, its Japanese text extracted', async (id) => {
    expect(result['ja-XJ']![id]).toMatchObject({
      lang: 'ja-XJ',
      path: `/downloads/ja-XJ/${id}.pdf`,
    });
    const { raw, text, info } = await readPdf(result['ja-XJ']![id]!.path);
    expect(raw).toContain('/Lang (ja-JP)');
    expect(raw).toMatch(/\/FontName \/[A-Z]{6}\+NotoSansJP-Regular/);
    expect(raw).not.toContain('DejaVu');
    const japanese = readJson(path.join(PROJECT, 'locales', 'ja-XJ', 'pdfs.json')) as {
      guides: Record<string, { title: string; sections: Record<string, { heading: string }> }>;
    };
    const title = japanese.guides[id]!.title;
    expect(title).toMatch(/^日本語：[\p{Script=Katakana}\p{Script=Hiragana}]/u);
    expect(info.Title).toBe(title);
    const heading = Object.values(japanese.guides[id]!.sections)[0]!.heading;
    expect(squeeze(text)).toContain(squeeze(title));
    expect(squeeze(text)).toContain(squeeze(heading));
    // Nothing drawn as a missing glyph.
    expect(text).not.toMatch(/[\uFFFD\u25A1]/u);
  });

  it('tags an <en> passage of a Japanese text as English', async () => {
    const { raw, text } = await readPdf(result['ja-XJ']![NEW]!.path);
    expect(raw).toMatch(/\/S \/Span\s*\/Lang \(en-US\)|\/Lang \(en-US\)\s*\/S \/Span/);
    expect(text).toContain('NIST CSF 2.0');
  });
});

describe('vi-XV: Vietnamese is drawn by DejaVu Sans', () => {
  it('has PDFs of its own, tagged vi-VN, with its diacritics in the text', async () => {
    expect(result['vi-XV']!.product).toMatchObject({ lang: 'vi-XV' });
    const { raw, text } = await readPdf(result['vi-XV']!.product!.path);
    expect(raw).toContain('/Lang (vi-VN)');
    expect(raw).toContain('DejaVuSans');
    expect(text).toContain(VIETNAMESE_LOCALE.transform('Product features and capabilities'));
  });
});

describe('languages without PDFs of their own link the English ones', () => {
  it.each([
    ['ar-XB', GUIDES, /right to left \(Arab\)/],
    [NEW_LANGUAGE, GUIDES, /no pdfs\.json/],
    ['es', [NEW], new RegExp(`no text at guides\\.${NEW}`)],
    ['en-XG', GUIDES, /no glyph for 漢/],
  ])('%s: %j link English (%s)', (lng, english, because) => {
    for (const id of GUIDES) {
      const file = result[lng]![id]!;
      if (english.includes(id)) {
        expect(file, `${lng} ${id}`).toMatchObject({ lang: 'en', path: `/downloads/en/${id}.pdf` });
        expect(file.because, `${lng} ${id}`).toMatch(because);
      } else {
        expect(file, `${lng} ${id}`).toMatchObject({
          lang: lng,
          path: `/downloads/${lng}/${id}.pdf`,
        });
      }
    }
    // No copy of English text is written under the language's name.
    if (english.length === GUIDES.length) {
      expect(existsSync(path.join(OUT, 'downloads', lng))).toBe(false);
    }
  });

  it('the build says which guides each language links in English, and why', () => {
    expect(englishReport).toContainEqual(
      expect.stringMatching(
        new RegExp(`^PDFs ar-XB: ${GUIDES.join(', ')} link English \\(right to left`),
      ),
    );
    expect(englishReport).toContainEqual(
      expect.stringMatching(
        new RegExp(`^PDFs es: ${NEW} links English \\(no text at guides\\.${NEW}`),
      ),
    );
    expect(englishReport.filter((line) => /^PDFs (en|ja-XJ|vi-XV):/.test(line))).toEqual([]);
  });

  /** The page's notice and download links, from the copy's renderer. */
  async function downloadsPage(lng: string) {
    const { body, lang } = await server.render(`/${lng}/downloads`);
    expect(lang).toBe(lng);
    const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
      JSDOM: new (html: string) => { window: { document: Document } };
    };
    const { document } = new JSDOM(body).window;
    const main = document.querySelector('main')!;
    return {
      notes: [...main.querySelectorAll('[role="note"]')].map((note) => note.textContent),
      links: [...main.querySelectorAll<HTMLAnchorElement>('a[href$=".pdf"]')].map((link) => ({
        href: link.getAttribute('href'),
        hreflang: link.getAttribute('hreflang'),
        text: link.textContent,
      })),
    };
  }

  const english = readJson(path.join('locales', 'en', 'downloads.json')) as {
    library: Record<string, string>;
  };

  it('ar-XB: the page links every English PDF, says so, and names the language on each link', async () => {
    const { notes, links } = await downloadsPage('ar-XB');
    expect(notes).toContain(pseudoBidiString(english.library.englishNotice!));
    expect(links.map(({ href }) => href)).toEqual(GUIDES.map((id) => `/downloads/en/${id}.pdf`));
    for (const link of links) {
      expect(link.hreflang).toBe('en');
      const [before] = pseudoBidiString(english.library.downloadIn!).split('{{language}}');
      expect(link.text!.startsWith(before!)).toBe(true);
    }
  });

  it('es: the page in Spanish; only the guide without a Spanish PDF links English, under the notice', async () => {
    const { notes, links } = await downloadsPage('es');
    const spanish = readJson(path.join('locales', 'es', 'downloads.json')) as {
      library: Record<string, string>;
    };
    expect(notes).toEqual([spanish.library.englishNotice]);
    expect(links.map(({ href, hreflang }) => [href, hreflang])).toEqual([
      ...EXISTING.map((id) => [`/downloads/es/${id}.pdf`, 'es']),
      [`/downloads/en/${NEW}.pdf`, 'en'],
    ]);
  });

  it(`${NEW_LANGUAGE} (its language.json only): English links and the notice`, async () => {
    const { notes, links } = await downloadsPage(NEW_LANGUAGE);
    expect(notes).toContain(english.library.englishNotice);
    expect(links.map(({ hreflang }) => hreflang)).toEqual(GUIDES.map(() => 'en'));
  });

  it('ja-XJ (its PDFs translated, its page not): its own PDFs, each link saying they are Japanese', async () => {
    const { notes, links } = await downloadsPage('ja-XJ');
    expect(notes).not.toContain(english.library.englishNotice);
    expect(links.map(({ href, hreflang }) => [href, hreflang])).toEqual(
      GUIDES.map((id) => [`/downloads/ja-XJ/${id}.pdf`, 'ja-XJ']),
    );
    // The page's text is English: "Download PDF (Japanese), … KB".
    const [before] = english.library.downloadIn!.split('{{size}}');
    for (const link of links)
      expect(link.text!.startsWith(before!.replace('{{language}}', 'Japanese'))).toBe(true);
  });

  it('es: a guide in English says so in Spanish ("Descargar PDF (inglés), …")', async () => {
    const spanish = readJson(path.join('locales', 'es', 'downloads.json')) as {
      library: Record<string, string>;
    };
    const { links } = await downloadsPage('es');
    const [before] = spanish.library.downloadIn!.split('{{size}}');
    expect(links.at(-1)!.text!.startsWith(before!.replace('{{language}}', 'inglés'))).toBe(true);
    expect(links[0]!.text).not.toContain('(');
  });
});
