import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { changedSince } from './changed-since.mjs';

const root = mkdtempSync(path.join(os.tmpdir(), 'changed-since-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Writes a file whose modification time is `time` (ms since the epoch). */
function file(relative: string, time: number) {
  const name = path.join(root, relative);
  mkdirSync(path.dirname(name), { recursive: true });
  writeFileSync(name, relative);
  utimesSync(name, time / 1000, time / 1000);
}

describe('changedSince: what a build reads that changed while it ran', () => {
  const started = Date.UTC(2026, 10, 25, 1, 0, 0);
  file('src/pages/Privacy/Privacy.tsx', started + 2_500);
  file('src/pages/About/About.tsx', started - 60_000);
  file('content/site.ts', started + 1);
  file('locales/es/privacy.json', started);
  file('package.json', started + 10);
  file('README.md', started + 10);
  file('src/i18n/generated/locales.ts', started + 5);

  it('lists the inputs modified after the build started, in folders at any depth, but not what the build generates', () => {
    expect(changedSince(started, root)).toEqual([
      'content/site.ts',
      'package.json',
      'src/pages/Privacy/Privacy.tsx',
    ]);
  });

  it('nothing when every input is older (a file saved at the very moment counts as seen)', () => {
    expect(changedSince(started + 2_500, root)).toEqual([]);
  });

  it('skips inputs the project does not have', () => {
    expect(changedSince(started, root, ['static', 'content'])).toEqual(['content/site.ts']);
  });
});
