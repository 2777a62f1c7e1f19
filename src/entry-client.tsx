import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { createRoutes } from './app/routes';
import './styles/global.css';
// Every component's CSS module ships in the first stylesheet, so a prerendered page is styled
// before any script runs (no flash, no layout shift when a route's chunk arrives).
import './components/*/*.module.css';
import './pages/*/*.module.css';
import './app/*.module.css';

async function start() {
  const routes = createRoutes();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');

  // Resolve what the matched routes load lazily (page module and its text) before hydrating;
  // otherwise React would keep the server nodes and append a second copy of the page.
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );

  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );

  // Hydrate only the page that was prerendered for this URL; the dev server's empty shell and
  // the host's 404.html served at another address are rendered afresh.
  const prerenderedPath = container.dataset.path;
  const here = window.location.pathname.replace(/(.)\/+$/, '$1');
  if (container.hasChildNodes() && prerenderedPath === here) {
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

void start();
