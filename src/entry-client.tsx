import { StrictMode } from 'react';
import { BrowserRouter } from './app/BrowserRouter';
import { AppRoutes } from './app/AppRoutes';
import { preloadRoute } from './app/preload';
import { deferPrerenderedPage } from './app/pagePart';
import { site } from '../content/site';
import { JS_CLASS } from './site/documentMarks';
import { warmEventPaths } from './site/warmEventPaths';
import './styles/global.css';

async function start() {
  // The script runs: disclosures are interactive (the prerendered page's pre-paint loader has set
  // this already; the dev server's shell has no loader).
  document.documentElement.classList.add(JS_CLASS);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');

  // Hydrate only the page that was prerendered for this URL; the dev server's empty shell and
  // the host's 404.html served at another address are rendered afresh. The prerendered page's own
  // part waits for its code until it is needed (./app/pagePart.ts).
  const prerenderedPath = container.dataset.path;
  const here = window.location.pathname.replace(/(.)\/+$/, '$1');
  const hydrating = container.hasChildNodes() && prerenderedPath === here;
  if (hydrating) deferPrerenderedPage(window.location.pathname, container.querySelector('main'));

  // React DOM is a chunk of its own, evaluated in a task of its own: with it, this module's
  // evaluation was one task of about 230 ms on a mid-range phone. The pre-paint loader has
  // preloaded it with this module. Then the layout's text (and the page's, where it is rendered
  // afresh), so the header and footer hydrate without suspending.
  const [{ createRoot, hydrateRoot }] = await Promise.all([
    import('react-dom/client'),
    preloadRoute(window.location.pathname),
  ]);

  const app = (
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>
  );

  if (hydrating) {
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
  // React's event dispatch run once while the page is idle, not for the first time in a first tap.
  warmEventPaths(() => container.querySelector('main'));
  // Measurement, if configured, once the page is hydrated and the browser is idle. The loader is
  // its own chunk: a build without ANALYTICS_SRC ships none of it.
  if (site.analyticsSrc) {
    void import('./site/analytics').then(({ loadAnalytics }) => loadAnalytics(site.analyticsSrc));
  }
}

void start();
