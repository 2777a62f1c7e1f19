// Finds a Chromium for the browser tests: CHROMIUM_PATH, Playwright's own download, or the
// system's (Debian's, or Chromium or Google Chrome in /Applications on macOS). Never downloads one.
import { accessSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** A Chromium cannot be used; the message is the one line to print. */
export class ChromiumError extends Error {
  name = 'ChromiumError';
}

function playwrightsOwn() {
  try {
    return require('playwright-core').chromium.executablePath();
  } catch {
    return undefined;
  }
}

/** Why `file` cannot be launched, or null when it is an executable file. */
export function whyNotExecutable(file) {
  let stats;
  try {
    stats = statSync(file);
  } catch {
    return 'does not exist';
  }
  if (stats.isDirectory()) {
    const bundle = path.basename(file).match(/^(.+)\.app$/)?.[1];
    return bundle
      ? `is an app bundle, not its executable (${path.join(file, 'Contents/MacOS', bundle)})`
      : 'is a directory';
  }
  if (!stats.isFile()) return 'is not a file';
  try {
    accessSync(file, constants.X_OK);
  } catch {
    return 'is not executable';
  }
  return null;
}

export const NO_CHROMIUM_MESSAGE =
  'No Chromium found: install one (Debian/Ubuntu: `sudo apt-get install -y chromium`; macOS: ' +
  '`brew install --cask google-chrome`) or set CHROMIUM_PATH to a Chromium or Chrome executable ' +
  '(macOS: CHROMIUM_PATH="/Applications/Google Chrome.app/Contents/MacOS/Google Chrome").';

/**
 * Debian's headless shell (package chromium-headless-shell): the same Chromium release's engine
 * (Blink, V8) without the browser around it, as Playwright runs its headless tests. The browser
 * tests take a quarter to a third less time in it than in Chromium's headless mode (23–25 s against
 * 34–37 s for the disclosures' tests, 22 s against 29 s for the sweep of eight pages, on two
 * cores).
 */
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The path of a Chromium executable, or null. Throws a ChromiumError when CHROMIUM_PATH is set but
 * is not an executable file: a wrong setting is never silently replaced by another browser.
 * `headlessShell`: the tests' choice, the headless shell first where it is installed; the
 * benchmarks and the screenshot tool measure and draw in the whole browser, as visitors' is.
 */
export function findChromium({ headlessShell = false } = {}) {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    const problem = whyNotExecutable(configured);
    if (problem) {
      throw new ChromiumError(
        `CHROMIUM_PATH="${configured}" ${problem}: set it to a Chromium or Chrome executable, or unset it.`,
      );
    }
    return configured;
  }
  const candidates = [
    ...(headlessShell ? [HEADLESS_SHELL] : []),
    playwrightsOwn(),
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    ...(process.platform === 'darwin'
      ? [
          '/Applications/Chromium.app/Contents/MacOS/Chromium',
          '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
        ]
      : []),
  ];
  return candidates.find((file) => file && whyNotExecutable(file) === null) ?? null;
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

/**
 * The tests' flags: chromiumArgs, and V8 without its optimizing compilers (Maglev, TurboFan;
 * Ignition and Sparkplug still run the code). A test page lives for seconds; what V8 spends
 * optimizing axe's and the site's hot functions, on a second thread, is CPU the other page of the
 * pair needs. The sweep alone took 94–101 s with them off against 105–109 s, the browser stage
 * 241 s against 259 s (two cores). The benchmarks keep V8 whole, as a visitor's browser runs it.
 */
export const testChromiumArgs = [...chromiumArgs, '--js-flags=--no-opt --no-maglev'];
