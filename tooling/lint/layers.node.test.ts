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
