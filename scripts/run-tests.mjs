// `npm test`: every check in order, each as `npm run <stage> --silent` with its output captured.
// A stage that passes prints one line (`✓ <stage>  <seconds> s  <summary>`); the first that fails
// prints its whole output, then `✗ <stage>`, and stops with exit code 1. When all pass, the last
// line is `N passed, 0 failed`, N being the Vitest tests passed in test:unit and test:browser.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { stripVTControlCharacters } from 'node:util';

/** Reads a Vitest summary (`Tests  290 passed | 8 skipped (298)`), and the figures tests print. */
function vitest(output) {
  const tests = output.match(/^\s*Tests\s+(.+)$/m)?.[1] ?? '';
  const passed = tests.match(/(\d+) passed/)?.[1];
  if (passed === undefined) throw new Error('could not read the number of tests passed');
  const skipped = tests.match(/(\d+) skipped/)?.[1];
  const files = output.match(/^\s*Test Files\s+.*?(\d+) passed/m)?.[1];
  return {
    passed: Number(passed),
    summary: [
      `${passed} passed`,
      skipped && `${skipped} skipped`,
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

/** Reads scripts/build.mjs's `Parcel: N bundles …` and `Prerendered N pages …`. */
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

const stages = [
  ['lint', () => ({ summary: 'no problems' })],
  ['typecheck', () => ({ summary: 'no errors' })],
  ['i18n:check', lastLine],
  ['test:unit', vitest],
  ['build', build],
  ['check:html', lastLine],
  ['build:dev', build],
  ['build:pseudo', build],
  ['test:browser', vitest],
];

// The npm that runs this script (`npm test`), else the one on PATH.
const npmCli = process.env.npm_execpath;
const npm = npmCli && /npm-cli\.[cm]?js$/.test(npmCli) ? [process.execPath, npmCli] : ['npm'];

let current;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    current?.kill(signal);
    process.exit(130);
  });
}

/** Runs a command with stdout and stderr captured together, in the order they were written. */
function run(command, args) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
    });
    current = child;
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      current = undefined;
      resolve({ ok: code === 0, output: Buffer.concat(chunks).toString('utf8') });
    });
  });
}

function fail(name, output, reason) {
  process.stdout.write(output.endsWith('\n') || output === '' ? output : `${output}\n`);
  if (reason) console.log(reason);
  console.log(`✗ ${name}`);
  process.exit(1);
}

const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);
const started = performance.now();

// No Chromium or nginx (or a wrong CHROMIUM_PATH or NGINX_PATH): stop at once, before building.
const preflight = await run(process.execPath, ['scripts/preflight.mjs']);
if (!preflight.ok) fail('preflight', preflight.output);

let passed = 0;
for (const [name, read] of stages) {
  const since = performance.now();
  const { ok, output } = await run(npm[0], [...npm.slice(1), 'run', name, '--silent']);
  if (!ok) fail(name, output);
  let result;
  try {
    result = read(stripVTControlCharacters(output));
  } catch (error) {
    fail(name, output, error.message);
  }
  passed += result.passed ?? 0;
  console.log(`✓ ${name}  ${seconds(since)} s${result.summary ? `  ${result.summary}` : ''}`);
}

console.log(`All ${stages.length} stages passed in ${Math.round(seconds(started))} s`);
console.log(`${passed} passed, 0 failed`);
