// `node tooling/measure/bench-load.mjs`: what a first visit costs on a mid-range phone, measured on built sites
// (this builds nothing): Total Blocking Time and Largest Contentful Paint of each route, and each
// route's LCP divided by that of its no-JS twin (the same prerendered page with every <script>
// removed, served from a copy of the site). Lighthouse is not a dependency of the project; this
// reproduces its mobile setting with the DevTools Protocol: CPU throttled 4×, the network as
// Lighthouse's DevTools throttling has it (562.5 ms round trip, 1,474.56 kbit/s down, 675 up), a
// 412 × 823 viewport, a fresh context (empty cache) per load, and reads the figures from
// Chromium's performance trace:
// - FCP and LCP: the main frame's `firstContentfulPaint` and last
//   `largestContentfulPaint::Candidate` events, from its `navigationStart`;
// - CLS: the main frame's `LayoutShift` events, summed (nothing is pressed);
// - TBT: over the renderer main thread's top-level tasks (`ThreadControllerImpl::RunTask`) that end
//   after FCP, the sum of (the part after FCP − 50 ms) where positive, until the page is quiet (no
//   task over 50 ms for 5 s after load, as Lighthouse's Time to Interactive waits for: so the
//   idle-time hydration of deferred parts is counted).
//
//   node tooling/measure/bench-load.mjs [--runs=<n>] [--routes=/,/es,…] [--nojs=<routes whose twin loads>]
//                               [--trace=<dir>] [--json=<file>] <site dir> […]
//
// Several site dirs (e.g. a build of main and one of a branch, `node tooling/site-build/build.mjs --out
// build/<name>`) are measured in turn, route by route and run by run (A B A B …), so a machine
// whose speed drifts moves both alike; min, median and max of the runs are printed per site.
/* global window */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from '../ci/chromium.mjs';
import { startPreview } from '../dev/preview.mjs';
import { median } from './bench-report.mjs';

const args = process.argv.slice(2);
const option = (name) =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.slice(`--${name}=`.length);
const RUNS = Number(option('runs') ?? 3);
const ROUTES = (option('routes') ?? '/,/es,/Documents,/ncua,/insights').split(',');
const traceDir = option('trace');
/** The routes whose no-JS twin is also loaded (each a second cold load per run). */
const NOJS_ROUTES = (option('nojs') ?? ROUTES.join(',')).split(',');
const sites = args.filter((arg) => !arg.startsWith('--'));
if (sites.length === 0) sites.push('dist');

const THROTTLE = 4;
const NETWORK = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const QUIET_MS = 5000;
const LONG_TASK_MS = 50;

/** The route's prerendered HTML file in a site dir. */
const htmlFile = (dir, route) => path.join(dir, route, 'index.html');

/**
 * A copy of the site whose measured pages have no script: every <script> element removed (the
 * pre-paint loader, the import map), their precompressed copies deleted so the edit is served.
 * Written under the project's `.tmp/` (which git, ESLint and Prettier leave alone), not beside the
 * site, where a `dist-nojs/` left over from a run failed lint and showed in `git status`.
 */
function noJsTwin(dir) {
  const root = path.resolve(import.meta.dirname, '../..');
  const name = path.relative(root, path.resolve(dir)).replace(/[^\w.-]+/g, '_');
  const twin = path.join(root, '.tmp', 'bench-load', `${name}-nojs`);
  rmSync(twin, { recursive: true, force: true });
  cpSync(dir, twin, { recursive: true });
  for (const route of NOJS_ROUTES) {
    const file = htmlFile(twin, route);
    const html = readFileSync(file, 'utf8').replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
    writeFileSync(file, html);
    for (const ext of ['.br', '.gz']) rmSync(file + ext, { force: true });
  }
  return twin;
}

/** FCP, LCP (ms from navigation start) and TBT (ms) from a trace's events. */
function metrics(events) {
  const nav = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame,
  );
  if (!nav) throw new Error('no navigationStart in the trace');
  const frame = nav.args.frame;
  const { pid, tid } = nav;
  const inFrame = (event) => event.args?.frame === frame || event.args?.data?.frame === frame;
  const fcp = events.find((event) => event.name === 'firstContentfulPaint' && inFrame(event));
  const lcps = events.filter(
    (event) => event.name === 'largestContentfulPaint::Candidate' && inFrame(event),
  );
  const lcp = lcps.sort((a, b) => a.ts - b.ts).at(-1);
  const fcpTs = fcp?.ts ?? nav.ts;
  const tasks = events.filter(
    (event) =>
      event.pid === pid &&
      event.tid === tid &&
      event.ph === 'X' &&
      event.name === 'ThreadControllerImpl::RunTask',
  );
  let tbt = 0;
  let tbtCpu = 0;
  const long = [];
  for (const task of tasks) {
    const end = task.ts + task.dur;
    if (end <= fcpTs) continue;
    const share = (end - Math.max(task.ts, fcpTs)) / task.dur;
    const counted = (task.dur * share) / 1000;
    const cpu = ((task.tdur ?? task.dur) * share) / 1000;
    if (task.dur / 1000 > LONG_TASK_MS) long.push(Math.round(task.dur / 1000));
    if (counted > LONG_TASK_MS) tbt += counted - LONG_TASK_MS;
    if (cpu > LONG_TASK_MS) tbtCpu += cpu - LONG_TASK_MS;
  }
  // CLS: the main frame's layout shifts (the trace's LayoutShift events, as Lighthouse reads
  // them), summed: with none, 0 by any windowing. This presses nothing, so every shift counts,
  // also those Chromium marks as after input (it does so in the emulated phone's context).
  const cls = events
    .filter(
      (event) =>
        event.name === 'LayoutShift' && (inFrame(event) || event.args?.data?.is_main_frame),
    )
    .reduce(
      (sum, event) => sum + (event.args.data.weighted_score_delta ?? event.args.data.score),
      0,
    );
  const beforeLcp = tasks
    .filter((task) => lcp && task.ts >= nav.ts && task.ts < lcp.ts)
    .reduce((sum, task) => sum + task.dur / 1000, 0);
  return {
    fcp: fcp ? (fcp.ts - nav.ts) / 1000 : NaN,
    lcp: lcp ? (lcp.ts - nav.ts) / 1000 : NaN,
    lcpNode: lcp?.args?.data?.nodeName ?? lcp?.args?.data?.type,
    lcpSize: lcp?.args?.data?.size,
    tbt,
    tbtCpu,
    cls,
    longTasks: long,
    mainThreadBeforeLcp: beforeLcp,
  };
}

/** One cold load of `url`: its metrics, and the requests made before its LCP. */
async function load(browser, url, name) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  // Long tasks as the page sees them, to know when it is quiet (not used for the figures).
  await page.addInitScript(() => {
    window.__lastLong = 0;
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          window.__lastLong = Math.max(window.__lastLong, entry.startTime + entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    } catch {
      // no long task timing
    }
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  const requests = [];
  page.on('requestfinished', async (request) => {
    const timing = request.timing();
    requests.push({ url: new URL(request.url()).pathname, start: timing.startTime, timing });
  });
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'toplevel',
      'loading',
      'blink.user_timing',
      'disabled-by-default-devtools.timeline',
    ],
  });
  const started = Date.now();
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  // Quiet: QUIET_MS without a long task after load (a page without script: QUIET_MS after load).
  for (;;) {
    const { now, quietSince } = await page.evaluate(() => ({
      now: performance.now(),
      quietSince: Math.max(
        window.__lastLong,
        performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? 0,
      ),
    }));
    if (now - quietSince >= QUIET_MS || Date.now() - started > 60_000) break;
    await page.waitForTimeout(500);
  }
  const trace = await browser.stopTracing();
  await context.close();
  if (traceDir) {
    mkdirSync(traceDir, { recursive: true });
    writeFileSync(path.join(traceDir, `${name}.json`), trace);
  }
  return { ...metrics(JSON.parse(trace.toString()).traceEvents), requests };
}

const executablePath = findChromium();
if (!executablePath) {
  console.error('No Chromium: see tooling/ci/chromium.mjs');
  process.exit(1);
}
const servers = [];
for (const dir of sites) {
  if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir}: not a built site`);
  servers.push({
    dir,
    js: await startPreview({ dir, port: 0 }),
    noJs: await startPreview({ dir: noJsTwin(dir), port: 0 }),
  });
}
const browser = await chromium.launch({ executablePath, args: chromiumArgs });
const results = {};
try {
  for (const route of ROUTES) {
    for (let run = 0; run < RUNS; run += 1) {
      for (const { dir, js, noJs } of servers) {
        const slug = `${path.basename(dir)}${route.replace(/\W+/g, '-')}-${run}`;
        const withJs = await load(browser, js.url + route, slug);
        const without = NOJS_ROUTES.includes(route)
          ? await load(browser, noJs.url + route, `${slug}-nojs`)
          : { lcp: NaN };
        const row = { ...withJs, nojsLcp: without.lcp, ratio: withJs.lcp / without.lcp };
        ((results[dir] ??= {})[route] ??= []).push(row);
        console.error(
          `${dir} ${route} run ${run + 1}: FCP ${Math.round(row.fcp)} LCP ${Math.round(row.lcp)} ` +
            `(${row.lcpNode}) no-JS LCP ${Math.round(row.nojsLcp)} ratio ${row.ratio.toFixed(3)} ` +
            `TBT ${Math.round(row.tbt)} (CPU ${Math.round(row.tbtCpu)}) CLS ${row.cls.toFixed(4)} long tasks [${row.longTasks.join(' ')}] ` +
            `main thread before LCP ${Math.round(row.mainThreadBeforeLcp)}`,
        );
      }
    }
  }
} finally {
  await browser.close();
  for (const { js, noJs } of servers) {
    await js.close();
    await noJs.close();
  }
}

const spread = (values, digits = 0) => {
  const fixed = (value) => value.toFixed(digits);
  return `${fixed(Math.min(...values))} / ${fixed(median(values))} / ${fixed(Math.max(...values))}`;
};
console.log(
  `Chromium, CPU ${THROTTLE}×, network 562.5 ms RTT 1.47 Mbit/s, ${RUNS} cold loads each; min / median / max`,
);
console.log(
  [
    'site',
    'route',
    'TBT (ms)',
    'TBT by CPU time (ms)',
    'LCP (ms)',
    'no-JS LCP (ms)',
    'LCP ratio',
    'CLS',
  ].join('\t'),
);
for (const route of ROUTES) {
  for (const { dir } of servers) {
    const rows = results[dir][route];
    console.log(
      [
        dir,
        route,
        spread(rows.map((row) => row.tbt)),
        spread(rows.map((row) => row.tbtCpu)),
        spread(rows.map((row) => row.lcp)),
        spread(rows.map((row) => row.nojsLcp)),
        spread(
          rows.map((row) => row.ratio),
          3,
        ),
        spread(
          rows.map((row) => row.cls),
          4,
        ),
      ].join('\t'),
    );
  }
}
if (option('json')) writeFileSync(option('json'), JSON.stringify(results, null, 2));
