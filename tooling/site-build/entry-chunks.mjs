// The chunks the app's entry imports as soon as it runs, read from Parcel's bundle graph: the
// pre-paint loader preloads them with the entry (src/site/prepaint.ts).
import path from 'node:path';
import { clientAsset } from './page-stylesheets.mjs';

/** The app's entry module, and what it imports with `import()` as soon as it runs. */
const ENTRY_MODULE = path.join('src', 'entry-client.tsx');
const EAGER_IMPORTS = ['react-dom/client'];

/**
 * The URLs of the chunks the entry imports at once (`import()` of one of `specifiers`: React DOM's
 * client, evaluated in a task of its own rather than in one long task with the entry), which the
 * pre-paint loader preloads with the entry, so they arrive with it, not one round trip later.
 */
export function entryChunks(bundleGraph, publicUrl = '/', specifiers = EAGER_IMPORTS) {
  const found = clientAsset(bundleGraph, ENTRY_MODULE);
  const dependencies = bundleGraph
    .getDependencies(found.asset)
    .filter(
      (dependency) => dependency.priority === 'lazy' && specifiers.includes(dependency.specifier),
    );
  if (dependencies.length !== specifiers.length) {
    throw new Error(`${ENTRY_MODULE} does not import() each of ${specifiers.join(', ')}`);
  }
  const urls = dependencies
    .map((dependency) => bundleGraph.resolveAsyncDependency(dependency, found.bundle))
    .filter((resolved) => resolved?.type === 'bundle_group')
    .flatMap((resolved) => bundleGraph.getBundlesInBundleGroup(resolved.value))
    .filter((bundle) => bundle.type === 'js')
    .map((bundle) => publicUrl + path.basename(bundle.filePath));
  return [...new Set(urls)];
}
