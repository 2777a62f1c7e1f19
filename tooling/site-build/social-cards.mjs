// Social cards: the 1200×630 PNG every page shares as its `og:image`, one per page and language,
// drawn at build time from the text src/app/socialCard.ts chooses (brand, eyebrow, `<h1>`; the
// prerender gets it from the renderer's `socialCards()`), in the look of the page header: the ink
// gradient, the shield mark, the eyebrow in the on-dark accent, the title in white.
//
// Layout here, drawing by resvg: this module wraps and fits the text (measured with fontkit in the
// same fonts), writes an SVG and has @resvg/resvg-js render it. resvg shapes text (Arabic joins)
// and applies the Unicode bidi algorithm, so a right-to-left language gets a mirrored card with
// its lines set right to left. Fonts from npm packages the PDFs use too (nothing is fetched, no
// system font is read, every machine draws the same card): DejaVu Sans, and Noto Sans CJK for a
// card DejaVu cannot draw.
//
// Missing glyphs: DejaVu covers Latin, Greek, Cyrillic, Armenian, Georgian, Hebrew and Arabic; a
// card it cannot draw is set in Noto Sans CJK (Japanese, Korean, Simplified or Traditional Chinese,
// the language's own first) when that can draw it. A symbol no font draws (an emoji) is left out;
// if a letter, digit or punctuation mark of the section or title still cannot be drawn (Devanagari,
// Thai…), the card shows the brand alone (`brandOnly`), never boxes and never another language's
// text, and the prerender gives the page the brand-only alternative text. An undrawable brand name
// leaves the mark alone.
//
// Cards are drawn in worker threads (while the pages prerender on the main thread) and cached by
// content hash in node_modules/.cache/social-cards/: the hash covers the card's text, this file and
// the versions of the renderer and the fonts, so only a changed card is drawn again.
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { threadId, Worker } from 'node:worker_threads';
import { crc32, deflateSync } from 'node:zlib';
import { SOCIAL_CARD_SIZE } from '../../src/app/socialCard.ts';
import { FONT_SETS as ALL_FONT_SETS } from './fonts.mjs';

const require = createRequire(import.meta.url);
/**
 * The font sets a card may be drawn in, in order of preference: DejaVu Sans, else Noto Sans CJK
 * (the set of the language's own script first: Japanese, Korean, Simplified and Traditional
 * Chinese give some characters different forms); a set not installed is left out.
 */
export const FONT_SETS = ALL_FONT_SETS.filter(({ regular, bold }) => regular && bold);
/** DejaVu Sans: every card's first choice, and the brand-only card's. */
export const FONTS = FONT_SETS[0];

/** A card's size in pixels (src/app/socialCard.ts says the same to the pages). */
export const CARD = SOCIAL_CARD_SIZE;
/** The most a card may weigh: social sites refuse or shrink heavy images. */
export const MAX_CARD_BYTES = 100 * 1024;

/** The page header's colours (src/styles/tokens.css). White on ink is 17:1, the accent 12:1. */
const COLOR = {
  ink: '#0b1b33', // --color-ink
  ink2: '#142c52', // --color-ink-2
  inkBorder: '#2a426b', // --color-ink-border
  onInk: '#ffffff', // --color-on-ink
  onInkMuted: '#c6d2e4', // --color-on-ink-muted
  brand: '#1f4fd1', // --color-brand
  accentOnDark: '#5eead4', // --color-accent-on-dark
};

const PAD = 80;
const TEXT_WIDTH = CARD.width - 2 * PAD;
/** Title sizes tried in turn until the title fits in three lines; the last allows four. */
const TITLE_SIZES = [68, 62, 56, 50];
const EYEBROW_SIZE = 24;
const BRAND_SIZES = [34, 30, 26];
const HOST_SIZE = 24;
const MARK_SIZE = 52;

/** Bidi and other formatting characters (RLM, RLO, PDF…): no glyph, no width. */
const FORMAT = /\p{Cf}/gu;
const isFormat = (char) => /\p{Cf}/u.test(char);
/** Right-to-left embedding … pop: a line's base direction for resvg (it reads no `direction`). */
const RLE = '\u202B';
const PDF = '\u202C';

const opened = new Map();
/**
 * A font set opened with fontkit (for measuring and glyph coverage), once per thread, with the
 * family name resvg knows it by (the typographic family: `Noto Sans Japanese`, not `… Bold`).
 */
async function openSet(set) {
  if (!opened.has(set)) {
    const fontkit = await import('fontkit');
    const [regular, bold] = [fontkit.openSync(set.regular), fontkit.openSync(set.bold)];
    const names = regular.name.records;
    const family = names.preferredFamily?.en ?? names.fontFamily?.en ?? regular.familyName;
    opened.set(set, { family, files: [set.regular, set.bold], regular, bold });
  }
  return opened.get(set);
}

/** The font sets to try for a language: DejaVu, then the sets of its script, then the others. */
function setsFor(lang) {
  let script;
  try {
    script = new Intl.Locale(lang).maximize().script;
  } catch {
    script = undefined;
  }
  const [first, ...others] = FONT_SETS;
  return [
    first,
    ...others.filter(({ scripts }) => scripts.includes(script)),
    ...others.filter(({ scripts }) => !scripts.includes(script)),
  ];
}

/** Whether one of the fonts has a glyph for the character. */
const hasGlyph = (set, char) => {
  const code = char.codePointAt(0);
  return set.regular.hasGlyphForCodePoint(code) || set.bold.hasGlyphForCodePoint(code);
};

/** A symbol, or an emoji's joiner or variation selector: left out when no font draws it. */
const OPTIONAL = /\p{S}|\u200d|\ufe0e|\ufe0f/u;

/**
 * The text as the fonts can draw it on one line: control characters as spaces, symbols without a
 * glyph (emoji, their joiners and variation selectors) left out, spaces collapsed and trimmed;
 * `undefined` when a letter, digit or punctuation mark would still be missing.
 */
export function drawableText(set, text) {
  const kept = [...text.replace(/\p{Cc}/gu, ' ')]
    .filter((char) => hasGlyph(set, char) || !OPTIONAL.test(char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  const missing = [...kept].some(
    (char) => !/\s/u.test(char) && !isFormat(char) && !hasGlyph(set, char),
  );
  return missing ? undefined : kept;
}

/** Text in scripts with letter case and hyphens: eyebrows in capitals and spaced as on the page. */
const CASED = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Armenian}\P{L}]*$/u;

/** The width of a line in pixels at a size, with extra space between letters. */
function widthOf(font, text, size, spacing = 0) {
  const plain = text.replace(FORMAT, '');
  return (font.layout(plain).advanceWidth / font.unitsPerEm) * size + spacing * [...plain].length;
}

/** Han, kana: a line may break between any two (a closing mark stays with what it closes). */
const TOKEN =
  /\s+|[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}][、。，．！？」』）]*|[^\s\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]+/gu;

/**
 * Splits a word wider than the line into pieces that fit (a long compound, a URL), with a hyphen
 * at each break in a script that has them.
 */
function splitWord(font, word, size, max, spacing) {
  const hyphen = CASED.test(word) ? '-' : '';
  const pieces = [];
  let piece = '';
  for (const char of word) {
    if (piece && widthOf(font, piece + char + hyphen, size, spacing) > max) {
      pieces.push(piece + hyphen);
      piece = char;
    } else piece += char;
  }
  return piece ? [...pieces, piece] : pieces;
}

/** Greedy line breaking at spaces and between Han or kana; a word too wide for a line is split. */
function wrap(font, text, size, max, spacing = 0) {
  const lines = [];
  let line = '';
  for (const token of text.match(TOKEN) ?? []) {
    if (/^\s/u.test(token)) {
      if (line) line += ' ';
      continue;
    }
    const pieces =
      widthOf(font, token, size, spacing) > max
        ? splitWord(font, token, size, max, spacing)
        : [token];
    for (const piece of pieces) {
      const candidate = line + piece;
      if (line.trim() && widthOf(font, candidate.trimEnd(), size, spacing) > max) {
        lines.push(line.trimEnd());
        line = piece;
      } else line = candidate;
    }
  }
  return line.trim() ? [...lines, line.trimEnd()] : lines;
}

/** At most `maxLines` lines, the last one ending in an ellipsis when text was cut. */
function clamp(font, lines, maxLines, size, max, spacing = 0) {
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1];
  while (widthOf(font, `${last}…`, size, spacing) > max && last.length > 1) {
    last = last.includes(' ') ? last.replace(/\s+\S+$/, '') : [...last].slice(0, -1).join('');
  }
  kept[maxLines - 1] = `${last}…`;
  return kept;
}

/** The largest size at which the text fits in `maxLines`, else the smallest, clamped. */
function fit(font, text, sizes, max, maxLines, { spacing = 0, lastMaxLines = maxLines } = {}) {
  for (const size of sizes) {
    const lines = wrap(font, text, size, max, spacing * size);
    if (lines.length <= maxLines) return { size, lines };
  }
  const size = sizes.at(-1);
  const lines = wrap(font, text, size, max, spacing * size);
  return { size, lines: clamp(font, lines, lastMaxLines, size, max, spacing * size) };
}

/** Text for SVG character data. */
const xml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The card's SVG and whether it shows the brand alone.
 * @param {{ brand: string, section: string, title: string, lang: string, dir: 'ltr' | 'rtl', host: string }} card
 */
export async function cardSvg({ brand, section, title, lang, dir, host }) {
  // The first font set that can draw the section and the title; else DejaVu and the brand alone.
  let set;
  let sectionText;
  let titleText;
  for (const candidate of setsFor(lang)) {
    set = await openSet(candidate);
    [sectionText, titleText] = [drawableText(set, section), drawableText(set, title)];
    if (sectionText && titleText) break;
  }
  const brandOnly = !sectionText || !titleText;
  if (brandOnly) set = await openSet(FONTS);
  const family = xml(set.family);
  const rtl = dir === 'rtl';
  const anchor = rtl ? 'end' : 'start';
  const x = rtl ? CARD.width - PAD : PAD;
  const line = (text) => xml(rtl ? `${RLE}${text}${PDF}` : text);
  const parts = [];

  // The brand: the shield mark and the name, at the top of the inline start.
  const brandText = drawableText(set, brand);
  const markX = rtl ? CARD.width - PAD - MARK_SIZE : PAD;
  const markY = brandOnly ? (CARD.height - MARK_SIZE * 2.5) / 2 - 20 : 64;
  const markScale = (brandOnly ? MARK_SIZE * 2.5 : MARK_SIZE) / 32;
  if (brandOnly) {
    // The brand alone, centred: a big mark and the name under it.
    parts.push(mark((CARD.width - 32 * markScale) / 2, markY, markScale));
    if (brandText) {
      const { size, lines } = fit(set.bold, brandText, [64, 56, 48], TEXT_WIDTH, 1);
      parts.push(
        `<text x="${CARD.width / 2}" y="${markY + 32 * markScale + 40 + size}" font-family="${family}" font-weight="700" font-size="${size}" fill="${COLOR.onInk}" text-anchor="middle">${line(lines[0])}</text>`,
      );
    }
  } else {
    parts.push(mark(markX, markY, markScale));
    if (brandText) {
      const room = TEXT_WIDTH - MARK_SIZE - 20;
      const { size, lines } = fit(set.bold, brandText, BRAND_SIZES, room, 1);
      const brandX = rtl ? markX - 20 : markX + MARK_SIZE + 20;
      parts.push(
        `<text x="${brandX}" y="${markY + MARK_SIZE / 2 + size * 0.36}" font-family="${family}" font-weight="700" font-size="${size}" fill="${COLOR.onInk}" text-anchor="${anchor}">${line(lines[0])}</text>`,
      );
    }

    // The eyebrow (up to two lines) and the title (up to three, four at the smallest size),
    // centred together between the brand and the footer.
    const eyebrowText = CASED.test(sectionText) ? sectionText.toLocaleUpperCase(lang) : sectionText;
    const spacing = CASED.test(sectionText) ? 0.08 : 0;
    const eyebrow = fit(set.bold, eyebrowText, [EYEBROW_SIZE], TEXT_WIDTH, 2, { spacing });
    const heading = fit(set.bold, titleText, TITLE_SIZES, TEXT_WIDTH, 3, { lastMaxLines: 4 });
    const eyebrowLine = Math.round(EYEBROW_SIZE * 1.4);
    const titleLine = Math.round(heading.size * 1.14);
    const gap = 22;
    const block = eyebrow.lines.length * eyebrowLine + gap + heading.lines.length * titleLine;
    const [top, bottom] = [150, 530];
    let y = top + Math.max(0, (bottom - top - block) / 2);
    for (const text of eyebrow.lines) {
      parts.push(
        `<text x="${x}" y="${y + EYEBROW_SIZE}" font-family="${family}" font-weight="700" font-size="${EYEBROW_SIZE}" letter-spacing="${spacing * EYEBROW_SIZE}" fill="${COLOR.accentOnDark}" text-anchor="${anchor}">${line(text)}</text>`,
      );
      y += eyebrowLine;
    }
    y += gap;
    for (const text of heading.lines) {
      // The baseline sits so the capitals are centred in the line.
      parts.push(
        `<text x="${x}" y="${Math.round(y + (titleLine + heading.size * 0.72) / 2)}" font-family="${family}" font-weight="700" font-size="${heading.size}" fill="${COLOR.onInk}" text-anchor="${anchor}">${line(text)}</text>`,
      );
      y += titleLine;
    }
  }

  // The site's address at the bottom of the inline start (centred under a brand-only card).
  const hostText = drawableText(set, host);
  if (hostText) {
    parts.push(
      `<text x="${brandOnly ? CARD.width / 2 : x}" y="${CARD.height - 52}" font-family="${family}" font-size="${HOST_SIZE}" fill="${COLOR.onInkMuted}" text-anchor="${brandOnly ? 'middle' : anchor}">${xml(hostText)}</text>`,
    );
  }

  // Rings in the inline-end top corner, where the page header has its glow.
  const cx = rtl ? 0 : CARD.width;
  const rings = [150, 250, 350, 450]
    .map(
      (r, i) =>
        `<circle cx="${cx}" cy="0" r="${r}" fill="none" stroke="${COLOR.inkBorder}" stroke-width="2" opacity="${(0.8 - i * 0.18).toFixed(2)}"/>`,
    )
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD.width}" height="${CARD.height}" viewBox="0 0 ${CARD.width} ${CARD.height}">` +
    `<defs><linearGradient id="ink" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${COLOR.ink}"/><stop offset="1" stop-color="${COLOR.ink2}"/></linearGradient></defs>` +
    `<rect width="${CARD.width}" height="${CARD.height}" fill="url(#ink)"/>${rings}` +
    `<rect y="${CARD.height - 10}" width="${CARD.width}" height="10" fill="${COLOR.brand}"/>` +
    `<rect x="${rtl ? CARD.width - 160 : 0}" y="${CARD.height - 10}" width="160" height="10" fill="${COLOR.accentOnDark}"/>` +
    `${parts.join('')}</svg>`;
  return { svg, brandOnly, fontFiles: set.files, family: set.family };
}

/** The shield with a check (src/components/Logo), at a position and scale of its 32-unit box. */
function mark(x, y, scale) {
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})">` +
    `<path d="M16 2 4 6.5v8.2c0 7.3 5.1 13.2 12 15.3 6.9-2.1 12-8 12-15.3V6.5L16 2Z" fill="${COLOR.brand}"/>` +
    `<path d="m10.5 16.2 3.8 3.8 7.4-8" fill="none" stroke="${COLOR.accentOnDark}" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/></g>`
  );
}

/** A PNG chunk: length, type, data, CRC. */
function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * An opaque RGBA image as an 8-bit palette PNG. A card has a few hundred colours (the gradient's
 * rows and the edges of the text over them): the 256 most frequent become the palette and every
 * other colour takes its nearest, an edge pixel a shade off at most. Half the bytes of resvg's
 * own RGBA PNG, well under MAX_CARD_BYTES. `description` (the card's alternative text) goes into an
 * iTXt chunk with its language tag, so the image carries what the page says about it.
 */
export function palettePng(rgba, width, height, { description = '', lang = '' } = {}) {
  const colourAt = (i) => (rgba[i] << 16) | (rgba[i + 1] << 8) | rgba[i + 2];
  const pixels = width * height;
  // Most pixels repeat the one before them (the background's rows): counted as runs.
  const counts = new Map();
  let run = colourAt(0);
  let length = 0;
  for (let p = 0; p < pixels; p++) {
    const colour = colourAt(p * 4);
    if (colour === run) {
      length += 1;
      continue;
    }
    counts.set(run, (counts.get(run) ?? 0) + length);
    [run, length] = [colour, 1];
  }
  counts.set(run, (counts.get(run) ?? 0) + length);
  const palette = [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 256)
    .map(([colour]) => colour);
  const index = new Map(palette.map((colour, i) => [colour, i]));
  const channels = (c) => [c >> 16, (c >> 8) & 255, c & 255];
  for (const colour of counts.keys()) {
    if (index.has(colour)) continue;
    const [r, g, b] = channels(colour);
    let best = 0;
    let bestDistance = Infinity;
    palette.forEach((candidate, i) => {
      const [pr, pg, pb] = channels(candidate);
      // Weighted as the eye sees (green most, blue least).
      const distance = 2 * (r - pr) ** 2 + 4 * (g - pg) ** 2 + 3 * (b - pb) ** 2;
      if (distance < bestDistance) [best, bestDistance] = [i, distance];
    });
    index.set(colour, best);
  }
  const raw = Buffer.alloc((width + 1) * height); // each row: filter byte 0 (none), then indices
  let last = -1;
  let lastIndex = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const colour = colourAt((y * width + x) * 4);
      if (colour !== last) [last, lastIndex] = [colour, index.get(colour)];
      raw[y * (width + 1) + 1 + x] = lastIndex;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8); // 8-bit, palette, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', Buffer.from(palette.flatMap(channels))),
    ...(description
      ? [
          // keyword, no compression, language tag, no translated keyword, UTF-8 text
          chunk(
            'iTXt',
            Buffer.concat([
              Buffer.from('Description\0\0\0', 'latin1'),
              Buffer.from(`${lang}\0\0`, 'latin1'),
              Buffer.from(description, 'utf8'),
            ]),
          ),
        ]
      : []),
    // zlib's default level: a tenth of level 9's time for a tenth more bytes.
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * One card as PNG bytes, and whether it shows the brand alone; its iTXt Description is `alt`, or
 * `brandAlt` when it shows the brand alone.
 */
export async function renderCard(card) {
  const { svg, brandOnly, fontFiles, family } = await cardSvg(card);
  const { Resvg } = await import('@resvg/resvg-js');
  const resvg = new Resvg(svg, {
    font: {
      fontFiles,
      loadSystemFonts: false,
      defaultFontFamily: family,
    },
  });
  const image = resvg.render();
  const description = brandOnly ? card.brandAlt : card.alt;
  const png = palettePng(image.pixels, image.width, image.height, { description, lang: card.lang });
  return { png, brandOnly };
}

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Where drawn cards are kept between builds. */
export const CACHE_DIR = path.join(REPO, 'node_modules', '.cache', 'social-cards');
/** Cached cards not used for this long are deleted. */
const CACHE_DAYS = 30;

/** An installed package's version (read beside its entry point: not every package exports its package.json). */
function versionOf(name) {
  let dir = path.dirname(require.resolve(name));
  while (!existsSync(path.join(dir, 'package.json')) || readPackage(dir).name !== name) {
    if (dir === path.dirname(dir)) throw new Error(`No package.json for ${name}`);
    dir = path.dirname(dir);
  }
  return readPackage(dir).version;
}
const readPackage = (dir) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));

let rendererId;
/** What a card's look depends on besides its text: this file, resvg, fontkit and the fonts. */
function renderer() {
  rendererId ??= [
    readFileSync(fileURLToPath(import.meta.url), 'utf8'),
    versionOf('@resvg/resvg-js'),
    versionOf('fontkit'),
    ...[FONTS.regular, FONTS.bold].map((file) =>
      createHash('sha256').update(readFileSync(file)).digest('hex'),
    ),
    ...FONT_SETS.slice(1).map((set) => versionOf(set.package)),
  ].join('\n');
  return rendererId;
}

/** The cache key of a card: a hash of its text (drawn and described) and of the renderer. */
export function cardHash({ brand, section, title, alt, brandAlt, lang, dir, host }) {
  return createHash('sha256')
    .update(renderer())
    .update(JSON.stringify([brand, section, title, alt, brandAlt, lang, dir, host]))
    .digest('hex')
    .slice(0, 32);
}

/**
 * Draws cards into their files (from the cache when it has them), in this thread.
 * @returns {Promise<{ file: string, bytes: number, brandOnly: boolean, cached: boolean }[]>}
 */
export async function drawCards(cards, cacheDir = CACHE_DIR) {
  if (cacheDir) mkdirSync(cacheDir, { recursive: true });
  const results = [];
  for (const card of cards) {
    mkdirSync(path.dirname(card.file), { recursive: true });
    const hash = cardHash(card);
    const hit = cacheDir
      ? [false, true]
          .map((brandOnly) => ({
            brandOnly,
            file: path.join(cacheDir, `${hash}${brandOnly ? '-brand' : ''}.png`),
          }))
          .find(({ file }) => existsSync(file))
      : undefined;
    if (hit) {
      copyFileSync(hit.file, card.file);
      const now = new Date();
      utimesSync(hit.file, now, now);
      results.push({
        file: card.file,
        bytes: statSync(card.file).size,
        brandOnly: hit.brandOnly,
        cached: true,
      });
      continue;
    }
    const { png, brandOnly } = await renderCard(card);
    writeFileSync(card.file, png);
    if (cacheDir) {
      // Written aside, then renamed: another build reading the cache never sees half a card.
      const cached = path.join(cacheDir, `${hash}${brandOnly ? '-brand' : ''}.png`);
      const partial = `${cached}.${process.pid}-${threadId}.tmp`;
      writeFileSync(partial, png);
      renameSync(partial, cached);
    }
    results.push({ file: card.file, bytes: png.length, brandOnly, cached: false });
  }
  return results;
}

/** Deletes cached cards no build has used for CACHE_DAYS. */
function pruneCache(cacheDir) {
  if (!existsSync(cacheDir)) return;
  const oldest = Date.now() - CACHE_DAYS * 24 * 60 * 60 * 1000;
  for (const name of readdirSync(cacheDir)) {
    const file = path.join(cacheDir, name);
    if (statSync(file).mtimeMs < oldest) rmSync(file, { force: true });
  }
}

/**
 * Draws every card into its `file`, on worker threads (one fewer than the cores, at least one,
 * so the main thread keeps a core for the prerender), each card from the cache when it is there.
 * Resolves with one result per card, in order.
 * @param {{ file: string, brand: string, section: string, title: string, alt: string, brandAlt: string, lang: string, dir: 'ltr' | 'rtl', host: string }[]} cards
 */
export async function writeSocialCards(cards, { cacheDir = CACHE_DIR, threads } = {}) {
  if (cards.length === 0) return [];
  const count = Math.max(1, Math.min(threads ?? availableParallelism() - 1, 4, cards.length));
  const shares = Array.from({ length: count }, (_, i) => cards.filter((_, j) => j % count === i));
  const drawn = await Promise.all(
    shares.map(
      (share) =>
        new Promise((resolve, reject) => {
          const worker = new Worker(new URL('./social-cards.worker.mjs', import.meta.url), {
            workerData: { cards: share, cacheDir },
          });
          worker.once('message', resolve);
          worker.once('error', reject);
          worker.once('exit', (code) => {
            if (code !== 0) reject(new Error(`A social-card worker stopped with code ${code}`));
          });
        }),
    ),
  );
  if (cacheDir) pruneCache(cacheDir);
  const byFile = new Map(drawn.flat().map((result) => [result.file, result]));
  return cards.map((card) => byFile.get(card.file));
}
