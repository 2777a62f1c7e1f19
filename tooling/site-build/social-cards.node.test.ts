/**
 * The social-card renderer (tooling/site-build/social-cards.mjs), without a build: cards drawn into a
 * temporary folder for English, Spanish, a right-to-left language, Japanese (DejaVu lacks it, Noto
 * Sans CJK has it), a script no font has and a title too long for the card, each read back as the
 * PNG a social site would get. The built
 * site's cards (every page × language, and each page's og:image tags) are checked by
 * `npm run check:html` (socialCardProblems in tooling/ci/check-html.mjs, tested in its own file).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readPng } from '../ci/check-html.mjs';
import { cardSvg, drawCards, MAX_CARD_BYTES, writeSocialCards } from './social-cards.mjs';

const OUT = mkdtempSync(path.join(os.tmpdir(), 'social-cards-'));
afterAll(() => rmSync(OUT, { recursive: true, force: true }));

const RLM = '\u200F';
const RLO = '\u202E';
const PDF = '\u202C';
/** A phrase as the ar-XB pseudo-locale writes it (tooling/i18n/pseudo-locales.ts). */
const mirrored = (text: string) =>
  text.replace(/\S+/g, (word) => `${RLM}${RLO}${word}${PDF}${RLM}`);

const card = (name: string, fields: Record<string, string>) => ({
  file: path.join(OUT, `${name}.png`),
  brand: 'Northwind Risk',
  host: 'www.example.com',
  lang: 'en',
  dir: 'ltr' as 'ltr' | 'rtl',
  section: 'Controls',
  title: 'Every NIST SP 800-53 Rev. 5 control, documented with its status and its evidence',
  alt: 'Northwind Risk: Every NIST SP 800-53 Rev. 5 control (Controls)',
  brandAlt: 'Northwind Risk logo',
  ...fields,
});

const cards = [
  card('en', {}),
  card('es', {
    lang: 'es',
    section: 'Herramienta de Evaluación Automatizada de Ciberseguridad (ACET) de la NCUA',
    title: 'Complete la evaluación ACET de la NCUA a partir de los controles que ya documentó',
    alt: 'Northwind Risk: Complete la evaluación ACET de la NCUA (Herramienta…)',
    brandAlt: 'Logotipo de Northwind Risk',
  }),
  card('ar', {
    lang: 'ar',
    dir: 'rtl',
    section: 'إدارة المخاطر المتكاملة',
    title: 'ضوابط NIST SP 800-53 لكل مؤسسة مالية',
    alt: 'Northwind Risk: ضوابط NIST SP 800-53 لكل مؤسسة مالية',
  }),
  card('ar-XB', {
    lang: 'ar-XB',
    dir: 'rtl',
    section: mirrored('Controls'),
    title: mirrored('Every NIST SP 800-53 Rev. 5 control, documented with its status'),
    alt: mirrored('Northwind Risk: Every NIST SP 800-53 Rev. 5 control'),
  }),
  card('ja', {
    lang: 'ja',
    section: '管理策',
    title: 'すべての管理策を、その状態と証拠とともに文書化',
    alt: 'Northwind Risk: すべての管理策を文書化 (管理策)',
    brandAlt: 'Northwind Risk のロゴ',
  }),
  card('hi', {
    lang: 'hi',
    section: 'नियंत्रण',
    title: 'हर नियंत्रण, उसकी स्थिति और उसके साक्ष्य के साथ',
    alt: 'Northwind Risk: हर नियंत्रण (नियंत्रण)',
    brandAlt: 'Northwind Risk का लोगो',
  }),
  card('long', {
    section: 'Insights · Buyer’s guide · '.repeat(8),
    title: `Informationssicherheitsmanagementsystemzertifizierungsanforderungen ${'and more words '.repeat(30)}`,
  }),
];

describe('social cards', () => {
  it('draws every card as a 1200×630 PNG under 100 KB that carries its own description and language', async () => {
    const results = await writeSocialCards(cards, { cacheDir: '' });
    expect(results.map(({ file }) => path.basename(file))).toEqual(
      cards.map(({ file }) => path.basename(file)),
    );
    for (const [i, { file, lang, alt, brandAlt }] of cards.entries()) {
      const bytes = readFileSync(file);
      expect(results[i]!.bytes, file).toBe(bytes.length);
      expect(bytes.length, `${file}: bytes`).toBeLessThan(MAX_CARD_BYTES);
      const png = readPng(bytes);
      expect(png, `${file}: PNG signature and IHDR`).toBeDefined();
      expect([png!.width, png!.height], file).toEqual([1200, 630]);
      expect(png!.lang, file).toBe(lang);
      expect(png!.description, file).toBe(results[i]!.brandOnly ? brandAlt : alt);
    }
  }, 60_000);

  it('sets Japanese in Noto Sans CJK, breaking lines between characters, and shows the brand alone, never boxes, for a script no font has (Devanagari)', async () => {
    const results = await drawCards(cards, '');
    expect(results.map(({ brandOnly }) => brandOnly)).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
      false,
    ]);
    const japanese = await cardSvg(cards[4]!);
    expect(japanese.family).toBe('Noto Sans Japanese');
    expect(japanese.svg).toContain('font-family="Noto Sans Japanese"');
    const titleLines = [...japanese.svg.matchAll(/font-size="(?:68|62|56|50)"[^>]*>([^<]*)</g)];
    expect(titleLines.length).toBeGreaterThan(1);
    expect(titleLines.map(([, text]) => text).join('')).toBe(
      'すべての管理策を、その状態と証拠とともに文書化',
    );
    const hindi = await cardSvg(cards[5]!);
    expect(hindi.brandOnly).toBe(true);
    expect(hindi.svg).not.toMatch(/\p{sc=Devanagari}/u);
    expect(hindi.svg).toContain('>Northwind Risk<');
  }, 60_000);

  it('sets a right-to-left card from the right, each line embedded right to left; left to right from the left', async () => {
    const rtl = (await cardSvg(cards[2]!)).svg;
    const texts = [...rtl.matchAll(/<text x="(\d+)"[^>]*text-anchor="(\w+)"[^>]*>([^<]*)</g)];
    const title = texts.find(([, , , text]) => text?.includes('NIST'));
    expect(title?.[1]).toBe('1120');
    expect(title?.[2]).toBe('end');
    expect(title?.[3]).toMatch(/^\u202B.*\u202C$/u);
    const ltr = (await cardSvg(cards[0]!)).svg;
    expect(ltr).toMatch(/<text x="80"[^>]*text-anchor="start"[^>]*>Every NIST/);
  });

  it('fits a long title and eyebrow: at most four title lines and two eyebrow lines, cut with an ellipsis', async () => {
    const { svg } = await cardSvg(cards[6]!);
    const lines = (fill: string) =>
      [...svg.matchAll(new RegExp(`<text[^>]*fill="${fill}"[^>]*>([^<]*)<`, 'g'))].map(
        ([, text]) => text!,
      );
    const titles = lines('#ffffff').slice(1); // the brand name comes first
    const eyebrows = lines('#5eead4');
    expect(titles.length).toBe(4);
    expect(titles.at(-1)).toMatch(/…$/);
    expect(titles[0]).toMatch(/-$/); // the long word broken with a hyphen
    expect(eyebrows.length).toBe(2);
    expect(eyebrows.at(-1)).toMatch(/…$/);
  });

  it('draws a card once: the next build copies it from the cache, a changed text is drawn anew', async () => {
    const cacheDir = mkdtempSync(path.join(OUT, 'cache-'));
    const first = await drawCards([cards[0]!], cacheDir);
    const again = await drawCards([cards[0]!], cacheDir);
    const changed = await drawCards([{ ...cards[0]!, title: 'Another title' }], cacheDir);
    expect([first[0]!.cached, again[0]!.cached, changed[0]!.cached]).toEqual([false, true, false]);
    expect(readdirSync(cacheDir)).toHaveLength(2);
  }, 60_000);
});
