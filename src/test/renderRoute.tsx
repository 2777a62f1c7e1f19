import { act, render, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll } from 'vitest';
import { AppRoutes } from '../app/AppRoutes';
import { routeAt } from '../app/routes';
import { preloadRoute } from '../app/preload';
import { getI18n } from '../i18n/instance';

async function settled(): Promise<void> {
  await screen.findByRole('heading', { level: 1 });
  // Head tags and <html lang> are written in effects: wait until the page is complete.
  await waitFor(() => {
    if (!document.title || !document.documentElement.lang) throw new Error('page not settled');
  });
  // A client render loads each deferred part (src/components/Deferred) at once, in a chunk of its
  // own: wait until every one has rendered, so no test reads the page with a part still empty.
  // React retries a suspended part in jsdom only inside an awaited act().
  for (let attempt = 0; ; attempt += 1) {
    const empty = [...document.querySelectorAll('[data-deferred]')].filter(
      (box) => !box.hasChildNodes(),
    );
    if (empty.length === 0) break;
    if (attempt === 500)
      throw new Error(
        `Deferred parts never loaded: ${empty.map((box) => box.getAttribute('data-deferred')).join(', ')}`,
      );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}

/** Renders the whole app at a URL, as a visitor gets it, once the route's page and text loaded. */
export async function renderRoute(url: string) {
  await preloadRoute(new URL(url, 'http://test.local').pathname);
  // In an awaited act(), as a part that suspends (a deferred part's chunk) is retried in jsdom only
  // when it resolves inside one.
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
      </MemoryRouter>,
    );
  });
  await settled();
  return result;
}

/** Set while a file-level render (renderRouteOnce) is on the page: setup.ts then keeps it. */
export const KEEP_PAGE = Symbol.for('irm-site.keep-page');
const keep = (on: boolean) => Object.assign(globalThis, { [KEEP_PAGE]: on });

export interface PageText {
  /** The text of a key as the rendered page's language shows it (`ns:key`), tags removed. */
  text: (key: string, options?: Record<string, unknown>) => string;
  /** The raw value of a key (`ns:key`): a string, or an object/array with `returnObjects`. */
  t: ReturnType<ReturnType<typeof getI18n>['getFixedT']>;
  /** The bold term a key's text opens with (its first `<strong>`), tags removed; none without. */
  term: (key: string) => string | undefined;
}

/**
 * Renders the whole app at a URL ONCE for the test file (in beforeAll) and keeps it until the
 * file ends: tests read the page and must leave it as they found it (a test that clicks or types
 * renders its own with renderRoute). Returns the page language's text, through the same i18next
 * instance the page used, so assertions name keys instead of copying prose and run unchanged
 * for every language.
 */
export function renderRouteOnce(url: string): PageText {
  const { lng } = routeAt(new URL(url, 'http://test.local').pathname);
  const instance = getI18n(lng);
  const t = ((...args: Parameters<typeof instance.t>) =>
    instance.t(...args)) as unknown as PageText['t'];
  let container: HTMLElement | undefined;
  let root: ReturnType<typeof createRoot> | undefined;
  beforeAll(async () => {
    keep(true);
    await preloadRoute(new URL(url, 'http://test.local').pathname);
    container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    await act(async () => {
      root!.render(
        <MemoryRouter initialEntries={[url]}>
          <AppRoutes />
        </MemoryRouter>,
      );
    });
    await settled();
  });
  afterAll(() => {
    act(() => root?.unmount());
    container?.remove();
    keep(false);
    document.head.innerHTML = '';
    document.title = '';
  });
  return {
    t,
    text: (key, options) => {
      // A missing key would render as itself and match itself, and a key missing only in this
      // language would compare English with English: refuse both (lngs: this language alone).
      if (!instance.exists(key, { lng, lngs: [lng] }))
        throw new Error(
          `No text for ${key} in ${lng} (a file or key added since the last \`npm run i18n:types\`? run it)`,
        );
      return String(instance.t(key as never, { lng, ...options } as never)).replace(/<[^>]*>/g, '');
    },
    term: (key) =>
      /<strong>(.*?)<\/strong>/
        .exec(String(instance.t(key as never, { lng } as never)))?.[1]
        ?.replace(/<[^>]*>/g, ''),
  };
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
