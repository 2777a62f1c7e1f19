// The privacy notice's contact settings (as the build writes them) against the service's own.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeContactSettings } from '../../tooling/site-build/deploy-headers.mjs';
import { BUILT_SETTINGS_FILE, checkBuiltSettings } from './pages-settings.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
/** A build folder whose notice was built with these settings (as the build writes them). */
function built(site: { contactRetention: string; contactNotify: boolean }): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dist-'));
  dirs.push(dir);
  writeContactSettings(dir, site);
  return dir;
}

describe('checkBuiltSettings', () => {
  it('says nothing when the notice states the service’s retention and e-mail setting', () => {
    expect(
      checkBuiltSettings(built({ contactRetention: '', contactNotify: false }), {
        retentionDays: 365,
        notify: false,
      }),
    ).toBeUndefined();
    expect(
      checkBuiltSettings(built({ contactRetention: '30', contactNotify: true }), {
        retentionDays: 30,
        notify: true,
      }),
    ).toBeUndefined();
  });

  it('warns in one line when the periods differ, naming both and the setting', () => {
    const dir = built({ contactRetention: '365', contactNotify: false });
    const warning = checkBuiltSettings(dir, { retentionDays: 30, notify: false });
    expect(warning).toBe(
      `The privacy notice built in ${dir} does not match this service: it says messages are kept 365 days, this service keeps them 30 (CONTACT_RETENTION_DAYS). Build the site with the service's CONTACT_RETENTION_DAYS and CONTACT_NOTIFY_TO, or change them here.`,
    );
  });

  it('warns when the notice and the service disagree about e-mailing messages, either way', () => {
    expect(
      checkBuiltSettings(built({ contactRetention: '', contactNotify: false }), {
        retentionDays: 365,
        notify: true,
      }),
    ).toMatch(
      /it says messages are not e-mailed, this service e-mails them \(CONTACT_NOTIFY_TO set\)/,
    );
    const both = checkBuiltSettings(built({ contactRetention: '90', contactNotify: true }), {
      retentionDays: 365,
      notify: false,
    });
    expect(both).toMatch(
      /kept 90 days, this service keeps them 365 .*; it says messages are e-mailed/,
    );
    expect(both?.split('\n')).toHaveLength(1);
  });

  it('warns when the build’s file is missing or unreadable', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dist-'));
    dirs.push(dir);
    expect(checkBuiltSettings(dir, { retentionDays: 365, notify: false })).toMatch(
      new RegExp(`^Cannot read .*${BUILT_SETTINGS_FILE} \\(ENOENT\\)`),
    );
    writeFileSync(path.join(dir, BUILT_SETTINGS_FILE), '{');
    expect(checkBuiltSettings(dir, { retentionDays: 365, notify: false })).toMatch(/\(not JSON\)/);
  });
});
