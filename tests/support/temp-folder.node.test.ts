import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import setup from './temp-folder.setup.mjs';

describe('the run’s temporary folder (temp-folder.setup.mjs)', () => {
  it('is where the tests’ temporary folders go in this run', () => {
    const folder = process.env.SITE_TESTS_TMPDIR;
    expect(folder).toBeDefined();
    expect(tmpdir()).toBe(folder);
    expect(path.basename(folder!)).toMatch(/^site-tests-/);
    // Others pass through to what is inside (nginx's workers, in the deploy test), never list it.
    expect(statSync(folder!).mode & 0o777).toBe(0o711);
    const made = mkdtempSync(path.join(tmpdir(), 'contact-service-'));
    expect(path.dirname(made)).toBe(folder);
    rmSync(made, { recursive: true });
  });

  it('is made once a run: a second project, or a run started by a test, finds it', () => {
    expect(setup()).toBeUndefined();
    expect(tmpdir()).toBe(process.env.SITE_TESTS_TMPDIR);
  });

  it('is made under the machine’s temporary folder and removed with what is in it', () => {
    const saved = { TMPDIR: process.env.TMPDIR, mark: process.env.SITE_TESTS_TMPDIR };
    const machine = mkdtempSync(path.join(tmpdir(), 'machine-'));
    try {
      process.env.TMPDIR = machine;
      delete process.env.SITE_TESTS_TMPDIR;
      const teardown = setup();
      const folder = tmpdir();
      expect(path.dirname(folder)).toBe(machine);
      expect(process.env.SITE_TESTS_TMPDIR).toBe(folder);
      const store = mkdtempSync(path.join(tmpdir(), 'contact-service-'));
      writeFileSync(path.join(store, 'contact.sqlite'), 'x');
      teardown!();
      expect(existsSync(folder)).toBe(false);
      expect(readdirSync(machine)).toEqual([]);
    } finally {
      process.env.TMPDIR = saved.TMPDIR;
      process.env.SITE_TESTS_TMPDIR = saved.mark;
      rmSync(machine, { recursive: true, force: true });
    }
  });
});
