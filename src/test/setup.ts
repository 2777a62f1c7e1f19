import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
  document.title = '';
});

// jsdom does not implement these; record calls instead.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// Testing Library flushes with setTimeout(0) and advances fake timers only when it sees Jest's;
// give it Vitest's so tests may fake the dropdown's close timer.
(globalThis as unknown as { jest: unknown }).jest = {
  advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms),
};
