import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createRoutes } from '../app/routes';

/** Renders the whole app at a URL, as a visitor gets it, once the route's page and text loaded. */
export async function renderRoute(url: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [url] });
  const result = render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { level: 1 });
  // Head tags and <html lang> are written in effects: wait until the page is complete.
  await waitFor(() => {
    if (!document.title || !document.documentElement.lang) throw new Error('page not settled');
  });
  return { router, ...result };
}
