// Finds a Chromium for the browser tests: CHROMIUM_PATH, Playwright's own download, or the
// system's. Never downloads one.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function playwrightsOwn() {
  try {
    return require('playwright-core').chromium.executablePath();
  } catch {
    return undefined;
  }
}

/** The path of a Chromium executable, or null. */
export function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    playwrightsOwn(),
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
  return candidates.find((path) => path && existsSync(path)) ?? null;
}

/** Flags that work in this sandbox and on CI (no network beyond loopback). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
