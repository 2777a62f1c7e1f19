// Each page's own stylesheets, read from Parcel's bundle graph. The shell links the app's
// stylesheet; a page's CSS modules are in the stylesheets of the bundle group of its lazy chunk
// (the `load: () => import(...)` of its entry in src/app/generated/pageModules.ts, or of the
// articles' entry in src/app/routes.ts), which the app would fetch
// only with that chunk. The prerender links them from the page's HTML, so every page is styled
// before any script runs, and no page carries another page's rules in its first load.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The modules that hold the pages' `import()`s: the generated page list and the route table. */
const ROUTE_MODULES = [
  path.join('src', 'app', 'generated', 'pageModules.ts'),
  path.join('src', 'app', 'routes.ts'),
];

/**
 * The route id of each dynamic import in the source of a route module (ROUTE_MODULES): the nearest `id: '…'` at or
 * before the import's position (each entry is `{ id: '…', …, load: () => import('…') }`), or,
 * for entries built from a list (`...articleIds.map((id) => ({ id, …, load: () => import('…') }))`,
 * one component for every id of the list), the ids of that list: `lists[name]`, which the server
 * bundle exports as `routeLists`. `imports` is [{ line, column }] (1-based lines, as Parcel
 * reports a dependency's `loc`); each result is an id or, for a list, an array of ids.
 */
export function routeIdsAt(source, imports, lists = {}, file = 'src/app/routes.ts') {
  const lines = source.split('\n');
  return imports.map(({ line, column }) => {
    const before = [...lines.slice(0, line - 1), lines[line - 1].slice(0, column)].join('\n');
    const marks = [...before.matchAll(/\bid:\s*'([^']+)'|\.\.\.(\w+)\.map\(/g)];
    const [, id, list] = marks.at(-1) ?? [];
    if (list) {
      const ids = lists[list];
      if (!Array.isArray(ids)) {
        throw new Error(`${file}:${line}: routes built from ${list}, a list not given`);
      }
      return ids;
    }
    if (!id) throw new Error(`${file}:${line}: a page import outside a route entry`);
    return id;
  });
}

/**
 * The module `file` (a path relative to the project) in a `client` target build's bundle graph:
 * `{ asset, bundle }`, the bundle being the first that holds it.
 */
export function clientAsset(bundleGraph, file) {
  for (const bundle of bundleGraph.getBundles()) {
    if (bundle.target.name !== 'client') continue;
    let asset;
    bundle.traverseAssets((candidate, _context, actions) => {
      if (candidate.filePath.endsWith(file)) {
        asset = candidate;
        actions.stop();
      }
    });
    if (asset) return { asset, bundle };
  }
  throw new Error(`No ${file} in the client bundles`);
}

/**
 * `{ [routeId]: [href, …] }`: the stylesheets of each route's lazy page chunk, as URLs under
 * `publicUrl`, from the bundle graph of a `client` target build. `lists`: the ids of the routes
 * built from a list (the server bundle's `routeLists`; see routeIdsAt).
 */
export function stylesheetsByRoute(bundleGraph, publicUrl = '/', lists = {}) {
  const result = {};
  for (const file of ROUTE_MODULES) {
    const routes = clientAsset(bundleGraph, file);
    const lazy = bundleGraph
      .getDependencies(routes.asset)
      .filter((dependency) => dependency.priority === 'lazy' && dependency.loc);
    const ids = routeIdsAt(
      readFileSync(routes.asset.filePath, 'utf8'),
      lazy.map((dependency) => dependency.loc.start),
      lists,
      file,
    );
    lazy.forEach((dependency, index) => {
      const resolved = bundleGraph.resolveAsyncDependency(dependency, routes.bundle);
      if (resolved?.type !== 'bundle_group') return;
      const hrefs = bundleGraph
        .getBundlesInBundleGroup(resolved.value)
        .filter((bundle) => bundle.type === 'css')
        .map((bundle) => publicUrl + path.basename(bundle.filePath));
      for (const id of [ids[index]].flat()) result[id] = hrefs;
    });
  }
  return result;
}
