import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// `npm test` stops before building when a browser the tests drive is missing, and says in one
// line everything that is missing and what to install.
describe('preflight', () => {
  it('names every missing engine program in one line, with the packages to install', () => {
    const result = spawnSync(process.execPath, ['tooling/ci/preflight.mjs'], {
      encoding: 'utf8',
      env: {
        ...process.env,
        FIREFOX_PATH: '/nonexistent/firefox-esr',
        WEBKIT_DRIVER_PATH: '/nonexistent/WebKitWebDriver',
      },
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('FIREFOX_PATH="/nonexistent/firefox-esr" (does not exist)');
    expect(lines[0]).toContain(
      'WEBKIT_DRIVER_PATH="/nonexistent/WebKitWebDriver" (does not exist)',
    );
    expect(lines[0]).toContain('sudo apt-get install -y firefox-esr webkit2gtk-driver');
  });

  it('names every engine too old for the tests in one line, with the packages that bring newer ones', () => {
    const bin = mkdtempSync(path.join(tmpdir(), 'old-engines-'));
    /** A stand-in program that prints `text` whatever its arguments. */
    const fake = (name: string, text: string) => {
      const file = path.join(bin, name);
      writeFileSync(file, `#!/bin/sh\necho '${text}'\n`);
      chmodSync(file, 0o755);
      return file;
    };
    try {
      // WebKitGTK's version is its Debian package's.
      fake('dpkg-query', '2.48.3-1~deb12u1');
      const result = spawnSync(process.execPath, ['tooling/ci/preflight.mjs'], {
        encoding: 'utf8',
        env: {
          ...process.env,
          CHROMIUM_PATH: fake('chromium', 'Chromium 120.0.6099.224 built on Debian GNU/Linux 12'),
          // The oldest ESR the tests take.
          FIREFOX_PATH: fake('firefox-esr', 'Mozilla Firefox 140.12.0esr'),
          WEBKIT_DRIVER_PATH: fake('WebKitWebDriver', ''),
          PATH: `${bin}:${process.env.PATH}`,
        },
      });
      expect(result.status).toBe(1);
      const lines = result.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toBe(
        'Too old for the browser tests: Chromium 120.0.6099 (needs 156 or later), ' +
          'WebKitGTK 2.48.3 (needs 2.50 or later). Install newer (Debian/Ubuntu): ' +
          '`sudo apt-get update && sudo apt-get install -y chromium webkit2gtk-driver`.',
      );
    } finally {
      rmSync(bin, { recursive: true, force: true });
    }
  });

  it('passes when everything is there', () => {
    const result = spawnSync(process.execPath, ['tooling/ci/preflight.mjs'], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
