import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT } from './compile-hints.mjs';

describe('addCompileHints', () => {
  it('puts the hint on the first line of each script named, once, and leaves the others', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
    for (const name of ['main.1.js', 'client.2.js', 'Page.3.js'])
      writeFileSync(path.join(dir, name), `function ${name.split('.')[0]}(){}\n`);
    addCompileHints(dir, ['/main.1.js', '/client.2.js']);
    addCompileHints(dir, ['/main.1.js']);
    const read = (name: string) => readFileSync(path.join(dir, name), 'utf8');
    expect(read('main.1.js')).toBe(`${COMPILE_HINT}function main(){}\n`);
    expect(read('client.2.js')).toBe(`${COMPILE_HINT}function client(){}\n`);
    expect(read('Page.3.js')).toBe('function Page(){}\n');
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });
});
