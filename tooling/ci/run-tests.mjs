// `npm test`: every check, each as `npm run <stage> --silent` with its output captured. Stages
// run as soon as the stages they come after have finished, two at a time on a machine with two
// cores or more (most stages keep one core busy: lint and types side by side, the pseudo-locale
// build beside the others). A stage that passes prints one line (`✓ <stage>  <seconds> s
// <summary>`) when it ends; one that fails prints its whole output, then `✗ <stage>`, and the
// stages that need what it makes (the browser tests need the builds) are skipped. While a test
// stage runs, a line per finished test file (`  <stage>  <file>  <counts>`) shows it moving. The
// last line is always `N passed, M failed`: the Vitest tests of test:unit, test:browser and
// test:nginx, each other stage as one check; a test that never ran (its suite could not start:
// counted by tooling/ci/vitest-reporter.mjs) and a stage skipped count as failed. Exit code 1 if
// M > 0.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

/**
 * Reads a Vitest summary (`Tests  2 failed | 290 passed | 8 skipped (298)`), and the figures tests
 * print.
 */
export function vitest(output) {
  const tests = output.match(/^\s*Tests\s+(.+)$/m)?.[1] ?? '';
  const passed = tests.match(/(\d+) passed/)?.[1];
  const failed = tests.match(/(\d+) failed/)?.[1];
  if (passed === undefined && failed === undefined) {
    throw new Error('could not read the number of tests passed');
  }
  // Tests that never ran (tooling/ci/vitest-reporter.mjs's `not run: N test(s)` lines): Vitest counts
  // them as skipped; a file that could not be loaded (`not run: 1 test file`) it does not count.
  let notRun = 0;
  let notRunSkipped = 0;
  for (const [, n, file] of output.matchAll(/^not run: (\d+) test( file)?/gm)) {
    notRun += Number(n);
    if (!file) notRunSkipped += Number(n);
  }
  const skipped = Number(tests.match(/(\d+) skipped/)?.[1] ?? 0) - notRunSkipped;
  const files = output.match(/^\s*Test Files\s+.*?(\d+) passed/m)?.[1];
  const allFailed = Number(failed ?? 0) + notRun;
  return {
    passed: Number(passed ?? 0),
    failed: allFailed,
    summary: [
      `${passed ?? 0} passed`,
      failed && `${failed} failed`,
      notRun > 0 && `${notRun} not run`,
      skipped > 0 && `${skipped} skipped`,
      files && `${files} file${files === '1' ? '' : 's'}`,
      // Figures tests print on a line of their own: the sweep's largest first load, the
      // receiver's fuzz and kill -9 counts, the deploy's HTTP Observatory grade.
      ...['first load', 'receiver fuzz', 'receiver kill -9', 'observatory'].map((label) => {
        const line = output.match(new RegExp(`^${label}: (.+)$`, 'm'))?.[1];
        return line && `${label} ${line}`;
      }),
    ]
      .filter(Boolean)
      .join(', '),
  };
}

/** Reads tooling/site-build/build.mjs's `Parcel: N bundles …` and `Prerendered N pages …`. */
function build(output) {
  const pages = output.match(/Prerendered (\d+) pages/)?.[1];
  const bundles = output.match(/Parcel: (\d+) bundles/)?.[1];
  return {
    summary: [pages && `${pages} pages prerendered`, bundles && `${bundles} bundles`]
      .filter(Boolean)
      .join(', '),
  };
}

/** The last line of the output when it is short, else nothing. */
function lastLine(output) {
  const line = output.trim().split('\n').at(-1)?.trim() ?? '';
  return { summary: line.length <= 72 ? line : '' };
}

/**
 * Each stage: its npm script, how its output is read, the stages it needs (skipped when one did
 * not pass) and the stages it comes after (whatever their result). Nothing else runs beside the
 * node and jsdom tests or the browser tests (each keeps both cores busy) but the nginx deploy
 * test, beside the browser tests, which mostly waits; the builds run two at a time, each with a
 * Parcel cache of its own (the production and development builds) or none (the pseudo-locale
 * build's copy), the production and development builds first, then the pseudo-locale build beside
 * the HTML checks (after the production build).
 */
const checks = ['lint:eslint', 'typecheck', 'lint:style', 'deps', 'i18n:check'];
export const stages = [
  // `npm run lint` in two stages, the longest first: ESLint (about 21 s on one core) beside the
  // types, then Stylelint and Prettier (about 13 s) beside the rest (one stage of 34 s was the
  // longest of the checks: 45 s beside the types).
  ['lint:eslint', () => ({ summary: 'no problems' })],
  ['typecheck', () => ({ summary: 'no errors' })],
  ['lint:style', () => ({ summary: 'no problems' })],
  // package.json says what the code uses (knip.jsonc): no dependency nothing imports.
  ['deps', () => ({ summary: 'every dependency used, none unlisted' })],
  ['i18n:check', lastLine],
  ['test:unit', vitest, [], checks],
  ['build', build, [], ['test:unit']],
  ['build:dev', build, [], ['test:unit']],
  ['build:pseudo', build, [], ['test:unit']],
  ['check:html', lastLine, ['build']],
  ['test:browser', vitest, ['build', 'build:dev', 'build:pseudo'], ['check:html']],
  // The deploy on real nginx mostly waits (about 15% of a core): beside the browser tests.
  ['test:nginx', vitest, ['build'], ['check:html']],
  // The recipes of docs/editing.md in a copy of the project, and the checks they answer to
  // (tests/recipes/recipes-drill.ts: its own build and browser run, so after the browser tests).
  ['test:recipes', lastLine, [], ['test:browser', 'test:nginx']],
];

// The npm that runs this script (`npm test`), else the one on PATH.
const npmCli = process.env.npm_execpath;
const npm = npmCli && /npm-cli\.[cm]?js$/.test(npmCli) ? [process.execPath, npmCli] : ['npm'];

/** The stages' processes now running (stopped with `npm test` itself). */
const running = new Set();

/**
 * Runs a command with stdout and stderr captured together, in the order they were written; each
 * `progress: …` line of its stdout goes to `progress` as it comes.
 * @param {string} command
 * @param {string[]} args
 * @param {(line: string) => void} [progress]
 * @param {NodeJS.ProcessEnv} [env]
 */
export function run(command, args, progress = () => {}, env = process.env) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
      env,
    });
    running.add(child);
    let partial = '';
    child.stdout.on('data', (chunk) => {
      chunks.push(chunk);
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        if (/^progress: /.test(stripVTControlCharacters(line))) progress(line);
      }
    });
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      running.delete(child);
      resolve({ ok: code === 0, output: Buffer.concat(chunks).toString('utf8') });
    });
  });
}

/**
 * Runs the stages with `runStage(name, progress)` → { ok, output }, at most `parallel` at a time,
 * each once every stage it needs or comes after has finished, in list order among those ready; a
 * stage whose needs did not pass is skipped (and counts as one failure: its checks did not run).
 * Logs a stage's progress lines as they come (`  <stage>  <what>`), one line per stage as it ends
 * (a failed one's output first), and returns the counts.
 */
export async function runStages(list, runStage, log = console.log, parallel = 1) {
  let passed = 0;
  let failed = 0;
  const notPassed = new Set();
  const finished = new Set();
  const waiting = [...list];
  const settled = (names) => names.every((stage) => finished.has(stage));

  async function runOne([name, read, needs = []]) {
    const missing = needs.filter((stage) => notPassed.has(stage));
    if (missing.length > 0) {
      log(`– ${name}  skipped: needs ${missing.join(', ')} (its tests did not run)`);
      notPassed.add(name);
      failed += 1;
      return;
    }
    const since = performance.now();
    const { ok, output } = await runStage(name, (line) =>
      log(`  ${name}  ${stripVTControlCharacters(line).replace(/^progress: /, '')}`),
    );
    let result;
    try {
      result = read(stripVTControlCharacters(output));
    } catch (error) {
      result = { reason: error.message };
    }
    // A stage that is not a test runner counts as one check; so does a runner that printed no count.
    const counted = result.passed !== undefined;
    const time = `${((performance.now() - since) / 1000).toFixed(1)} s`;
    const summary = result.summary ? `  ${result.summary}` : '';
    if (ok && !result.reason) {
      passed += counted ? result.passed : 1;
      log(`✓ ${name}  ${time}${summary}`);
      return;
    }
    log(output.trimEnd());
    if (result.reason) log(result.reason);
    if (counted) passed += result.passed;
    failed += counted && result.failed > 0 ? result.failed : 1;
    notPassed.add(name);
    log(`✗ ${name}  ${time}${summary}`);
  }

  await new Promise((resolve) => {
    let active = 0;
    const next = () => {
      while (active < parallel) {
        const index = waiting.findIndex(([, , needs = [], after = []]) =>
          settled([...needs, ...after]),
        );
        if (index === -1) break;
        const [stage] = waiting.splice(index, 1);
        active += 1;
        void runOne(stage).then(() => {
          active -= 1;
          finished.add(stage[0]);
          next();
        });
      }
      if (active > 0) return;
      // A stage left waiting comes after one that is not in the list (or after itself).
      for (const [name] of waiting.splice(0)) {
        log(`– ${name}  skipped: comes after a missing stage`);
        notPassed.add(name);
        failed += 1;
      }
      resolve();
    };
    next();
  });
  return { passed, failed, notPassed: [...notPassed] };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      for (const child of running) child.kill(signal);
      process.exit(130);
    });
  }
  const started = performance.now();
  // No Chromium or nginx (or a wrong CHROMIUM_PATH or NGINX_PATH): stop at once, before building.
  const preflight = await run(process.execPath, ['tooling/ci/preflight.mjs']);
  if (!preflight.ok) {
    console.log(preflight.output.trimEnd());
    console.log('✗ preflight');
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
  const { passed, failed, notPassed } = await runStages(
    stages,
    // TEST_PROGRESS: Vitest's reporter (tooling/ci/vitest-reporter.mjs) prints a line per test file.
    (name, progress) =>
      run(npm[0], [...npm.slice(1), 'run', name, '--silent'], progress, {
        ...process.env,
        TEST_PROGRESS: '1',
      }),
    console.log,
    Math.min(2, availableParallelism()),
  );
  console.log(
    `${stages.length - notPassed.length} of ${stages.length} stages passed in ${Math.round((performance.now() - started) / 1000)} s` +
      (notPassed.length > 0 ? ` (not passed: ${notPassed.join(', ')})` : ''),
  );
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}
