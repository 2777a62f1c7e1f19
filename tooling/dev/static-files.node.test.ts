// npm start's copy of static/files (tooling/dev/static-files.mjs): what is there when it starts, and
// a file added or changed while it runs, each served from the dev server's folder.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mirrorStaticFiles } from './static-files.mjs';

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 100; i += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`gave up waiting: ${what}`);
}

describe('static files for npm start', () => {
  it('copies them at start, then every file added or changed while it runs', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'static-'));
    const from = path.join(dir, 'static', 'files');
    const to = path.join(dir, 'dist', 'files');
    mkdirSync(path.join(from, 'insights'), { recursive: true });
    writeFileSync(path.join(from, 'insights', 'old.svg'), '<svg/>');
    const stop = mirrorStaticFiles(from, to);
    try {
      expect(readFileSync(path.join(to, 'insights', 'old.svg'), 'utf8')).toBe('<svg/>');
      writeFileSync(path.join(from, 'insights', 'new.svg'), '<svg id="new"/>');
      const added = path.join(to, 'insights', 'new.svg');
      await until(
        () => existsSync(added) && readFileSync(added, 'utf8') === '<svg id="new"/>',
        'new.svg',
      );
      mkdirSync(path.join(from, 'guides'));
      writeFileSync(path.join(from, 'guides', 'a.pdf'), 'pdf');
      await until(() => existsSync(path.join(to, 'guides', 'a.pdf')), 'a file in a new folder');
      writeFileSync(path.join(from, 'insights', 'old.svg'), '<svg id="changed"/>');
      await until(
        () => readFileSync(path.join(to, 'insights', 'old.svg'), 'utf8') === '<svg id="changed"/>',
        'the changed file',
      );
    } finally {
      stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
