// `npm start`: the files under static/files (articles' illustrations and other files linked as
// they are) where the dev server serves files, dist/files, as the build copies them
// (tooling/site-build/prerender.mjs), and each one added or changed while it runs: a new image is served
// without a build or a restart.
import { cpSync, existsSync, mkdirSync, copyFileSync, statSync, watch } from 'node:fs';
import path from 'node:path';

/**
 * Copies `from` into `to`, then copies every file added or changed under `from` until the
 * returned function is called. Nothing happens when `from` does not exist.
 */
export function mirrorStaticFiles(from = 'static/files', to = 'dist/files') {
  if (!existsSync(from)) return () => {};
  cpSync(from, to, { recursive: true });
  const copy = (name) => {
    const source = path.join(from, name);
    try {
      if (!statSync(source).isFile()) return;
      const target = path.join(to, name);
      mkdirSync(path.dirname(target), { recursive: true });
      copyFileSync(source, target);
    } catch {
      // Removed or renamed meanwhile: its new name has an event of its own.
    }
  };
  const watcher = watch(from, { recursive: true }, (_event, name) => {
    if (name) copy(String(name));
  });
  return () => watcher.close();
}
