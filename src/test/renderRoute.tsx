import { act, render, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { AppRoutes } from '../app/AppRoutes';
import { preloadRoute } from '../app/preload';

/** Renders the whole app at a URL, as a visitor gets it, once the route's page and text loaded. */
export async function renderRoute(url: string) {
  await preloadRoute(new URL(url, 'http://test.local').pathname);
  const result = render(
    <MemoryRouter initialEntries={[url]}>
      <AppRoutes />
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { level: 1 });
  // Head tags and <html lang> are written in effects: wait until the page is complete.
  await waitFor(() => {
    if (!document.title || !document.documentElement.lang) throw new Error('page not settled');
  });
  return result;
}

/**
 * Clicks an in-app link and lets the navigation finish. Navigations are transitions that suspend
 * until the next page's chunks load; only an awaited act() lets React retry them in jsdom.
 */
export async function followLink(user: UserEvent, link: HTMLElement): Promise<void> {
  await act(async () => {
    await user.click(link);
  });
}
