import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { articles } from '../../../content/articles';
import { articleRoutes, articleRoutesModule } from './article-routes';

const TMP = mkdtempSync(path.join(os.tmpdir(), 'article-routes-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

describe("the articles' routes (tooling/site-build/codegen/article-routes.ts)", () => {
  it('are the id (also its namespace) and path of every entry of content/articles.ts, in its order', () => {
    expect(articleRoutes('.')).toEqual(
      Object.entries(articles).map(([id, { path: route }]) => ({ id, path: route })),
    );
  });

  it('are what the route table reads now (src/i18n/generated/articleRoutes.ts is up to date)', () => {
    expect(readFileSync('src/i18n/generated/articleRoutes.ts', 'utf8')).toBe(
      articleRoutesModule(articleRoutes('.')),
    );
  });

  it('name the problem when the index imports something at run time', () => {
    mkdirSync(path.join(TMP, 'content'), { recursive: true });
    writeFileSync(
      path.join(TMP, 'content', 'articles.ts'),
      "import { x } from './elsewhere';\nexport const articles = { x };\n",
    );
    expect(() => articleRoutes(TMP)).toThrow(
      /content\/articles.ts could not be read for the route table .*it may import types only/,
    );
  });
});
