// First step of `npm test`: stop at once, with one line, when a program the browser stage needs
// is missing — no Chromium (or CHROMIUM_PATH names something that is not an executable file), no
// nginx (NGINX_PATH, else /usr/sbin/nginx) or no openssl for the deploy test, or any of Firefox
// ESR, WebKitGTK's WebDriver and MiniBrowser, Xvfb and Java (tooling/ci/engines.mjs) — or when an
// engine is older than the tests need (tooling/ci/engines.mjs's MINIMUM), instead of minutes later.
import { spawnSync } from 'node:child_process';
import { ChromiumError, findChromium, NO_CHROMIUM_MESSAGE, whyNotExecutable } from './chromium.mjs';
import { missingPrograms, outdatedEngines } from './engines.mjs';

try {
  if (!findChromium({ headlessShell: true })) throw new ChromiumError(NO_CHROMIUM_MESSAGE);
} catch (error) {
  if (!(error instanceof ChromiumError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const problem = whyNotExecutable(nginx);
if (problem) {
  console.error(
    process.env.NGINX_PATH
      ? `NGINX_PATH="${nginx}" ${problem}: set it to an nginx executable, or unset it.`
      : `No nginx at ${nginx} (the deploy test serves the build with it): install it ` +
          '(Debian/Ubuntu: `sudo apt-get install -y nginx libnginx-mod-http-brotli-static`; ' +
          'macOS: `brew install nginx`) or set NGINX_PATH.',
  );
  process.exit(1);
}

// openssl makes the deploy test's certificate (the site is served over HTTPS there).
const openssl = spawnSync('openssl', ['version'], { encoding: 'utf8' });
if (openssl.status !== 0) {
  console.error(
    'No openssl on PATH (the deploy test makes its HTTPS certificate with it): install it ' +
      '(Debian/Ubuntu: `sudo apt-get install -y openssl`; macOS: it is there, or `brew install openssl`).',
  );
  process.exit(1);
}

// Firefox and WebKit (the widgets' keyboard tests), Xvfb (WebKit's display), Java (the Nu HTML
// Checker): everything missing, in one line.
const missing = missingPrograms();
if (missing.length > 0) {
  const packages = [...new Set(missing.map(({ install }) => install))].join(' ');
  console.error(
    `Missing for the browser tests: ${missing.map(({ what }) => what).join(', ')}. ` +
      `Install (Debian/Ubuntu): \`sudo apt-get install -y ${packages}\`.`,
  );
  process.exit(1);
}

// An engine too old for the tests (a Firefox ESR without a command the harness sends failed every
// Firefox test): every one in one line, with the packages that bring newer ones.
const outdated = await outdatedEngines();
if (outdated.length > 0) {
  const packages = [...new Set(outdated.map(({ install }) => install))].join(' ');
  console.error(
    `Too old for the browser tests: ${outdated
      .map(({ what, version, needs }) => `${what} ${version} (needs ${needs} or later)`)
      .join(', ')}. ` +
      `Install newer (Debian/Ubuntu): \`sudo apt-get update && sudo apt-get install -y ${packages}\`.`,
  );
  process.exit(1);
}
