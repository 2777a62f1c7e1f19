// `npm run build:pseudo`: the site with the test-only pseudo-locales (tooling/i18n/pseudo-locales.ts:
// `ar-XB`, right to left), for tests/browser/rtl.a11y.browser.test.ts and added-locale.browser.test.ts. Copies
// what a build reads into build/pseudo-src/ (node_modules linked), adds the generated
// locales/<code>/ folders there — never in the repository's locales/ — and runs the same Parcel
// and prerender pipeline as `npm run build` (tooling/site-build/build.mjs --root … --out …) into
// build/pseudo/. A production build, like dist/: a development one builds a little faster, but
// its unminified, uncompressed bundles slow every page load in the Chromium tests. `--dev` makes
// one anyway (React's hydration warnings on, for debugging). No .br and .gz files: brotli at its
// best quality took 9 s of CPU (4.8 s on two cores) for pages only the tests load, which the
// preview server compresses as it serves them.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  copyProject,
  PSEUDO_LOCALES,
  REPO_ROOT,
  writePseudoLocales,
} from '../i18n/pseudo-locales.ts';

const SOURCES = 'build/pseudo-src';
const OUT = 'build/pseudo';
const started = performance.now();
process.chdir(REPO_ROOT);

copyProject(SOURCES);
writePseudoLocales(path.join(SOURCES, 'locales'));
console.log(
  `Pseudo-locales ${PSEUDO_LOCALES.map(({ code }) => code).join(', ')} added to ${SOURCES}/locales/`,
);

const dev = process.argv.includes('--dev');
const build = spawnSync(
  process.execPath,
  [
    path.resolve('tooling/site-build/build.mjs'),
    '--root',
    SOURCES,
    '--out',
    OUT,
    '--no-precompress',
    ...(dev ? ['--dev'] : []),
  ],
  { stdio: 'inherit' },
);
if (build.status !== 0) process.exit(build.status ?? 1);
console.log(`Pseudo build in ${((performance.now() - started) / 1000).toFixed(1)} s`);
