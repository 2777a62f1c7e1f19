import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { specPaths } from '../../content/paths';
import { AppRoutes } from './AppRoutes';
import { BrowserRouter } from './BrowserRouter';
import { preloadRoute } from './preload';

/**
 * The browser's frames, held: each animation frame callback waits until `paint()` runs it, as the
 * browser runs them when it makes its next frame. Nothing else of the page is changed.
 */
function holdFrames() {
  const waiting = new Map<number, FrameRequestCallback>();
  let next = 0;
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    next += 1;
    waiting.set(next, callback);
    return next;
  });
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => void waiting.delete(id));
  return {
    /** Makes a frame: runs the callbacks waiting for it, then lets the tasks they queued run. */
    paint: () =>
      act(async () => {
        const callbacks = [...waiting.values()];
        waiting.clear();
        for (const callback of callbacks) callback(performance.now());
        await new Promise((resolve) => setTimeout(resolve, 20));
      }),
  };
}

const heading = () => screen.getByRole('heading', { level: 1 });
/** Some time for whatever a press queued (tasks, a transition's render), no frame made. */
const someTime = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

afterEach(() => vi.restoreAllMocks());

/** The whole app in the browser's history, at About us (its page and Founder's loaded). */
async function renderAboutUs() {
  window.history.replaceState(null, '', specPaths.about);
  await preloadRoute(specPaths.about);
  await preloadRoute(specPaths.founder);
  await act(async () => {
    render(
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>,
    );
  });
}

describe('BrowserRouter', () => {
  it('a link press changes the address and the page once its own frame has been painted', async () => {
    const user = userEvent.setup();
    await renderAboutUs();
    const about = (await screen.findByRole('heading', { level: 1 })).textContent;
    const frames = holdFrames();

    const link = document.querySelector<HTMLAnchorElement>(`header a[href="${specPaths.founder}"]`);
    expect(link).not.toBeNull();
    await user.click(link!);
    await someTime();
    // Until the browser has made the press's frame: the same page at the same address.
    expect(window.location.pathname).toBe(specPaths.about);
    expect(heading()).toHaveTextContent(about!);

    await frames.paint();
    expect(window.location.pathname).toBe(specPaths.founder);
    await waitFor(() => expect(heading()).not.toHaveTextContent(about!));
    expect(link).toHaveAttribute('aria-current', 'page');

    // Back is the browser's own navigation: the page follows the address with no frame held.
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(window.location.pathname).toBe(specPaths.about);
    await waitFor(() => expect(heading()).toHaveTextContent(about!));
  });

  it('in a hidden page, which makes no frames, a link press navigates all the same', async () => {
    const user = userEvent.setup();
    await renderAboutUs();
    holdFrames();
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    await user.click(document.querySelector(`header a[href="${specPaths.founder}"]`)!);
    await someTime();
    expect(window.location.pathname).toBe(specPaths.founder);
  });
});
