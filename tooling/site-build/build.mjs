// `npm run build`: clean, bundle the client and the Node renderer with Parcel, then prerender
// every route of every locale into static files. `--dev` makes a development build (React's
// hydration warnings on) into build/dev for the hydration test. `--root <dir> --out <dir>` builds
// another copy of the project (tooling/dev/build-pseudo.mjs: the test-only pseudo-locales) into <dir>,
// its renderer into <dir>-server; `.env` is still read from here. `--no-precompress` writes no
// .br and .gz files (a site only the tests serve: tooling/dev/preview.mjs compresses on the fly).
import {
  rmSync,
  existsSync,
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync,
  copyFileSync,
} from 'node:fs';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { Parcel } from '@parcel/core';
import { entryChunkUrls, entryScriptUrl, prerenderSite } from './prerender.mjs';
import { addCompileHints } from './compile-hints.mjs';
import { precompress } from './precompress.mjs';
import { entryChunks } from './entry-chunks.mjs';
import { stylesheetsByRoute } from './page-stylesheets.mjs';
import { changedSince } from './changed-since.mjs';
import { writeLocaleModule } from './codegen/locale-module.ts';
import { urlSettingProblems, writeContactSettings, writeHeaderFiles } from './deploy-headers.mjs';
import { phoneSettingProblem } from '../../content/phone.ts';
import { retentionSettingProblem } from '../../content/retention.ts';
import { settingText, switchesOff } from '../../shared/settings.ts';

const dev = process.argv.includes('--dev');
const compress = !dev && !process.argv.includes('--no-precompress');
const option = (name) => {
  const index = process.argv.indexOf(name);
  if (index === -1) return undefined;
  const value = process.argv[index + 1];
  if (!value || value.startsWith('--')) throw new Error(`${name} needs a folder`);
  return value;
};
const out = option('--out');
const root = option('--root');
const outDir = out ? path.resolve(out) : dev ? 'build/dev' : 'dist';
const serverDir = out ? path.resolve(`${out}-server`) : dev ? 'build/dev-server' : 'build/server';
// The pre-paint loader (src/entry-prepaint.ts), built on its own as one classic script that
// tooling/site-build/prerender.mjs inlines in every page.
const prepaintDir = path.join(serverDir, 'prepaint');
if (out && !path.relative(outDir, process.cwd()).startsWith('..')) {
  throw new Error(`--out ${out} would delete the project it is run from`);
}
const started = performance.now();

if (existsSync('.env')) process.loadEnvFile('.env');
// A URL setting that is not https: (http: only for 127.0.0.1 or localhost), a CONTACT_PHONE
// that is not a U.S. number, or a CONTACT_RETENTION_DAYS that is not a number of days, stops the
// build.
const settingProblems = [
  ...urlSettingProblems(process.env),
  phoneSettingProblem(settingText(process.env, 'CONTACT_PHONE')),
  retentionSettingProblem(settingText(process.env, 'CONTACT_RETENTION_DAYS')),
].filter(Boolean);
if (settingProblems.length > 0) {
  for (const problem of settingProblems) console.error(problem);
  process.exit(1);
}
// Parcel's cache for this project's builds: .parcel-cache/, and .parcel-cache-dev/ for the
// development build, whose transforms (development mode, no minifying) the production build's
// cache does not hold (cold, Parcel took 14.2 s after a production build against 13.6 s for the
// production build itself), so that the two can build at the same time (npm test runs them side by
// side), each with a cache of its own. A copy (--root) builds without one: each copy's files are
// all new to Parcel, and its cache then fails more often than it helps. So does a build into
// another folder (--out): with the project's cache, the next build into dist/ found its renderer
// missing (Parcel's cache held it as written, to the other folder, and wrote nothing).
const cacheDir =
  root || out ? undefined : path.resolve(dev ? '.parcel-cache-dev' : '.parcel-cache');
// Every other relative path below (sources, package.json, static/) is the other project's.
if (root) process.chdir(root);
process.env.NODE_ENV = dev ? 'development' : 'production';
// The development build measures with a local stub (tests/browser/analytics.browser.test.ts) and
// books on the local stand-in calendar, so it loads nothing from another host; set either
// variable to override.
const devStubs = dev && !root;
if (devStubs) {
  process.env.ANALYTICS_SRC ??= '/analytics-stub.js';
  process.env.BOOKING_URL ??= '/calendar-standin.html';
}
// The locale import module, from the locales/ folders as they are now (a language added since the
// last install or typecheck is in the build).
writeLocaleModule();
rmSync(outDir, { recursive: true, force: true });
rmSync(serverDir, { recursive: true, force: true });
if (dev && !root) rmSync('build/examples', { recursive: true, force: true });
// The Downloads page's PDFs into the output (Parcel leaves it), their sizes into the page's manifest.
await (await import('./pdfs.mjs')).generatePdfs({ outDir });

/** The files under `dir`, by path from it (none when it does not exist). */
const filesUnder = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true })
        .map(String)
        .filter((file) => statSync(path.join(dir, file)).isFile())
    : [];

/**
 * Builds with Parcel and its cache. Parcel 2.16's cache can fail a build after sources changed
 * ("bundleInfoMap[bundleId] is not iterable": a cached bundle still names a bundle the new graph
 * no longer has); then the cache is dropped and the build runs once more without it, so a
 * cached build never fails where a clean one passes. So does a build during which a source file
 * was saved (tooling/site-build/changed-since.mjs): its output, and the cache, may lack the change.
 */
async function bundle(options) {
  if (!cacheDir) return new Parcel({ ...options, shouldDisableCache: true }).run();
  // What the output folders held before Parcel wrote to them (the PDFs).
  const kept = Object.values(options.targets).map(({ distDir }) => [distDir, filesUnder(distDir)]);
  const clean = (why) => {
    console.warn(`${why}: again, clean`);
    rmSync(cacheDir, { recursive: true, force: true });
    // What the first run wrote goes too: a run that fails can leave bundles the clean run's graph
    // does not have (stale chunks in the site, under names no page loads).
    for (const [dir, before] of kept)
      for (const file of filesUnder(dir)) if (!before.includes(file)) rmSync(path.join(dir, file));
    return new Parcel({ ...options, cacheDir, shouldDisableCache: true }).run();
  };
  // File times come from the kernel's coarser clock, a few milliseconds behind Date.now().
  const started = Date.now() - 20;
  let result;
  try {
    result = await new Parcel({ ...options, cacheDir }).run();
  } catch (error) {
    return clean(`Parcel failed with its cache (${String(error.message).split('\n')[0]})`);
  }
  const changed = changedSince(started);
  if (changed.length === 0) return result;
  const some = changed.slice(0, 3).join(', ') + (changed.length > 3 ? ', …' : '');
  return clean(`${changed.length} file(s) changed while Parcel built (${some})`);
}

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
/**
 * One of package.json's targets, bundled on its own. The client and the renderer are two runs,
 * not one: with a Node entry in the same run, Parcel writes every chunk's hashed name into the
 * client's entry script (a runtime manifest: 2 KiB gzip on every page's first load, and a new
 * entry after any change to any page) instead of resolving `import()` through the import map each
 * page already carries. Each run has its own entries, so each has its own graph in the cache.
 */
const bundleTarget = (name, distDir) => {
  const { source, ...target } = pkg.targets[name];
  return bundle({
    entries: source,
    defaultConfig: '@parcel/config-default',
    mode: dev ? 'development' : 'production',
    defaultTargetOptions: { shouldOptimize: !dev, shouldScopeHoist: !dev, sourceMaps: dev },
    targets: { [name]: { ...target, distDir } },
  });
};
const { bundleGraph, buildTime } = await bundleTarget('client', outDir);
const rendered = await bundleTarget('server', serverDir);
console.log(
  `Parcel: ${bundleGraph.getBundles().length + rendered.bundleGraph.getBundles().length} bundles in ${((buildTime + rendered.buildTime) / 1000).toFixed(1)} s`,
);
// The pre-paint loader, minified and hoisted in every build (it is inlined in every page, where
// the development build's module runtime would only make it longer).
await bundle({
  entries: 'src/entry-prepaint.ts',
  defaultConfig: '@parcel/config-default',
  mode: 'production',
  defaultTargetOptions: { shouldOptimize: true, shouldScopeHoist: true, sourceMaps: false },
  targets: {
    prepaint: {
      context: 'browser',
      outputFormat: 'global',
      isLibrary: false,
      distDir: prepaintDir,
      engines: pkg.targets.client.engines,
    },
  },
});

if (dev && !root) {
  // The kit's examples page (src/examples), for its Chromium tests.
  await bundle({
    entries: 'src/examples/index.html',
    defaultConfig: '@parcel/config-default',
    mode: 'development',
    targets: {
      examples: {
        context: 'browser',
        distDir: 'build/examples',
        publicUrl: '/',
        engines: pkg.targets.client.engines,
      },
    },
  });
}

if (devStubs) {
  writeFileSync(path.join(outDir, 'analytics-stub.js'), 'window.__analyticsLoaded = true;\n');
  copyFileSync('tooling/dev/calendar-standin.html', path.join(outDir, 'calendar-standin.html'));
}

const server = await import(pathToFileURL(path.resolve(serverDir, 'entry-server.js')).href);
const pages = await prerenderSite(server, outDir, {
  loader: readFileSync(path.join(prepaintDir, 'entry-prepaint.js'), 'utf8'),
  stylesheets: stylesheetsByRoute(bundleGraph, pkg.targets.client.publicUrl, server.routeLists),
  entryChunks: entryChunks(bundleGraph, pkg.targets.client.publicUrl),
});
// The scripts every page runs at once, compiled while they stream in (compile-hints.mjs); not in
// the development build, whose source maps a line more would shift.
if (!dev) {
  const home = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const entry = entryScriptUrl(home);
  if (!entry) throw new Error(`No entry script in ${outDir}/index.html`);
  addCompileHints(outDir, [entry, ...entryChunkUrls(home)], pkg.targets.client.publicUrl);
}
if (compress) await precompress(outDir);
// The response headers (CSP with the hashes of the inline scripts just written), for the host.
const cspReportUrl = settingText(process.env, 'CSP_REPORT_URL');
writeHeaderFiles(outDir, {
  ...server.site,
  cspReportUrl: cspReportUrl && !switchesOff(cspReportUrl) ? cspReportUrl : '',
});
// What the privacy notice states about the contact service, for the service to check at start.
writeContactSettings(outDir, server.site);
console.log(
  `Prerendered ${pages} pages into ${outDir}/ — total ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
