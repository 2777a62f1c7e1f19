import { defineConfig } from 'vitest/config';
import { globImports } from './scripts/vitest-glob.ts';

// Tests are named by the environment they need, and each environment is a Vitest project:
//   *.node.test.ts      pure logic, scripts and servers: no DOM at all
//   *.jsdom.test.ts(x)  components and pages rendered in jsdom
//   *.browser.test.ts   real Chromium over the built site (a11y-tests/browser/, after the builds)
// `npm run test:unit` runs node and jsdom; `npm run test:browser` runs browser.
export default defineConfig({
  plugins: [globImports()],
  test: {
    globals: true,
    testTimeout: 20_000,
    // The glob imports (scripts/vitest-glob.ts) list files at transform time; a module cache on
    // disk would keep a stale list after a locale file is added.
    fsModuleCache: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['**/*.node.test.ts'],
          exclude: ['node_modules/**', 'build/**', 'dist/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          include: ['**/*.jsdom.test.{ts,tsx}'],
          exclude: ['node_modules/**', 'build/**', 'dist/**'],
          setupFiles: ['./src/test/setup.ts'],
          // The Downloads page's PDFs and size manifest (scripts/pdfs.mjs), fresh for every run.
          globalSetup: ['./scripts/pdfs.setup.mjs'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['a11y-tests/browser/**/*.browser.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
