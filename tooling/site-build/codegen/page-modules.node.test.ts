import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { specPaths } from '../../../content/paths';
import { pageIds, pageModuleFile, pageModulesSource } from './page-modules';

const TMP = mkdtempSync(path.join(os.tmpdir(), 'page-modules-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

describe("the pages' modules (tooling/site-build/codegen/page-modules.ts)", () => {
  it('are the ids of content/paths.ts, in its order, each at src/pages/<Id>/<Id>.tsx', () => {
    expect(pageIds('.')).toEqual(Object.keys(specPaths));
    expect(pageModuleFile('mitreAttack')).toBe('src/pages/MitreAttack/MitreAttack.tsx');
    for (const id of pageIds('.')) expect(existsSync(pageModuleFile(id)), id).toBe(true);
  });

  it('are what the route table reads now (src/app/generated/pageModules.ts is up to date)', () => {
    expect(readFileSync('src/app/generated/pageModules.ts', 'utf8')).toBe(
      pageModulesSource('.', pageIds('.')),
    );
  });

  it('name a page whose module is not where its id puts it', () => {
    mkdirSync(path.join(TMP, 'src', 'pages', 'Terms'), { recursive: true });
    writeFileSync(path.join(TMP, 'src', 'pages', 'Terms', 'Terms.tsx'), '');
    expect(pageModulesSource(TMP, ['terms'])).toContain(
      "{ id: 'terms', load: () => import('../../pages/Terms/Terms') },",
    );
    expect(() => pageModulesSource(TMP, ['terms', 'cookiePolicy'])).toThrow(
      /lists cookiePolicy \(no src\/pages\/CookiePolicy\/CookiePolicy\.tsx\)/,
    );
  });
});
