import { defineConfig } from 'vitest/config';
import { globImports } from './scripts/vitest-glob.ts';

// jsdom tests: components (src/**/*.test.tsx) and accessibility (a11y-tests/*.test.tsx).
export default defineConfig({
  plugins: [globImports()],
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'a11y-tests/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    testTimeout: 20_000,
  },
});
