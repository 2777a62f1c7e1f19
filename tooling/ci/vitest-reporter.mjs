// A Vitest reporter beside the default one (vitest.config.ts) that says what the default summary
// hides, for `npm test` (tooling/ci/run-tests.mjs) to count:
// - `not run: N test(s), <suite>: <why>`: tests that never ran because something before them
//   failed (a beforeAll that could not launch a browser or open a page, a test file that could
//   not be loaded). Vitest counts them as "skipped", like a test skipped on purpose (`it.runIf`).
// - with TEST_PROGRESS set (run-tests.mjs sets it), `progress: <file>  <counts>` as each test file
//   ends, so a long stage shows it is moving.

/** The first line of an error's message. */
const firstLine = (error) =>
  `${error?.name && error.name !== 'Error' ? `${error.name}: ` : ''}${error?.message ?? error}`
    .split('\n')[0]
    .trim();

/** The nearest suite or module (the test's own, or above) with an error of its own, if any. */
function failedAncestor(test) {
  for (let parent = test.parent; parent; parent = parent.parent) {
    if (parent.errors().length > 0) return parent;
    if (parent.type === 'module') break;
  }
  return undefined;
}

/** What a test file did, as counts: `12 passed, 1 failed, 3 not run, 2 skipped`. */
function counts(module) {
  const by = { passed: 0, failed: 0, 'not run': 0, skipped: 0 };
  for (const test of module.children.allTests()) {
    const state = test.result().state;
    if (state === 'skipped' && failedAncestor(test)) by['not run'] += 1;
    else if (state in by) by[state] += 1;
  }
  return Object.entries(by)
    .filter(([state, n]) => n > 0 || state === 'passed')
    .map(([state, n]) => `${n} ${state}`)
    .join(', ');
}

export default class NotRunReporter {
  onInit(vitest) {
    this.vitest = vitest;
    this.started = new Map();
  }

  onTestModuleStart(module) {
    this.started.set(module.moduleId, performance.now());
  }

  onTestModuleEnd(module) {
    if (!process.env.TEST_PROGRESS) return;
    const since = this.started.get(module.moduleId) ?? performance.now();
    const seconds = ((performance.now() - since) / 1000).toFixed(0);
    const failed = module.errors().length > 0 ? ', failed to load' : '';
    process.stdout.write(
      `progress: ${module.relativeModuleId}  ${counts(module)}${failed}  ${seconds} s\n`,
    );
  }

  onTestRunEnd(modules) {
    const lines = [];
    for (const module of modules) {
      const tests = [...module.children.allTests()];
      // A file that could not be loaded: its tests were never collected; it counts as one.
      if (tests.length === 0 && module.errors().length > 0) {
        lines.push(
          `not run: 1 test file, ${module.relativeModuleId}: ${firstLine(module.errors()[0])}`,
        );
        continue;
      }
      const groups = new Map();
      for (const test of tests) {
        if (test.result().state !== 'skipped') continue;
        const ancestor = failedAncestor(test);
        if (!ancestor) continue;
        groups.set(ancestor, (groups.get(ancestor) ?? 0) + 1);
      }
      for (const [ancestor, n] of groups) {
        const where =
          ancestor.type === 'module'
            ? ancestor.relativeModuleId
            : `${module.relativeModuleId} > ${ancestor.fullName}`;
        lines.push(
          `not run: ${n} test${n === 1 ? '' : 's'}, ${where}: ${firstLine(ancestor.errors()[0])}`,
        );
      }
    }
    if (lines.length > 0) process.stdout.write(`\n${lines.join('\n')}\n`);
  }
}
