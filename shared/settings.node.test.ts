import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS, settingOrDefault, settingText, settingsOfType, type Setting } from './settings';

describe('the settings list (shared/settings.ts)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('reads a value trimmed, a blank one as unset, and falls back on the default', () => {
    expect(settingText({ CONTACT_PORT: ' 9000 ' }, 'CONTACT_PORT')).toBe('9000');
    expect(settingText({ CONTACT_PORT: '  ' }, 'CONTACT_PORT')).toBeUndefined();
    expect(settingOrDefault({}, 'CONTACT_PORT')).toBe(SETTINGS.CONTACT_PORT.default);
    expect(settingOrDefault({}, 'CONTACT_TRUST_PROXY')).toBeUndefined();
  });

  it('gives the site the defaults it lists for the build (content/site.ts reads process.env.NAME)', async () => {
    const built = (Object.entries(SETTINGS) as [string, Setting][]).filter(
      ([, setting]) => setting.readBy.includes('build') && setting.default !== undefined,
    );
    for (const [name] of built) vi.stubEnv(name, '');
    const { site } = await import('../content/site');
    const { DEFAULT_RETENTION_DAYS } = await import('../content/retention');
    const values = new Set(Object.values(site).map(String));
    for (const [name, setting] of built) {
      // The site keeps CONTACT_RETENTION_DAYS as written ('' when unset): the notice reads the days.
      if (name === 'CONTACT_RETENTION_DAYS')
        expect(setting.default).toBe(String(DEFAULT_RETENTION_DAYS));
      else expect(values.has(setting.default ?? ''), `${name}: ${setting.default}`).toBe(true);
    }
  });

  it('lists every variable content/site.ts reads, and the build checks its URL settings', () => {
    const read = [
      ...readFileSync('content/site.ts', 'utf8').matchAll(/process\.env\.([A-Z][A-Z_]+)\b/g),
    ];
    for (const [, name] of read) expect(Object.keys(SETTINGS)).toContain(name);
    expect(settingsOfType('url', 'url-or-path')).toContain('CSP_REPORT_URL');
  });
});
