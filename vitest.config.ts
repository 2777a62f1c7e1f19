import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import LongestFirst from './tooling/ci/longest-first.mjs';

// Tests are named by the environment they need, and each environment is a Vitest project:
//   *.node.test.ts      pure logic, scripts and servers: no DOM at all
//   *.jsdom.test.ts(x)  components and pages rendered in jsdom
//   *.browser.test.ts   real Chromium over the built site (tests/browser/ and tests/deploy/, after the builds)
// `npm run test:unit` runs node and jsdom; `npm run test:browser` runs browser, and
// `npm run test:nginx` the one browser test that mostly waits, the deploy on nginx (project nginx).
// Every project's temporary files go to one folder of the run, removed when it ends
// (tests/support/temp-folder.setup.mjs).
const TEMP_FOLDER = './tests/support/temp-folder.setup.mjs';

// What both jsdom projects set up: src/test/setup.ts, the locale module and the Downloads page's
// PDFs and size manifest, written once by `npm run -s prepare`: checked here, not rendered again
// (tests/support/pdfs.setup.mjs).
const jsdomSetup = {
  setupFiles: ['./src/test/setup.ts'],
  globalSetup: [
    TEMP_FOLDER,
    './tests/support/locale-module.setup.mjs',
    './tests/support/pdfs.setup.mjs',
  ],
};

/**
 * What the browser tests share: a count of page loads, long timeouts, and a file per worker (each
 * launches its own Chromium and serves the site on a port of its own). One file at a time left a
 * quarter of two cores idle (a test waits for its page while Chromium renders): 343 s for the
 * browser stage, 259 s with two files side by side.
 */
const browserTests = {
  setupFiles: ['./tests/support/browser/count-loads.ts'],
  globalSetup: [TEMP_FOLDER],
  testTimeout: 120_000,
  hookTimeout: 120_000,
  // Tests marked concurrent (one page each) run two at a time within a file: with two files side
  // by side, up to four pages at once.
  maxConcurrency: 2,
};

export default defineConfig({
  test: {
    globals: true,
    // The default summary, and the tests that never ran because something before them failed
    // (Vitest counts those as skipped): tooling/ci/vitest-reporter.mjs.
    reporters: ['default', './tooling/ci/vitest-reporter.mjs'],
    testTimeout: 20_000,
    // The longest files first, also on a fresh clone, where Vitest has timed none
    // (tooling/ci/longest-first.mjs).
    sequence: { sequencer: LongestFirst },
    // Vitest's default for a run is one worker fewer than the cores: one on a 2-core machine, where
    // the jsdom tests then left a core idle (`npm run test:unit`: 167 s; 101 s with two). The node
    // project sets its own.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // A worker more than the cores: these tests wait for a fifth of their time (on the
          // processes and servers they start, and on timers). Alone, 58 s with two workers on two
          // cores (79% busy), 44–52 s with three; `npm run test:unit` 92–95 s against 106 s. A
          // project with workers of its own runs as a group of its own, after the jsdom tests.
          maxWorkers: Math.max(3, availableParallelism()),
          sequence: { groupOrder: 1 },
          // No DOM and no module mocks: the files share one module graph per worker.
          isolate: false,
          include: ['**/*.node.test.ts'],
          exclude: ['node_modules/**', 'build/**', 'dist/**'],
          globalSetup: [TEMP_FOLDER, './tests/support/locale-module.setup.mjs'],
        },
      },
      {
        extends: true,
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          // One jsdom and one module graph per worker, shared by its files: each test cleans up
          // after itself (src/test/setup.ts) and stubbed globals are restored after each test.
          // A file that replaces a module (vi.mock) or needs React's and the document's first state (the
          // title the app hoists) is named *.isolated.jsdom.test.tsx and gets its own.
          isolate: false,
          unstubGlobals: true,
          include: ['**/*.jsdom.test.{ts,tsx}'],
          exclude: ['node_modules/**', 'build/**', 'dist/**', '**/*.isolated.jsdom.test.{ts,tsx}'],
          ...jsdomSetup,
        },
      },
      {
        extends: true,
        test: {
          name: 'jsdom-isolated',
          environment: 'jsdom',
          include: ['**/*.isolated.jsdom.test.{ts,tsx}'],
          exclude: ['node_modules/**', 'build/**', 'dist/**'],
          ...jsdomSetup,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/{browser,deploy}/**/*.browser.test.ts'],
          exclude: ['tests/deploy/nginx.browser.test.ts'],
          ...browserTests,
        },
      },
      {
        // The shipped deploy on real nginx: mostly waiting (on nginx, TLS handshakes and its
        // deadlines: about 15% of a core through its 40 s), so `npm test` runs it beside the
        // browser tests.
        extends: true,
        test: {
          name: 'nginx',
          environment: 'node',
          include: ['tests/deploy/nginx.browser.test.ts'],
          ...browserTests,
        },
      },
    ],
  },
});
