import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';

// .ci/run installs Node.js itself on machines whose node is too old: one exact, known release,
// and no package install script (which, for npm's `node` package, downloads a binary).
const ci = readFileSync('.ci/run', 'utf8');

describe('.ci/run', () => {
  it('pins one exact Node.js 24 release', () => {
    const version = /^NODE_VERSION=(\S+)$/m.exec(ci)?.[1];
    expect(version).toMatch(/^24\.\d+\.\d+$/);
    // The one npm install of Node names that variable (a command may continue over lines), never a range such as node@24.
    expect(ci).not.toMatch(/\bnode@/);
    const installs = [...ci.matchAll(/npm install(?:[^\n\\]|\\\n)*/g)].map(([line]) => line);
    const nodeInstalls = installs.filter((line) => /node_package/.test(line));
    expect(nodeInstalls).toHaveLength(1);
    expect(nodeInstalls[0]).toMatch(/"\$node_package@\$NODE_VERSION"/);
  });

  it('runs no install script while installing Node.js, and checks what it got', () => {
    const install = /npm install[^\n]*\\\n[^\n]*node_package@/.exec(ci)?.[0] ?? '';
    expect(install).toMatch(/--ignore-scripts/);
    expect(ci).toMatch(/"\$\(node --version\)" != "v\$NODE_VERSION"/);
  });

  it('runs exactly the README’s two commands', () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(readme).toMatch(/npm install && npm start/);
    expect(ci.trimEnd().split('\n').slice(-2)).toEqual(['npm install', 'npm test']);
  });
});
