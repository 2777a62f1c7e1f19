// The programs the browser stage needs besides Chromium and nginx, all Debian packages (never
// downloaded): Firefox ESR and WebKitGTK's MiniBrowser with its WebDriver, the X server WebKit runs
// under (Xvfb), and Java for the W3C Nu HTML Checker. tooling/ci/preflight.mjs names what is missing
// or too old (MINIMUM); tests/support/browser/engines.ts launches the browsers from here.
import { existsSync } from 'node:fs';
import { execFile, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { findChromium, HEADLESS_SHELL, whyNotExecutable } from './chromium.mjs';

export const firefoxPath = () => process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const webKitDriverPath = () => process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';

/** WebKitGTK's MiniBrowser: MINIBROWSER_PATH, else libwebkit2gtk-4.1's, whatever the architecture. */
export function miniBrowserPath() {
  if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH;
  const triplets = [
    'x86_64-linux-gnu',
    'aarch64-linux-gnu',
    'arm-linux-gnueabihf',
    'i386-linux-gnu',
  ];
  const found = triplets
    .map((triplet) => `/usr/lib/${triplet}/webkit2gtk-4.1/MiniBrowser`)
    .find((file) => existsSync(file));
  return found ?? `/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser`;
}

const onPath = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;

/**
 * What is missing, each as `{ what, install }` (the Debian package that provides it); empty when
 * everything is there.
 */
export function missingPrograms() {
  const missing = [];
  const check = (what, file, install, variable) => {
    const problem = whyNotExecutable(file);
    if (problem) {
      missing.push({
        what: process.env[variable] ? `${variable}="${file}" (${problem})` : what,
        install,
      });
    }
  };
  check('Firefox ESR', firefoxPath(), 'firefox-esr', 'FIREFOX_PATH');
  check('WebKitWebDriver', webKitDriverPath(), 'webkit2gtk-driver', 'WEBKIT_DRIVER_PATH');
  // The driver's package brings MiniBrowser (libwebkit2gtk-4.1-0).
  if (!whyNotExecutable(webKitDriverPath()))
    check('WebKitGTK MiniBrowser', miniBrowserPath(), 'webkit2gtk-driver', 'MINIBROWSER_PATH');
  if (!onPath('Xvfb', ['-help'])) missing.push({ what: 'Xvfb', install: 'xvfb' });
  if (!onPath('java', ['-version']))
    missing.push({ what: 'Java', install: 'default-jre-headless' });
  return missing;
}

/**
 * The oldest engines the browser tests run on: Chromium 156 and WebKitGTK 2.50, the oldest they
 * have passed on; Firefox ESR 140, the oldest ESR still supported (tests/support/browser/engines.ts
 * drives Firefox with WebDriver BiDi commands it knows).
 */
export const MINIMUM = { chromium: [156], firefox: [140], webkitgtk: [2, 50] };

/** `[major, minor…]` of the first version number in `text`, or null. */
export function parseVersion(text) {
  const found = /(\d+)\.(\d+)(?:\.(\d+))?/.exec(text ?? '');
  return found ? found.slice(1).filter(Boolean).map(Number) : null;
}

/** Whether version `have` is older than `needed` (both `[major, minor…]`). */
export function older(have, needed) {
  for (let i = 0; i < needed.length; i += 1) {
    if ((have[i] ?? 0) !== needed[i]) return (have[i] ?? 0) < needed[i];
  }
  return false;
}

/** The stdout of `command --version` (or of `command args…`), '' when it cannot run. */
function output(command, args) {
  return new Promise((resolve) => {
    execFile(command, args, { timeout: 60_000 }, (_error, stdout) => resolve(String(stdout ?? '')));
  });
}

/**
 * The engines installed but too old, each as `{ what, version, needs, install }`; an engine that
 * is missing (missingPrograms) or whose version cannot be read is left to the tests. WebKitGTK's
 * version comes from its Debian package (its WebDriver has no --version).
 */
export async function outdatedEngines() {
  let chromium = null;
  try {
    // The one the browser tests run in.
    chromium = findChromium({ headlessShell: true });
  } catch {
    // A wrong CHROMIUM_PATH: preflight says so.
  }
  const checks = [
    chromium && {
      what: 'Chromium',
      install: chromium === HEADLESS_SHELL ? 'chromium-headless-shell' : 'chromium',
      needed: MINIMUM.chromium,
      read: output(chromium, ['--version']),
    },
    !whyNotExecutable(firefoxPath()) && {
      what: 'Firefox ESR',
      install: 'firefox-esr',
      needed: MINIMUM.firefox,
      read: output(firefoxPath(), ['--version']),
    },
    !whyNotExecutable(webKitDriverPath()) && {
      what: 'WebKitGTK',
      install: 'webkit2gtk-driver',
      needed: MINIMUM.webkitgtk,
      read: output('dpkg-query', ['-W', '-f', '${Version}', 'libwebkit2gtk-4.1-0']),
    },
  ].filter(Boolean);
  const found = await Promise.all(checks.map(async (check) => parseVersion(await check.read)));
  return checks.flatMap(({ what, install, needed }, index) => {
    const version = found[index];
    return version && older(version, needed)
      ? [{ what, version: version.join('.'), needs: needed.join('.'), install }]
      : [];
  });
}

// `node tooling/ci/engines.mjs --outdated-packages`: the Debian packages of the engines installed but
// too old, space-separated (.ci/run upgrades them). Needs no node_modules.
if (
  process.argv[1] === fileURLToPath(import.meta.url) &&
  process.argv[2] === '--outdated-packages'
) {
  const packages = new Set((await outdatedEngines()).map(({ install }) => install));
  if (packages.size > 0) console.log([...packages].join(' '));
}
