// tooling/ci/longest-first.mjs: the order test files start in, longest first, with or without
// Vitest's measured durations.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import LongestFirst, { ESTIMATES } from './longest-first.mjs';

const root = path.resolve(import.meta.dirname, '../..');
type Spec = { moduleId: string; project: { name: string; config: object } };
const project = (name: string, groupOrder = 0) => ({
  name,
  config: { sequence: { groupOrder }, isolate: true },
});
const browser = project('browser');
const node = project('node', 1);
const spec = (file: string, of = browser): Spec => ({
  moduleId: path.join(root, file),
  project: of,
});

/** The files' order, given the durations (ms) Vitest has measured, by path. */
async function order(specs: Spec[], measured: Record<string, number> = {}) {
  const ctx = {
    config: { root, shard: undefined },
    cache: {
      getTestSpecificationResult: (one: Spec) => {
        const duration = measured[path.relative(root, one.moduleId)];
        return duration === undefined ? undefined : { duration, failed: false };
      },
    },
  };
  // @ts-expect-error -- a Vitest context with only what the sequencer reads
  const sorted = (await new LongestFirst(ctx).sort(specs)) as Spec[];
  return sorted.map((one) => path.relative(root, one.moduleId));
}

const sweep = 'tests/browser/sweep.a11y.browser.test.ts';
const disclosures = 'tests/browser/disclosures.a11y.browser.test.ts';
const chunkReload = 'tests/browser/chunk-reload.browser.test.ts';
const hydrationFocus = 'tests/browser/hydration-focus.a11y.browser.test.ts';
const status = 'tooling/i18n/status.node.test.ts';

describe('the longest-first order of test files', () => {
  it('starts the longest files first when Vitest has timed none (a fresh clone)', async () => {
    // The sweep is the smaller file of the two, and Vitest alone starts the larger first.
    expect(statSync(path.join(root, sweep)).size).toBeLessThan(
      statSync(path.join(root, disclosures)).size,
    );
    // Files with no estimate keep Vitest's order (the larger first), after the estimated ones.
    expect(statSync(path.join(root, chunkReload)).size).toBeGreaterThan(
      statSync(path.join(root, hydrationFocus)).size,
    );
    const files = [hydrationFocus, disclosures, chunkReload, sweep];
    expect(await order(files.map((file) => spec(file)))).toEqual([
      sweep,
      disclosures,
      chunkReload,
      hydrationFocus,
    ]);
  });

  it('keeps each group of projects together, in the order of their groups', async () => {
    const specs = [spec(status, node), spec(disclosures), spec(sweep)];
    expect(await order(specs)).toEqual([sweep, disclosures, status]);
  });

  it("leaves Vitest's order alone when it has timed every file", async () => {
    const measured = { [sweep]: 1_000, [disclosures]: 9_000, [chunkReload]: 5_000 };
    const specs = [sweep, disclosures, chunkReload].map((file) => spec(file));
    expect(await order(specs, measured)).toEqual([disclosures, chunkReload, sweep]);
  });

  it('puts a timed file by its measured duration among the estimated ones', async () => {
    const specs = [sweep, disclosures, chunkReload].map((file) => spec(file));
    expect(await order(specs, { [chunkReload]: 100_000 })).toEqual([
      sweep,
      chunkReload,
      disclosures,
    ]);
  });

  it('estimates only files that exist (a renamed file must be renamed here too)', () => {
    const missing = Object.keys(ESTIMATES).filter((file) => !existsSync(path.join(root, file)));
    expect(missing).toEqual([]);
  });
});
