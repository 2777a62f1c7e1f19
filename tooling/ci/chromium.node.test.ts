import { afterEach, describe, expect, it, vi } from 'vitest';
import { findChromium, HEADLESS_SHELL } from './chromium.mjs';

// Which Chromium the tests, and the benchmarks, launch (tooling/ci/chromium.mjs).
describe('findChromium', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('CHROMIUM_PATH wins over the headless shell the tests prefer', () => {
    vi.stubEnv('CHROMIUM_PATH', process.execPath);
    expect(findChromium({ headlessShell: true })).toBe(process.execPath);
    expect(findChromium()).toBe(process.execPath);
  });

  it('only the tests get the headless shell: the benchmarks and the screenshot tool never do', () => {
    vi.stubEnv('CHROMIUM_PATH', '');
    expect(findChromium()).not.toBe(HEADLESS_SHELL);
  });
});
