// First step of `npm test`: stop at once, with one line, when no Chromium is available.
import { findChromium } from './chromium.mjs';

if (!findChromium()) {
  console.error(
    'No Chromium found: install one with `sudo apt-get install -y chromium` (or set CHROMIUM_PATH).',
  );
  process.exit(1);
}
