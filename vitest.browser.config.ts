import { defineConfig } from 'vitest/config';

// Chromium tests over the built site (run after `npm run build` and `npm run build:dev`).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['a11y-tests/browser/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
