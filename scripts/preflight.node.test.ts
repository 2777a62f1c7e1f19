import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';

// `npm test` stops before building when a browser the tests drive is missing, and says in one
// line everything that is missing and what to install.
describe('preflight', () => {
  it('names every missing engine program in one line, with the packages to install', () => {
    const result = spawnSync(process.execPath, ['scripts/preflight.mjs'], {
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

  it('passes when everything is there', () => {
    const result = spawnSync(process.execPath, ['scripts/preflight.mjs'], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
