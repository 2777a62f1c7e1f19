import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

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

  it.runIf(process.platform === 'linux')(
    'brings an engine older than the tests need up to date: apt-get update, then install',
    () => {
      const bin = mkdtempSync(path.join(tmpdir(), 'ci-run-'));
      const log = path.join(bin, 'log');
      const fake = (name: string, script: string) => {
        writeFileSync(path.join(bin, name), `#!/bin/sh\n${script}\n`);
        chmodSync(path.join(bin, name), 0o755);
        return path.join(bin, name);
      };
      try {
        // apt-get, npm and sudo write down what they were asked; the browsers are old stand-ins.
        for (const name of ['apt-get', 'npm', 'sudo'])
          fake(name, `echo "${name} $*" >> ${log}; [ "$1" = --version ] && echo 11.0.0; exit 0`);
        const run = spawnSync('bash', ['.ci/run'], {
          encoding: 'utf8',
          env: {
            ...process.env,
            PATH: `${bin}:${process.env.PATH}`,
            CHROMIUM_PATH: fake('chromium', 'echo Chromium 120.0.6099.224'),
            FIREFOX_PATH: fake('firefox', 'echo Mozilla Firefox 128.5.0esr'),
          },
        });
        expect(run.status, run.stderr).toBe(0);
        const calls = readFileSync(log, 'utf8')
          .split('\n')
          .filter((line) => line.startsWith('apt-get') || line.startsWith('sudo apt-get'));
        expect(calls[0]).toMatch(/apt-get update$/);
        expect(calls[1]).toMatch(/apt-get install -y (.* )?chromium firefox-esr/);
      } finally {
        rmSync(bin, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
