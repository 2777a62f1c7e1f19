// tooling/ci/vitest-reporter.mjs: the tests that never ran because their suite could not start, and a
// test file that could not be loaded, each named with why; a line per test file as it ends.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const reporter = fileURLToPath(new URL('./vitest-reporter.mjs', import.meta.url));
const vitestBin = path.resolve('node_modules/vitest/vitest.mjs');

describe('the not-run reporter', () => {
  it('names the tests a failed beforeAll kept from running, apart from those skipped on purpose', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'reporter-'));
    try {
      writeFileSync(
        path.join(dir, 'engine.test.mjs'),
        `import { beforeAll, describe, it } from 'vitest';
describe('firefox', () => {
  beforeAll(() => { throw new Error('unknown command\\nstack'); });
  it('one', () => {});
  describe('inner', () => { it('two', () => {}); });
});
describe.runIf(false)('on purpose', () => { it('three', () => {}); });
it('four', () => {});
`,
      );
      writeFileSync(path.join(dir, 'broken.test.mjs'), `import 'no-such-package-here';\n`);
      const run = spawnSync(
        process.execPath,
        [vitestBin, 'run', '--root', dir, '--reporter', 'default', '--reporter', reporter],
        { encoding: 'utf8', env: { ...process.env, TEST_PROGRESS: '1', NO_COLOR: '1' } },
      );
      expect(run.status).toBe(1);
      expect(run.stdout).toContain(
        'not run: 2 tests, engine.test.mjs > firefox: unknown command\n',
      );
      expect(run.stdout).toMatch(
        /^not run: 1 test file, broken\.test\.mjs: .*no-such-package-here/m,
      );
      expect(run.stdout).toMatch(
        /^progress: engine\.test\.mjs {2}1 passed, 2 not run, 1 skipped {2}\d+ s$/m,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
