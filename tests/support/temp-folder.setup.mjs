// Vitest global setup: one temporary folder for the whole run, removed when the run ends. Many
// tests make folders of their own (a store for the contact service, a site to check, a copy of
// the project) with `mkdtemp(os.tmpdir())`; pointing TMPDIR at this folder before the workers
// start puts them all in it, so a run leaves nothing in the machine's temporary folder (before,
// about 160 folders and 40 MB a run), whether or not a test cleans up after itself.
//
// Every project lists this file; the first to start makes the folder and the others find it. A
// process started by a test (a Vitest run in a copy of the project) inherits the folder and
// leaves it to the run that made it.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const MARK = 'SITE_TESTS_TMPDIR';

export default function setup() {
  if (process.env[MARK] && process.env[MARK] === process.env.TMPDIR) return undefined;
  const folder = mkdtempSync(path.join(tmpdir(), 'site-tests-'));
  // Others may pass through it but not list it: nginx's workers (`nobody` when the tests run as
  // root) read the deploy test's folder inside (tests/support/nginx.ts), as they read /tmp's.
  chmodSync(folder, 0o711);
  process.env.TMPDIR = folder;
  process.env[MARK] = folder;
  return () => rmSync(folder, { recursive: true, force: true });
}
