import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

// The lint rules that keep imports pointing down the layers and out of circles really fail.
const eslint = new ESLint();
const scratch = path.resolve('src/components/__layer-check__');

const messages = async (file: string, code?: string) => {
  const [result] =
    code === undefined
      ? await eslint.lintFiles([file])
      : await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).map((message) => message.ruleId);
};

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// The first lint loads the parser and builds the import graph: slow on a loaded machine.
describe('import layers (ESLint)', { timeout: 120_000 }, () => {
  it('fails on an import that points up a layer', async () => {
    const rules = await messages(
      path.resolve('src/components/Section/Upward.ts'),
      "import { pages } from '../../app/routes';\nexport const count = pages.length;\n",
    );
    expect(rules).toContain('import-x/no-restricted-paths');
  });

  it('fails when content/ imports from src/', async () => {
    const rules = await messages(
      path.resolve('content/upward.ts'),
      "import { site } from '../src/site/page-status';\nexport const x = site;\n",
    );
    expect(rules).toContain('import-x/no-restricted-paths');
  });

  it('accepts an import that points down', async () => {
    const rules = await messages(
      path.resolve('src/pages/About/Downward.ts'),
      "import { specPaths } from '../../../content/paths';\nexport const home = specPaths.home;\n",
    );
    expect(rules).toEqual([]);
  });

  it('fails on an import circle', async () => {
    mkdirSync(scratch, { recursive: true });
    writeFileSync(
      path.join(scratch, 'a.ts'),
      "import { b } from './b';\nexport const a = () => b;\n",
    );
    writeFileSync(
      path.join(scratch, 'b.ts'),
      "import { a } from './a';\nexport const b = () => a;\n",
    );
    expect(await messages(path.join(scratch, 'a.ts'))).toContain('import-x/no-cycle');
  });
});

// The folders by role: what the app, the service and the build never import (tooling/lint/layers.js).
describe('folders by role (ESLint)', { timeout: 120_000 }, () => {
  const restricted = 'import-x/no-restricted-paths';

  it('fails when the app imports the tooling', async () => {
    const rules = await messages(
      path.resolve('src/site/usesTooling.ts'),
      "import { stages } from '../../tooling/ci/run-tests.mjs';\nexport const count = stages.length;\n",
    );
    expect(rules).toContain(restricted);
  });

  it('fails when the app imports a test helper, and lets its tests use it', async () => {
    const code =
      "import { AXE_TAGS } from '../../../tests/support/axe';\nexport const tags = AXE_TAGS;\n";
    expect(await messages(path.resolve('src/components/Section/usesTests.ts'), code)).toContain(
      restricted,
    );
    expect(
      await messages(path.resolve('src/components/Section/Section.jsdom.test.tsx'), code),
    ).not.toContain(restricted);
  });

  it('fails when the contact service imports the tooling', async () => {
    const rules = await messages(
      path.resolve('service/src/usesTooling.ts'),
      "import { securityHeaders } from '../../tooling/site-build/deploy-headers.mjs';\nexport const headers = securityHeaders;\n",
    );
    expect(rules).toContain(restricted);
  });

  it('fails when the build imports the translation checks, in a module or a script', async () => {
    expect(
      await messages(
        path.resolve('tooling/site-build/usesChecks.ts'),
        "import { checkLanguage } from '../i18n/check.ts';\nexport const check = checkLanguage;\n",
      ),
    ).toContain(restricted);
    expect(
      await messages(
        path.resolve('tooling/site-build/usesChecks.mjs'),
        "import { checkLanguage } from '../i18n/check.ts';\nexport const check = checkLanguage;\n",
      ),
    ).toContain(restricted);
  });

  it('lets the build read the languages from the catalogue', async () => {
    const rules = await messages(
      path.resolve('tooling/site-build/readsLanguages.ts'),
      "import { DEFAULT_LOCALE } from '../../shared/locales.ts';\nexport const locale = DEFAULT_LOCALE;\n",
    );
    expect(rules).not.toContain(restricted);
  });

  it('fails when shared/ imports the app, the service or the tooling', async () => {
    const rules = await messages(
      path.resolve('shared/usesTooling.ts'),
      "import { checkLanguage } from '../tooling/i18n/check.ts';\nexport const check = checkLanguage;\n",
    );
    expect(rules).toContain(restricted);
  });
});
