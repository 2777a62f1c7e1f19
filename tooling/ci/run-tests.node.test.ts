// `npm test`'s closing count (tooling/ci/run-tests.mjs), with stand-in stages.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { run, runStages, stages, vitest } from './run-tests.mjs';

const vitestOutput = (tests: string) => ` Test Files  3 passed (3)\n      Tests  ${tests}\n`;

/**
 * Runs the real stage list with canned outputs, `parallel` at a time; returns the log, the counts
 * and, for each stage, the stages running beside it at any moment.
 */
async function runWith(outputs: Record<string, { ok: boolean; output: string }>, parallel = 1) {
  const log: string[] = [];
  const ran: string[] = [];
  const running = new Set<string>();
  const beside = new Map<string, Set<string>>();
  const counts = await runStages(
    stages,
    async (name: string) => {
      ran.push(name);
      beside.set(name, new Set(running));
      for (const other of running) beside.get(other)!.add(name);
      running.add(name);
      // The test runners and the HTML checks take longest; the rest end at once.
      const ms = name.startsWith('test:') ? 20 : name === 'check:html' ? 15 : 5;
      await new Promise((resolve) => setTimeout(resolve, ms));
      running.delete(name);
      return outputs[name] ?? { ok: true, output: 'Prerendered 51 pages\n' };
    },
    (line: string) => log.push(line),
    parallel,
  );
  return { log, ran, beside, ...counts };
}

describe('npm test (tooling/ci/run-tests.mjs)', () => {
  it('reads passed and failed tests from Vitest', () => {
    expect(vitest(vitestOutput('2 failed | 290 passed | 8 skipped (300)'))).toMatchObject({
      passed: 290,
      failed: 2,
    });
    expect(() => vitest('Error: no tests\n')).toThrow(/number of tests/);
  });

  it('counts the tests that never ran (tooling/ci/vitest-reporter.mjs) as failed, not skipped', () => {
    const output =
      vitestOutput('1076 passed | 12 skipped (1088)') +
      '\nnot run: 10 tests, tests/browser/engines.a11y.browser.test.ts > firefox: ProtocolError: …\n' +
      'not run: 1 test file, tests/browser/x.browser.test.ts: SyntaxError: …\n';
    const result = vitest(output);
    expect(result).toMatchObject({ passed: 1076, failed: 11 });
    expect(result.summary).toContain('11 not run');
    expect(result.summary).toContain('2 skipped');
  });

  it('passes on the progress lines of a stage while it runs, and counts a skipped stage as failed', async () => {
    const log: string[] = [];
    const counts = await runStages(
      [
        ['build', () => ({ summary: '' })],
        ['test:browser', vitest, ['build']],
        ['test:unit', vitest],
      ],
      async (name: string, progress: (line: string) => void) => {
        if (name === 'build') return { ok: false, output: 'Error: ENOENT\n' };
        progress('progress: a.node.test.ts  3 passed  1 s');
        log.push('(still running)');
        return { ok: true, output: vitestOutput('3 passed (3)') };
      },
      (line: string) => log.push(line),
    );
    expect(log).toContain('– test:browser  skipped: needs build (its tests did not run)');
    expect(log.indexOf('  test:unit  a.node.test.ts  3 passed  1 s')).toBe(
      log.indexOf('(still running)') - 1,
    );
    expect([counts.passed, counts.failed]).toEqual([3, 2]);
  });

  it('counts every test and every other stage when all pass', async () => {
    const result = await runWith({
      'test:unit': { ok: true, output: vitestOutput('700 passed (700)') },
      'test:browser': { ok: true, output: vitestOutput('130 passed (130)') },
      'test:nginx': { ok: true, output: vitestOutput('120 passed (120)') },
    });
    expect(result.ran).toEqual(stages.map(([name]) => name));
    expect([result.passed, result.failed]).toEqual([700 + 130 + 120 + stages.length - 3, 0]);
  });

  it('after a failed unit stage, runs the rest and counts its failed tests', async () => {
    const result = await runWith({
      'test:unit': { ok: false, output: vitestOutput('1 failed | 699 passed (700)') },
      'test:browser': { ok: true, output: vitestOutput('130 passed (130)') },
      'test:nginx': { ok: true, output: vitestOutput('120 passed (120)') },
    });
    expect(result.ran).toEqual(stages.map(([name]) => name));
    expect([result.passed, result.failed]).toEqual([699 + 130 + 120 + stages.length - 3, 1]);
    expect(result.log).toContain(vitestOutput('1 failed | 699 passed (700)').trimEnd());
  });

  it('side by side where allowed: the checks, the builds, the nginx deploy test beside the browser tests; the node and jsdom tests alone', async () => {
    const result = await runWith(
      {
        'test:unit': { ok: true, output: vitestOutput('700 passed (700)') },
        'test:browser': { ok: true, output: vitestOutput('130 passed (130)') },
        'test:nginx': { ok: true, output: vitestOutput('120 passed (120)') },
      },
      3,
    );
    expect([...result.ran].sort()).toEqual(stages.map(([name]) => name).sort());
    expect(result.failed).toBe(0);
    expect(result.beside.get('lint:eslint')).toContain('typecheck');
    expect(result.beside.get('lint:style')).not.toContain('test:unit');
    expect(result.beside.get('build')).toContain('build:pseudo');
    expect(result.beside.get('test:unit')).toEqual(new Set());
    // The nginx deploy test, which mostly waits, is the one beside the browser tests.
    expect([...result.beside.get('test:browser')!].filter((name) => name !== 'test:nginx')).toEqual(
      [],
    );
    expect(result.beside.get('test:nginx')).not.toContain('test:unit');
    // Each build has a Parcel cache of its own (or none): the production and development builds
    // side by side, then the pseudo-locale build.
    expect(result.beside.get('build:dev')).toContain('build');
    // The recipes drill (its own build and browser run) comes last, alone.
    expect(result.ran.indexOf('test:recipes')).toBe(stages.length - 1);
    expect(result.beside.get('test:recipes')).toEqual(new Set());
  });

  it('a failed build skips what needs it, and a crashed runner counts as one failure', async () => {
    const result = await runWith({
      'test:unit': { ok: false, output: 'Error: Failed to start forks worker\n' },
      build: { ok: false, output: 'Error: ENOENT\n' },
    });
    expect(result.ran).not.toContain('check:html');
    expect(result.ran).not.toContain('test:browser');
    expect(result.ran).not.toContain('test:nginx');
    expect(result.log).toContain('– check:html  skipped: needs build (its tests did not run)');
    // The two that failed and the three they skipped.
    expect(result.failed).toBe(5);
    expect(result.notPassed).toEqual([
      'test:unit',
      'build',
      'check:html',
      'test:browser',
      'test:nginx',
    ]);
  });

  it('passes on the progress lines a stage prints as they come, whole, and keeps its whole output', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'progress-'));
    const go = path.join(dir, 'go');
    const seen: string[] = [];
    // Lines split across writes; the stage ends only once the test has seen its progress.
    const script = `const { existsSync } = require('node:fs');
process.stdout.write('progress: a.test.ts  2 pass');
setTimeout(() => process.stdout.write('ed  1 s\\nother line\\n'), 50);
setTimeout(() => console.log('progress: b.test.ts  1 passed  0 s'), 100);
const wait = setInterval(() => existsSync(${JSON.stringify(go)}) && (clearInterval(wait), console.log('done')), 20);`;
    try {
      const { ok, output } = await run(process.execPath, ['-e', script], (line: string) => {
        seen.push(line);
        if (seen.length === 2) writeFileSync(go, '');
      });
      expect(seen).toEqual([
        'progress: a.test.ts  2 passed  1 s',
        'progress: b.test.ts  1 passed  0 s',
      ]);
      expect(ok).toBe(true);
      expect(output).toContain('other line\nprogress: b.test.ts  1 passed  0 s\ndone');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
