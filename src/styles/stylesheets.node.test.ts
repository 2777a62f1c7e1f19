// Every `:hover` style of the site's CSS applies only where the primary pointer hovers
// (`@media (hover: hover)`): after a tap on a touch screen the hover stays on the control, and each
// tap would restyle and repaint it between the finger's touch and the click. And no selector asks
// `:has()` about focus: at every focus change (a press by mouse or finger focuses its control) the
// browser would match it against everything the `:has()` looks into, the whole page for <html>.
// And `will-change: transform` only where the pointer is a finger (`@media (pointer: coarse)`):
// Chromium draws such a layer's text without the sub-pixel smoothing a desktop screen may use.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A block of a stylesheet: its prelude, the preludes of the blocks around it, its declarations. */
interface Block {
  prelude: string;
  within: string[];
  declarations: string;
}

/** Every block of a stylesheet (comments left out), each as it closes. */
function blocks(css: string): Block[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const open: Block[] = [];
  const closed: Block[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (!'{;}'.includes(text[i]!)) continue;
    const segment = text.slice(start, i).trim();
    start = i + 1;
    if (text[i] === '{') {
      open.push({ prelude: segment, within: open.map((block) => block.prelude), declarations: '' });
      continue;
    }
    const current = open.at(-1);
    if (current && segment) current.declarations += `${segment};`;
    if (text[i] === '}' && current) closed.push(open.pop()!);
  }
  return closed;
}

/** A block is inside `@media (<feature>: <value>)`. */
const inMedia = (block: Block, feature: string, value: string) =>
  block.within.some((prelude) =>
    new RegExp(`^@media\\s*\\(\\s*${feature}\\s*:\\s*${value}\\s*\\)$`).test(prelude),
  );

/** The selectors with `:hover` in a stylesheet that no `@media (hover: hover)` block holds. */
const hoverOutsideHoverMedia = (css: string): string[] =>
  blocks(css)
    .filter((block) => block.prelude.includes(':hover') && !inMedia(block, 'hover', 'hover'))
    .map((block) => block.prelude);

/** The rules of a stylesheet that declare `will-change: transform` outside `@media (pointer: coarse)`. */
const willChangeOutsideCoarsePointer = (css: string): string[] =>
  blocks(css)
    .filter(
      (block) =>
        /will-change\s*:[^;]*\btransform\b/.test(block.declarations) &&
        !inMedia(block, 'pointer', 'coarse'),
    )
    .map((block) => block.prelude);

const stylesheets = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(file);
    return entry.name.endsWith('.css') ? [file] : [];
  });

/** What `find` reports in each stylesheet of the site, as `<file>: <selector>`. */
const inSiteStylesheets = (find: (css: string) => string[]): string[] => {
  const files = stylesheets(SRC);
  expect(files.length).toBeGreaterThan(0);
  return files.flatMap((file) =>
    find(readFileSync(file, 'utf8')).map((selector) => `${path.relative(SRC, file)}: ${selector}`),
  );
};

/** The selectors of a stylesheet with a focus pseudo-class inside `:has()`. */
const focusInsideHas = (css: string): string[] =>
  blocks(css)
    .map((block) => block.prelude)
    .filter((prelude) => /:has\([^{]*:focus/.test(prelude));

describe('hover styles', () => {
  it('are found outside a hover media block, and not inside one', () => {
    expect(
      hoverOutsideHoverMedia(
        '.a:hover { color: red; }\n@media (hover: hover) { .b:hover { x: y; } }',
      ),
    ).toEqual(['.a:hover']);
    expect(hoverOutsideHoverMedia('@media (min-width: 40rem) { .c:hover { x: y; } }')).toEqual([
      '.c:hover',
    ]);
  });

  it('apply only where the pointer hovers, in every stylesheet of the site', () => {
    expect(inSiteStylesheets(hoverOutsideHoverMedia)).toEqual([]);
  });
});

describe('focus in :has()', () => {
  it('is found in a selector, and not elsewhere', () => {
    expect(
      focusInsideHas('html:not(:has(:focus-visible)) { a: b; }\n.c:focus-within { d: e; }'),
    ).toEqual(['html:not(:has(:focus-visible))']);
  });

  it('is in no stylesheet of the site', () => {
    expect(inSiteStylesheets(focusInsideHas)).toEqual([]);
  });
});

describe('will-change: transform', () => {
  it('is found outside a coarse-pointer media block, and not inside one', () => {
    expect(
      willChangeOutsideCoarsePointer(
        '.a { will-change: opacity, transform; }\n@media (pointer: coarse) { .b { will-change: transform } }\n.c { will-change: opacity; }',
      ),
    ).toEqual(['.a']);
    expect(
      willChangeOutsideCoarsePointer('@media (min-width: 40rem) { .d { will-change: transform } }'),
    ).toEqual(['.d']);
  });

  it('is declared only where the pointer is a finger, in every stylesheet of the site', () => {
    expect(inSiteStylesheets(willChangeOutsideCoarsePointer)).toEqual([]);
  });
});
