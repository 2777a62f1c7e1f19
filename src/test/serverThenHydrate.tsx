import type { ReactElement } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { onTestFinished, vi } from 'vitest';

/**
 * A component as a visitor's browser gets it: its server-rendered HTML in a document marked as
 * the inline loader marks it (`html.js`), then hydrated. Returns the container as the HTML left
 * it (`before`, a detached copy), the live container, and what React printed while hydrating (a
 * mismatch is printed as an error); it is unmounted when the test ends.
 */
export async function serverThenHydrate(ui: ReactElement) {
  const html = renderToString(ui);
  const container = document.createElement('div');
  container.innerHTML = html;
  const before = container.cloneNode(true) as HTMLElement;
  document.body.append(container);
  const printed: string[] = [];
  const error = vi.spyOn(console, 'error').mockImplementation((...args) => {
    printed.push(args.map(String).join(' '));
  });
  const warn = vi.spyOn(console, 'warn').mockImplementation((...args) => {
    printed.push(args.map(String).join(' '));
  });
  let root: Root | undefined;
  try {
    await act(async () => {
      root = hydrateRoot(container, ui, {
        onRecoverableError: (problem) => printed.push(String(problem)),
      });
    });
  } finally {
    error.mockRestore();
    warn.mockRestore();
  }
  const unmount = () => {
    if (!container.isConnected) return;
    act(() => root?.unmount());
    container.remove();
  };
  onTestFinished(unmount);
  return { before, container, printed, unmount };
}
