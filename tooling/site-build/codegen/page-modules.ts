/**
 * Writes `src/app/generated/pageModules.ts` (writeLocaleModule calls it, so every
 * `npm run i18n:types`, build and copy of the project gets it): a loader for every page of
 * content/paths.ts, by convention: the page `cookiePolicy` is the default export of
 * `src/pages/CookiePolicy/CookiePolicy.tsx`, its own chunk. The route table (src/app/routes.ts)
 * builds its routes from these, so a new page is an entry in content/paths.ts and its folder.
 * Parcel bundles only the `import()`s it can read, so the list is written out, not computed.
 *
 *   node tooling/site-build/codegen/page-modules.ts [project dir] [output file]
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  generatedSource,
  readContentModule,
  runAsScript,
  writeIfChanged,
} from './generated-file.ts';

/** A page's folder and component: its id in PascalCase (`mitreAttack` → `MitreAttack`). */
export const pageComponentName = (id: string): string => id.charAt(0).toUpperCase() + id.slice(1);

/** The module of a page, relative to the project: `src/pages/<Name>/<Name>.tsx`. */
export const pageModuleFile = (id: string): string => {
  const name = pageComponentName(id);
  return `src/pages/${name}/${name}.tsx`;
};

/** The ids of content/paths.ts's `specPaths`, in its order. */
export function pageIds(projectDir: string): string[] {
  return readContentModule(projectDir, 'paths.ts', 'Object.keys(module.specPaths)');
}

/** The module's source; throws for a page whose module is not where the convention puts it. */
export function pageModulesSource(projectDir: string, ids: readonly string[]): string {
  const missing = ids.filter((id) => !existsSync(path.join(projectDir, pageModuleFile(id))));
  if (missing.length > 0) {
    throw new Error(
      `content/paths.ts lists ${missing.map((id) => `${id} (no ${pageModuleFile(id)})`).join(', ')}: a page's module is src/pages/<Id>/<Id>.tsx`,
    );
  }
  return generatedSource('page-modules.ts', 'content/paths.ts', [
    '',
    '/** Every page of content/paths.ts, in its order, and its module (src/pages/<Id>/<Id>.tsx). */',
    'export const pageModules = [',
    ...ids.map((id) => {
      const name = pageComponentName(id);
      return `  { id: '${id}', load: () => import('../../pages/${name}/${name}') },`;
    }),
    '] as const;',
  ]);
}

/** Writes the module, only when its content changed. */
export function writePageModules(
  projectDir = '.',
  outFile = path.join(projectDir, 'src/app/generated/pageModules.ts'),
): void {
  writeIfChanged(outFile, pageModulesSource(projectDir, pageIds(projectDir)));
}

runAsScript(import.meta.url, writePageModules);
