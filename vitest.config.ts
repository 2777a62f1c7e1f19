import { defineConfig } from 'vitest/config';

// jsdom tests: components (src/**/*.test.tsx) and accessibility (a11y-tests/*.test.tsx).
export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'a11y-tests/*.test.{ts,tsx}', 'scripts/*.test.ts'],
    testTimeout: 20_000,
  },
});
