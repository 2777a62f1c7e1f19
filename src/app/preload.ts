/**
 * What a route needs before it renders — its page module and its text — loaded once and read
 * synchronously afterwards. The prerender and the browser preload the URL's route before
 * rendering or hydrating, so hydration never suspends; an in-app navigation suspends inside a
 * transition (the old page stays) until the new route's chunks arrive.
 */
import { use, type ComponentType } from 'react';
import { loadNamespaces } from '../i18n/instance';
import type { Locale } from '../i18n/registry';
import { matchPage } from './routes';
import type { PageRoute } from '../site/page-context';

const loaded = new Map<string, unknown>();
const pending = new Map<string, Promise<unknown>>();

function load<T>(key: string, loader: () => Promise<T>): Promise<T> {
  let promise = pending.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = loader().then((value) => {
      loaded.set(key, value);
      return value;
    });
    promise.catch(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}

function useLoaded<T>(key: string, loader: () => Promise<T>): T {
  return loaded.has(key) ? (loaded.get(key) as T) : use(load(key, loader));
}

const layoutKey = (lng: Locale) => `layout:${lng}`;
const loadLayout = (lng: Locale) => () => loadNamespaces(lng, ['common']);
const pageKey = (page: PageRoute, lng: Locale) => `page:${lng}:${page.id}`;
const loadPage = (page: PageRoute, lng: Locale) => async () => {
  const [module] = await Promise.all([page.load(), loadNamespaces(lng, page.namespaces)]);
  return module.default;
};

/** Suspends until the language's shared text (common) is loaded. */
export function useLayoutText(lng: Locale): void {
  useLoaded(layoutKey(lng), loadLayout(lng));
}

/** The page's component, once it and its text are loaded (suspends until then). */
export function usePageComponent(page: PageRoute, lng: Locale): ComponentType {
  return useLoaded(pageKey(page, lng), loadPage(page, lng));
}

/** Loads everything the route at this path renders. */
export async function preloadRoute(pathname: string): Promise<void> {
  const { lng, page } = matchPage(pathname);
  await Promise.all([
    load(layoutKey(lng), loadLayout(lng)),
    page ? load(pageKey(page, lng), loadPage(page, lng)) : undefined,
  ]);
}
