/**
 * Writes `src/i18n/generated/articleRoutes.ts` (writeLocaleModule calls it, so every
 * `npm run i18n:types`, build and copy of the project gets it): the id (also its namespace) and
 * path of every article of content/articles.ts, which is all the route table needs. The route table is
 * in every page's first load; the rest of the index (dates, images, related articles, sources)
 * stays in the chunks of the pages that show it, so publishing an article costs other pages
 * nothing.
 *
 *   node tooling/site-build/codegen/article-routes.ts [project dir] [output file]
 */
import path from 'node:path';
import {
  generatedSource,
  readContentModule,
  runAsScript,
  writeIfChanged,
} from './generated-file.ts';

export interface ArticleRoute {
  id: string;
  path: string;
}

/** The route of every article of `<projectDir>/content/articles.ts`, in its order. */
export function articleRoutes(projectDir: string): ArticleRoute[] {
  return readContentModule(
    projectDir,
    'articles.ts',
    'Object.entries(module.articles).map(([id, { path }]) => ({ id, path }))',
  );
}

/** The module's source. */
export function articleRoutesModule(routes: readonly ArticleRoute[]): string {
  return generatedSource('article-routes.ts', 'content/articles.ts', [
    '',
    '/** Every article: its page id (also its namespace) and English path (the route table reads these). */',
    'export const articleRoutes = [',
    ...routes.map(
      ({ id, path: route }) => `  { id: ${JSON.stringify(id)}, path: ${JSON.stringify(route)} },`,
    ),
    '] as const;',
  ]);
}

/** Writes the module, only when its content changed. */
export function writeArticleRoutes(
  projectDir = '.',
  outFile = path.join(projectDir, 'src/i18n/generated/articleRoutes.ts'),
): void {
  writeIfChanged(outFile, articleRoutesModule(articleRoutes(projectDir)));
}

runAsScript(import.meta.url, writeArticleRoutes);
