// Counts the documents Chromium loads in a main frame (page loads) per browser test file, and
// appends `<file> <count>` to the file PAGE_LOADS_FILE names, when it is set:
//   PAGE_LOADS_FILE=/tmp/loads.txt npm run test:browser
import { appendFileSync } from 'node:fs';
import { afterAll, expect } from 'vitest';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

let loads = 0;
const watch = (context: BrowserContext) =>
  context.on('request', (request) => {
    try {
      if (request.isNavigationRequest() && request.frame().parentFrame() === null) loads += 1;
    } catch {
      /* a worker's request has no frame */
    }
  });
const launch = chromium.launch.bind(chromium);
chromium.launch = (async (...args: Parameters<typeof launch>) => {
  const browser: Browser = await launch(...args);
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (async (...a: Parameters<typeof newContext>) => {
    const context = await newContext(...a);
    watch(context);
    return context;
  }) as typeof newContext;
  const newPage = browser.newPage.bind(browser);
  browser.newPage = (async (...a: Parameters<typeof newPage>) => {
    const page = await newPage(...a);
    watch(page.context());
    return page;
  }) as typeof newPage;
  return browser;
}) as typeof launch;
afterAll(() => {
  const file = expect.getState().testPath ?? 'unknown';
  if (process.env.PAGE_LOADS_FILE)
    appendFileSync(process.env.PAGE_LOADS_FILE, `${file.split('/').pop()} ${loads}\n`);
});
