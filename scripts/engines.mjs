// The programs the browser stage needs besides Chromium and nginx, all Debian packages (never
// downloaded): Firefox ESR and WebKitGTK's MiniBrowser with its WebDriver, the X server WebKit runs
// under (Xvfb), and Java for the W3C Nu HTML Checker. scripts/preflight.mjs names what is missing;
// a11y-tests/browser/engines.ts launches the browsers from here.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { whyNotExecutable } from './chromium.mjs';

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
