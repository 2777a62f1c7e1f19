// Files a build reads that changed after a moment: tooling/site-build/build.mjs asks after each cached Parcel
// run. Parcel records what it has seen when a build ends, so a file saved while it was building is
// missing from that build's output and, worse, from every later cached build until the file
// changes again. The build then runs once more without the cache.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
// What a build of the site reads, relative to the project (folders are walked).
import { PROJECT_FILES } from './project-files.ts';

/**
 * Files the build writes itself just before Parcel runs (the locale and article modules, the
 * Downloads manifest), each only when its content changed: never a change Parcel missed.
 */
const GENERATED = /(^|\/)generated\//;

/**
 * The inputs (files, or every file below a folder) under `root` modified after `time` (ms since
 * the epoch), as paths relative to `root`, less the files the build generates.
 * @param {number} time
 * @param {string} [root]
 * @param {readonly string[]} [inputs]
 * @returns {string[]}
 */
export function changedSince(time, root = '.', inputs = PROJECT_FILES) {
  const changed = [];
  const visit = (relative) => {
    let stats;
    try {
      stats = statSync(path.join(root, relative));
    } catch {
      return; // an input this project does not have
    }
    if (stats.isDirectory()) {
      for (const entry of readdirSync(path.join(root, relative))) visit(path.join(relative, entry));
    } else if (stats.mtimeMs > time) {
      const name = relative.split(path.sep).join('/');
      if (!GENERATED.test(name)) changed.push(name);
    }
  };
  for (const input of inputs) visit(input);
  return changed.sort();
}
