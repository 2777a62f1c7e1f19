// `npm test`'s closing count (scripts/run-tests.mjs), with stand-in stages.
import { describe, expect, it } from 'vitest';
import { runStages, stages, vitest } from './run-tests.mjs';

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

describe('npm test (scripts/run-tests.mjs)', () => {
  it('reads passed and failed tests from Vitest', () => {
    expect(vitest(vitestOutput('2 failed | 290 passed | 8 skipped (300)'))).toMatchObject({
      passed: 290,
      failed: 2,
    });
    expect(() => vitest('Error: no tests\n')).toThrow(/number of tests/);
  });

  it('counts every test and every other stage when all pass', async () => {
    const result = await runWith({
      'test:unit': { ok: true, output: vitestOutput('700 passed (700)') },
      'test:browser': { ok: true, output: vitestOutput('130 passed (130)') },
    });
    expect(result.ran).toEqual(stages.map(([name]) => name));
    expect([result.passed, result.failed]).toEqual([700 + 130 + stages.length - 2, 0]);
  });

  it('after a failed unit stage, runs the rest and counts its failed tests', async () => {
    const result = await runWith({
      'test:unit': { ok: false, output: vitestOutput('1 failed | 699 passed (700)') },
      'test:browser': { ok: true, output: vitestOutput('130 passed (130)') },
    });
    expect(result.ran).toEqual(stages.map(([name]) => name));
    expect([result.passed, result.failed]).toEqual([699 + 130 + stages.length - 2, 1]);
    expect(result.log).toContain(vitestOutput('1 failed | 699 passed (700)').trimEnd());
  });

  it('side by side where allowed: the checks, the pseudo-locale build beside the others; the tests alone, the development build after the production one', async () => {
    const result = await runWith(
      {
        'test:unit': { ok: true, output: vitestOutput('700 passed (700)') },
        'test:browser': { ok: true, output: vitestOutput('130 passed (130)') },
      },
      3,
    );
    expect([...result.ran].sort()).toEqual(stages.map(([name]) => name).sort());
    expect(result.failed).toBe(0);
    expect(result.beside.get('lint')).toContain('deps');
    expect(result.beside.get('build')).toContain('build:pseudo');
    expect(result.beside.get('test:unit')).toEqual(new Set());
    expect(result.beside.get('test:browser')).toEqual(new Set());
    // The development build uses the production build's Parcel cache: never beside it.
    expect(result.beside.get('build:dev')).not.toContain('build');
    expect(result.ran.indexOf('build:dev')).toBeGreaterThan(result.ran.indexOf('build'));
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
    expect(result.log).toContain('– check:html  skipped: needs build');
    expect(result.failed).toBe(2);
    expect(result.notPassed).toEqual(['test:unit', 'build', 'check:html', 'test:browser']);
  });
});
