/**
 * What a route needs before it renders — its page module and its text — loaded once and read
 * synchronously afterwards. The prerender preloads the URL's route before rendering; the browser
 * preloads the layout's text before hydrating, and the page's chunks too unless the page is the
 * prerendered one, whose part waits for them as a Suspense boundary of its own (its server HTML
 * stays as it is until they arrive: src/app/pagePart.ts). An in-app navigation suspends inside a
 * transition (the old page stays) until the new route's chunks arrive.
 */
import { use, type ComponentType } from 'react';
import { loadNamespaces } from '../i18n/instance';
import type { Locale } from '../i18n/registry';
import { routeAt } from './routes';
import type { PageRoute } from '../site/page-context';
import { tracked, type Tracked } from '../site/tracked';

const pending = new Map<string, Tracked<unknown>>();

function load<T>(key: string, loader: () => Promise<T>): Tracked<T> {
  let promise = pending.get(key) as Tracked<T> | undefined;
  if (!promise) {
    const created = tracked(loader());
    // A failed load is tried again by the next render that asks for it.
    void created.catch(() => pending.delete(key));
    pending.set(key, created);
    promise = created;
  }
  return promise;
}

/**
 * The loaded value, always through `use()` (which must be called on every render of a component
 * that once suspended on it): suspends only while it is still loading.
 */
function useLoaded<T>(key: string, loader: () => Promise<T>): T {
  return use(load(key, loader));
}

/** sessionStorage: the address a full page load was last made for after a failed chunk load. */
export const RELOADED_FOR = 'irm-site:reloaded-for';

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage switched off: no reload (it could not be limited to one)
  }
}

/**
 * Loads a route's chunks; when that fails in the browser (a page opened before a deploy asks for
 * chunks the host no longer has, or the network dropped one), loads the address as a full page
 * once: its HTML names the live release's chunks. An in-app navigation has already put its target
 * in the address bar, so that is the page loaded. A second failure at the same address in this
 * tab is thrown (never a reload loop); a success there allows the next reload.
 */
async function loadOrReload<T>(loader: () => Promise<T>, isPage = false): Promise<T> {
  const store = typeof window === 'undefined' ? undefined : storage();
  try {
    const value = await loader();
    // Only the page's own chunks clear the guard: the shared text loading after a reload, while
    // the page's chunk still fails, must not allow a second reload of the same address.
    if (isPage && store && store.getItem(RELOADED_FOR) === window.location.pathname)
      store.removeItem(RELOADED_FOR);
    return value;
  } catch (error) {
    const here = typeof window === 'undefined' ? '' : window.location.pathname;
    if (!store || store.getItem(RELOADED_FOR) === here) throw error;
    store.setItem(RELOADED_FOR, here);
    window.location.reload();
    return new Promise<never>(() => {}); // the page is being replaced: stay suspended meanwhile
  }
}

const layoutKey = (lng: Locale) => `layout:${lng}`;
const loadLayout = (lng: Locale) => () => loadOrReload(() => loadNamespaces(lng, ['common']));
const pageKey = (page: PageRoute, lng: Locale) => `page:${lng}:${page.id}`;

/** The prerendered page whose chunks wait until it is needed (`deferPage`), if any. */
let deferred: { key: string; needed: Promise<void>; need: () => void } | undefined;

const loadPage = (page: PageRoute, lng: Locale) => () => {
  const key = pageKey(page, lng);
  const wait = deferred?.key === key ? deferred.needed : undefined;
  // Another page is asked for (an in-app navigation): the prerendered page waits no longer (the
  // transition away from it, and Back to it, render it in full).
  if (!wait) deferred?.need();
  const loaded = loadOrReload(async () => {
    await wait;
    const [module] = await Promise.all([page.load(), loadNamespaces(lng, page.namespaces)]);
    return module.default;
  }, true);
  // The prerendered page whose chunks fail again after the reload: reported, and its server HTML
  // left as it is (readable, its links working), never thrown into the app, which would empty it.
  return wait
    ? loaded.catch((error: unknown) => {
        reportError(error);
        return new Promise<never>(() => {});
      })
    : loaded;
};

/**
 * Leaves the page at `pathname` (the prerendered one being hydrated) out of `preloadRoute`: its
 * chunks load once the returned function is called (it is needed) or another page is asked for.
 */
export function deferPage(pathname: string): () => void {
  const { lng, page } = routeAt(pathname);
  let need = () => {};
  const needed = new Promise<void>((resolve) => (need = resolve));
  if (page) deferred = { key: pageKey(page, lng), needed, need };
  return need;
}

/** Suspends until the language's shared text (common) is loaded. */
export function useLayoutText(lng: Locale): void {
  useLoaded(layoutKey(lng), loadLayout(lng));
}

/** The page's component, once it and its text are loaded (suspends until then). */
export function usePageComponent(page: PageRoute, lng: Locale): ComponentType {
  return useLoaded(pageKey(page, lng), loadPage(page, lng));
}

/** Loads everything the route at this path renders (but a page left to load when needed: deferPage). */
export async function preloadRoute(pathname: string): Promise<void> {
  const { lng, page } = routeAt(pathname);
  await Promise.all([
    load(layoutKey(lng), loadLayout(lng)),
    page && deferred?.key !== pageKey(page, lng)
      ? load(pageKey(page, lng), loadPage(page, lng))
      : undefined,
  ]);
}
