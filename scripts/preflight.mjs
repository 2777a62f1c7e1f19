// First step of `npm test`: stop at once, with one line, when a program the browser stage needs
// is missing — no Chromium (or CHROMIUM_PATH names something that is not an executable file), or
// no nginx (NGINX_PATH, else /usr/sbin/nginx) for the deploy test — instead of minutes later.
import { ChromiumError, findChromium, NO_CHROMIUM_MESSAGE, whyNotExecutable } from './chromium.mjs';

try {
  if (!findChromium()) throw new ChromiumError(NO_CHROMIUM_MESSAGE);
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
