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

/** The selectors with `:hover` in a stylesheet that no `@media (hover: hover)` block holds. */
function hoverOutsideHoverMedia(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const open: string[] = []; // the preludes of the blocks we are in
  const found: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '{') {
      const prelude = text.slice(start, i).trim();
      if (
        prelude.includes(':hover') &&
        !open.some((block) => /^@media\s*\(\s*hover\s*:\s*hover\s*\)$/.test(block))
      )
        found.push(prelude);
      open.push(prelude);
      start = i + 1;
    } else if (text[i] === '}') {
      open.pop();
      start = i + 1;
    } else if (text[i] === ';') start = i + 1;
  }
  return found;
}

/** The rules of a stylesheet that declare `will-change: transform` outside `@media (pointer: coarse)`. */
function willChangeOutsideCoarsePointer(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const open: string[] = []; // the preludes of the blocks we are in
  const found: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '{') {
      open.push(text.slice(start, i).trim());
      start = i + 1;
    } else if (text[i] === ';' || text[i] === '}') {
      if (
        /will-change\s*:[^;]*\btransform\b/.test(text.slice(start, i)) &&
        !open.some((block) => /^@media\s*\(\s*pointer\s*:\s*coarse\s*\)$/.test(block))
      )
        found.push(open.at(-1) ?? '');
      if (text[i] === '}') open.pop();
      start = i + 1;
    }
  }
  return found;
}

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
  [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{};]+)\{/g)]
    .map(([, prelude]) => prelude!.trim())
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
