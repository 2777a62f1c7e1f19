import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { problem } = require('./check-node.cjs') as { problem: (version: string) => string | null };

describe('the Node.js version check run before install, start and test', () => {
  it('accepts 22.18 and later, 23.6 and later, and 24; refuses older, in one line saying how to upgrade', () => {
    for (const version of ['22.18.0', '22.20.1', '23.6.0', '24.0.0', '24.21.0', 'v25.1.0'])
      expect(problem(version), version).toBeNull();
    for (const version of ['20.20.2', '22.17.9', '23.5.0', '18.0.0', 'v16.20.2']) {
      const message = problem(version);
      expect(message, version).toMatch(/needs Node\.js 24 \(or at least 22\.18\); this is v/);
      expect(message).toContain('npm install --prefix ~/.node24 node@24');
      expect(message).not.toContain('\n');
    }
  });

  it('is what npm runs first', async () => {
    const { default: pkg } = await import('../../package.json', { with: { type: 'json' } });
    expect(pkg.scripts.preinstall).toBe('node tooling/ci/check-node.cjs');
    expect(pkg.scripts.start).toMatch(/^node tooling\/ci\/check-node\.cjs && /);
    expect(pkg.scripts.test).toMatch(/^node tooling\/ci\/check-node\.cjs && /);
  });

  // The machine's own old Node.js, where there is one (Debian's is 18 or 20).
  it.runIf(fs.existsSync('/usr/bin/node'))(
    'stops /usr/bin/node when it is too old, with that line',
    () => {
      const run = spawnSync('/usr/bin/node', ['tooling/ci/check-node.cjs'], { encoding: 'utf8' });
      const version = spawnSync('/usr/bin/node', ['-p', 'process.versions.node'], {
        encoding: 'utf8',
      }).stdout.trim();
      expect(run.status).toBe(problem(version) ? 1 : 0);
      expect(run.stderr.trim()).toBe(problem(version) ?? '');
    },
  );
});

// npm stops `npm install` on an old Node.js before it fetches anything: package.json's devEngines
// (onFail "error"), which npm checks before install, ci and run. (The preinstall check runs only
// after the whole tree is downloaded.) Checked with the machine's old Node.js and npm on a copy of
// package.json with all its dependencies and the lockfile, against a registry that is not there:
// a fetch would fail with a network error instead.
describe.runIf(fs.existsSync('/usr/bin/node') && fs.existsSync('/usr/bin/npm'))(
  'npm install on an old Node.js',
  () => {
    it('stops before fetching anything, naming the Node.js versions needed', () => {
      const version = spawnSync('/usr/bin/node', ['-p', 'process.versions.node'], {
        encoding: 'utf8',
      }).stdout.trim();
      if (!problem(version)) return; // this machine's own Node.js is new enough: nothing to show
      const npmVersion = spawnSync('/usr/bin/npm', ['--version'], {
        encoding: 'utf8',
        env: { ...process.env, PATH: '/usr/bin:/bin' },
      }).stdout.trim();
      const [major, minor] = npmVersion.split('.').map(Number) as [number, number];
      if (major < 10 || (major === 10 && minor < 9)) return; // no devEngines before npm 10.9
      const dir = fs.mkdtempSync(path.join(tmpdir(), 'old-node-'));
      try {
        const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'));
        fs.writeFileSync(
          path.join(dir, 'package.json'),
          JSON.stringify({ ...pkg, workspaces: [] }),
        );
        fs.copyFileSync('package-lock.json', path.join(dir, 'package-lock.json'));
        fs.copyFileSync('.npmrc', path.join(dir, '.npmrc'));
        fs.mkdirSync(path.join(dir, 'tooling', 'ci'), { recursive: true });
        fs.copyFileSync(
          'tooling/ci/check-node.cjs',
          path.join(dir, 'tooling', 'ci', 'check-node.cjs'),
        );
        const run = spawnSync(
          '/usr/bin/npm',
          ['install', '--registry=http://127.0.0.1:9/', '--fetch-retries=0'],
          {
            cwd: dir,
            encoding: 'utf8',
            timeout: 60_000,
            // Not the settings of the npm running this test (npm test passes --silent down as
            // npm_config_loglevel): a person's own npm install.
            env: {
              ...Object.fromEntries(
                Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)),
              ),
              PATH: '/usr/bin:/bin',
            },
          },
        );
        expect(run.status).not.toBe(0);
        expect(run.stderr).toContain('EBADDEVENGINES');
        expect(run.stderr).toContain(`does not match "v${version}"`);
        expect(run.stderr).toContain(pkg.engines.node);
        expect(run.stderr).not.toMatch(/ECONNREFUSED|EBADENGINE /);
        expect(fs.existsSync(path.join(dir, 'node_modules'))).toBe(false);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }, 90_000);
  },
);
