import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

const inBrowserEnvironment = typeof window !== 'undefined';

afterEach(() => {
  if (!inBrowserEnvironment) return;
  cleanup();
  document.head.innerHTML = '';
  document.title = '';
});

// jsdom does not implement scrolling; record calls instead.
if (inBrowserEnvironment) window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// Testing Library flushes with setTimeout(0) and advances fake timers only when it sees Jest's;
// give it Vitest's so tests may fake the dropdown's close timer.
(globalThis as unknown as { jest: unknown }).jest = {
  advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms),
};
