import { defineConfig } from 'vitest/config';
import { globImports } from './scripts/vitest-glob.ts';

// jsdom tests: components (src/**/*.test.tsx) and accessibility (a11y-tests/*.test.tsx).
export default defineConfig({
  plugins: [globImports()],
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    // The Downloads page's PDFs and size manifest (scripts/pdfs.mjs), fresh for every run.
    globalSetup: ['./scripts/pdfs.setup.mjs'],
    include: ['src/**/*.test.{ts,tsx}', 'a11y-tests/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    testTimeout: 20_000,
    // The glob imports (scripts/vitest-glob.ts) list files at transform time; a module cache on
    // disk would keep a stale list after a locale file is added.
    fsModuleCache: false,
  },
});
