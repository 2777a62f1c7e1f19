// First step of `npm test`: stop at once, with one line, when no Chromium is available or
// CHROMIUM_PATH names something that is not an executable file.
import { ChromiumError, findChromium, NO_CHROMIUM_MESSAGE } from './chromium.mjs';

try {
  if (!findChromium()) throw new ChromiumError(NO_CHROMIUM_MESSAGE);
} catch (error) {
  if (!(error instanceof ChromiumError)) throw error;
  console.error(error.message);
  process.exit(1);
}
