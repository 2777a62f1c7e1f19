import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { figureSources } from './figureTable';

/**
 * The figures' table is rebuilt when a file it is made from changes (Parcel's cache key): every
 * file content/figures.ts imports, at any depth, is one of them.
 */
describe('figureSources', () => {
  it('names content/figures.ts and every project file it imports, at any depth', () => {
    const sources = figureSources();
    expect(sources[0]).toBe('content/figures.ts');
    for (const file of sources) {
      const imported = [...readFileSync(file, 'utf8').matchAll(/from\s+'(\.{1,2}\/[^']+)'/g)].map(
        ([, specifier]) => path.join(path.dirname(file), specifier!),
      );
      for (const dependency of imported)
        expect(sources, `${file} imports it`).toContain(dependency);
    }
    // figures.ts is made of other files today (the catalog's counts, the frameworks' list).
    expect(sources.length).toBeGreaterThan(1);
  });
});
