import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createRoutes } from '../app/routes';

/** Renders the whole app at a URL, as a visitor gets it, once the route's page and text loaded. */
export async function renderRoute(url: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [url] });
  const result = render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { level: 1 });
  return { router, ...result };
}
