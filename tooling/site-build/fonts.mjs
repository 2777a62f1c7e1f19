/**
 * The fonts the build draws text in, outside a browser — the Downloads PDFs (tooling/site-build/pdfs.mjs) and
 * the social cards (tooling/site-build/social-cards.mjs) — by the ISO 15924 scripts each covers. Bundled npm
 * packages, never a system font, so every machine draws the same: DejaVu Sans for Latin (with
 * Vietnamese), Greek and Cyrillic; Noto Sans CJK (the @embedpdf/fonts-* packages, OpenType/CFF)
 * for Japanese, Korean and both Chinese scripts. A set whose package is not installed has no files
 * (`regular` and `bold` undefined): the PDFs say so, the cards leave the set out.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** A file of a font package, or undefined when the package is not installed. */
function fontFile(name, resolve) {
  try {
    const file = resolve();
    return existsSync(file) ? file : undefined;
  } catch {
    return undefined;
  }
}
const dejavu = (file) =>
  fontFile('dejavu-fonts-ttf', () =>
    path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf', file),
  );
/** A package that exports nothing but its main module: its fonts are resolved from there. */
const notoCjk = (name, file) =>
  fontFile(name, () => path.join(path.dirname(require.resolve(name)), '..', 'fonts', file));

/**
 * The font sets, DejaVu Sans first (every card's first choice). `package` names the npm package
 * (what the cards' cache depends on).
 */
export const FONT_SETS = [
  {
    scripts: ['Latn', 'Grek', 'Cyrl'],
    package: 'dejavu-fonts-ttf',
    regular: dejavu('DejaVuSans.ttf'),
    bold: dejavu('DejaVuSans-Bold.ttf'),
  },
  ...[
    [['Jpan', 'Hira', 'Kana'], '@embedpdf/fonts-jp', 'NotoSansJP'],
    [['Kore', 'Hang'], '@embedpdf/fonts-kr', 'NotoSansKR'],
    [['Hans'], '@embedpdf/fonts-sc', 'NotoSansHans'],
    [['Hant'], '@embedpdf/fonts-tc', 'NotoSansHant'],
  ].map(([scripts, name, file]) => ({
    scripts,
    package: name,
    regular: notoCjk(name, `${file}-Regular.otf`),
    bold: notoCjk(name, `${file}-Bold.otf`),
  })),
];
