// `npm run bench:interactions`: how long each widget takes to answer a press, in Chromium with the
// CPU throttled 4× (a mid-range phone), on the built site (dist/: run `npm run build` first; this
// builds nothing). Each press is a keyboard Enter on the widget's control, reached as a keyboard
// user reaches it: focused, then Tab and Shift+Tab back onto it (so React Aria knows the keyboard
// is in use, as it does after any Tab), none of which is measured. Its duration is the Event
// Timing API's (the basis of INP): every `event` entry of the press (durationThreshold 16 ms)
// grouped by interactionId, the longest counting; a press with no entry took under 16 ms. Five
// presses per widget at 375 and 1280 px, each in three fresh pages (rounds): a press's duration is
// the median of its rounds, so one moment in which the system runs something else does not decide
// it (on a 2-core machine the same press of the same build can measure 48 ms in one page and
// 104 in the next). Prints each press, the median and the worst, marks a worst over 100 ms, and
// shows the slowest single measurement of all rounds beside them.
//
// Beside them, the main thread's CPU time per press, from a trace of one more round (a fresh
// page): durations grow when other programs load the machine, CPU time does not. The durations
// come from the rounds without the tracer, which runs on the page's main thread too and lengthens
// them (on a 2-core machine, the same build's first failed contact submit measured a median of
// 84 ms in six traced pages, 80 in ten untraced ones).
//
//   npm run bench:interactions [-- [<widget name filter>] [--rounds=<n>] [--dir=<built site>] [--trace=<dir>]]
//
// --dir=<built site> measures another build than dist/ (e.g. one of an earlier commit, built with
// `node scripts/build.mjs --out <dir>`), to compare the two.
// --trace=<dir> writes a Chrome performance trace per widget and width, with JavaScript samples
// (open it in Chrome's Performance panel) to see what a slow press spends its time on.
// Functions passed to page.evaluate run in the page.
/* global window, document, requestAnimationFrame, requestIdleCallback */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from './chromium.mjs';
import { startPreview } from './preview.mjs';

const THROTTLE = 4;
/** The user-timing mark set just before each measured press (it finds the press in the trace). */
const PRESS_MARK = 'bench:press';
const PRESSES = 5;
const BUDGET_MS = 100;
const WIDTHS = [375, 1280];

const args = process.argv.slice(2);
const traceDir = args.find((arg) => arg.startsWith('--trace='))?.slice('--trace='.length);
const filter = args.find((arg) => !arg.startsWith('--'))?.toLowerCase();
const siteDir = args.find((arg) => arg.startsWith('--dir='))?.slice('--dir='.length) ?? 'dist';
const ROUNDS = Number(
  args.find((arg) => arg.startsWith('--rounds='))?.slice('--rounds='.length) ?? 3,
);

const common = JSON.parse(readFileSync('locales/en/common.json', 'utf8'));
const home = JSON.parse(readFileSync('locales/en/home.json', 'utf8'));
const contact = JSON.parse(readFileSync('locales/en/contact.json', 'utf8'));

/** The header's visible button whose accessible name starts with `name`. */
const headerButton = (page, name) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) })
    .filter({ visible: true })
    .first();

/** The home page's FAQ section, by its h2. */
const faqSection = (page) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: home.faq.heading, exact: true }) });

/** Opens the menu when the header shows one and it is closed (not measured). */
async function openMenuIfShown(page) {
  const menu = headerButton(page, common.nav.menu);
  if ((await menu.count()) === 0) return false;
  if ((await menu.getAttribute('aria-expanded')) !== 'true') {
    await menu.click();
    await page.waitForFunction(
      (name) =>
        [...document.querySelectorAll('header button')].some(
          (button) =>
            button.textContent?.trim() === name && button.getAttribute('aria-expanded') === 'true',
        ),
      common.nav.menu,
    );
  }
  return true;
}

/**
 * The widgets: where each is, and the control the i-th press goes to (`before` runs first and is
 * not measured). A widget a width does not show (the menu at 1280 px) returns null.
 */
const widgets = [
  {
    name: 'home FAQ accordion',
    path: '/',
    // The FAQ hydrates on a focus in it (src/components/Deferred): focus it and wait for its
    // state first, so the presses measure the widget, not its one-time hydration. Its section is
    // found by its h2 (it is no named region).
    before: async (page) => {
      await faqSection(page).locator(':is(h2, h3, h4) > button').first().focus();
      await faqSection(page).locator('button[aria-expanded]').first().waitFor();
    },
    control: (page, i) =>
      faqSection(page).locator(':is(h2, h3, h4) > button[aria-expanded]').nth(i),
  },
  {
    name: '/Documents accordion',
    path: '/Documents',
    control: (page, i) => page.locator('main :is(h2, h3, h4) > button[aria-expanded]').nth(i),
  },
  {
    name: 'IRM dropdown',
    path: '/aboutUs',
    before: openMenuIfShown,
    control: (page) => headerButton(page, common.nav.irm),
  },
  {
    name: 'mobile menu',
    path: '/aboutUs',
    control: async (page) => {
      const menu = headerButton(page, common.nav.menu);
      return (await menu.count()) > 0 ? menu : null;
    },
  },
  {
    name: 'contact invalid submit',
    path: '/newContact',
    // The form hydrates on a focus in it (src/contact/deferred.ts): focus its first field and wait
    // until React has claimed it, so the presses measure the submit, not the one-time hydration
    // (a keydown on a boundary not yet hydrated makes React hydrate it in that event).
    before: async (page) => {
      const field = page.getByRole('main').getByRole('textbox').first();
      await field.focus();
      await field.evaluate(
        (element) =>
          new Promise((resolve) => {
            const claimed = () =>
              Object.keys(element).some((key) => key.startsWith('__reactFiber'));
            const check = () => (claimed() ? resolve(undefined) : requestAnimationFrame(check));
            check();
          }),
      );
    },
    control: (page) =>
      page.getByRole('main').getByRole('button', { name: contact.form.submit, exact: true }),
  },
  {
    name: 'Read More (NCUA)',
    path: '/ncua',
    control: (page, i) =>
      page
        .getByRole('main')
        .getByRole('button')
        .filter({ hasText: new RegExp(`^(${common.cards.readMore}|${common.cards.readLess})$`) })
        .nth(Math.floor(i / 2)),
  },
  {
    name: 'in-app navigation',
    path: '/aboutUs',
    before: openMenuIfShown,
    // A different page each time, by its link in the header (or the open menu).
    control: (page, i) => {
      const paths = ['/founder', '/insights', '/aboutUs', '/newContact', '/founder'];
      return page
        .locator(`header a[href="${paths[i % paths.length]}"]`)
        .filter({ visible: true })
        .first();
    },
  },
];

/** Collects the longest Event Timing duration per interaction, from before the page's scripts. */
function observeInteractions() {
  const durations = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      durations.set(
        entry.interactionId,
        Math.max(durations.get(entry.interactionId) ?? 0, entry.duration),
      );
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  Object.defineProperty(window, '__interactions', { value: durations });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One round of presses on a fresh page: their Event Timing durations, and with `traced` the trace. */
async function measure(browser, baseUrl, widget, width, traced) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(observeInteractions);
  await page.goto(baseUrl + widget.path, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  // What the page does once loaded (idle-time work, late images) is not the widget's: start from
  // a quiet main thread.
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        setTimeout(() => requestIdleCallback(resolve, { timeout: 5000 }), 1000),
      ),
  );
  if (traced)
    await browser.startTracing(page, {
      screenshots: false,
      // With --trace, the JavaScript sampling profiler too: the Performance panel then shows which
      // functions a press runs (sampling adds its own cost, so a plain run leaves it off).
      categories: [
        'devtools.timeline',
        'toplevel',
        'blink.user_timing',
        ...(traceDir ? ['disabled-by-default-v8.cpu_profiler'] : []),
      ],
    });
  const presses = [];
  let trace;
  try {
    for (let i = 0; i < PRESSES; i += 1) {
      if (widget.before) await widget.before(page);
      const control = await widget.control(page, i);
      if (!control) return null;
      await control.evaluate((element) => element.focus());
      await page.keyboard.press('Tab');
      await page.keyboard.press('Shift+Tab');
      // Let anything the focus started (scrolling, observers) finish first.
      await page.waitForTimeout(300);
      if (!(await control.evaluate((element) => element === document.activeElement)))
        throw new Error(`${widget.name} at ${width} px: Tab and Shift+Tab did not come back`);
      await page.evaluate((mark) => {
        window.__interactions.clear();
        performance.mark(mark);
      }, PRESS_MARK);
      await page.keyboard.press('Enter');
      // Event Timing entries arrive after the frame the press painted: wait for it, then some.
      await page.evaluate(
        () =>
          new Promise((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 150))),
          ),
      );
      const durations = await page.evaluate(() => [...window.__interactions.values()]);
      presses.push(durations.length ? Math.max(...durations) : 0);
      // A route change or smooth scroll settles before the next press.
      await page.waitForTimeout(500);
    }
  } finally {
    if (traced) trace = await browser.stopTracing();
    await context.close();
  }
  if (!traced) return { presses };
  if (traceDir) {
    mkdirSync(traceDir, { recursive: true });
    writeFileSync(`${traceDir}/${widget.name.replace(/\W+/g, '-')}-${width}.json`, trace);
  }
  return { presses, cpu: mainThreadCpu(JSON.parse(trace.toString()).traceEvents, presses) };
}

/**
 * The renderer main thread's CPU time for each press (ms): its tasks from the one that dispatched
 * the press's keydown (the first after the press's mark) to the first frame committed after its
 * keyup (what Event Timing measures up to), by thread time. Another program's load on the machine
 * lengthens durations but not this (the throttle's slowdown is in it).
 */
function mainThreadCpu(events, presses) {
  const dispatches = (type) =>
    events
      .filter((event) => event.name === 'EventDispatch' && event.args?.data?.type === type)
      .sort((a, b) => a.ts - b.ts);
  const marks = events
    .filter((event) => event.name === PRESS_MARK)
    .map((event) => event.ts)
    .sort((a, b) => a - b);
  const allKeydowns = dispatches('keydown');
  const allKeyups = dispatches('keyup');
  const keydowns = marks.map((ts) => allKeydowns.find((event) => event.ts > ts));
  const keyups = keydowns.map(
    (keydown) => keydown && allKeyups.find((event) => event.ts > keydown.ts),
  );
  if (marks.length !== presses.length || keyups.some((keyup) => !keyup))
    return presses.map(() => NaN);
  const { pid, tid } = keydowns[0];
  const onMain = (event) => event.pid === pid && event.tid === tid && event.ph === 'X';
  const tasks = events
    .filter((event) => onMain(event) && event.name === 'ThreadControllerImpl::RunTask')
    .sort((a, b) => a.ts - b.ts);
  const commits = events
    .filter((event) => onMain(event) && event.name === 'Commit')
    .sort((a, b) => a.ts - b.ts);
  return keydowns.map((keydown, i) => {
    const keyupEnd = keyups[i].ts + keyups[i].dur;
    const first = tasks.findLast((task) => task.ts <= keydown.ts) ?? keydown;
    const commit = commits.find((event) => event.ts > keyupEnd);
    const end = commit ? commit.ts : keyupEnd;
    const cpu = tasks
      .filter((task) => task.ts >= first.ts && task.ts <= end)
      .reduce((sum, task) => sum + (task.tdur ?? task.dur), 0);
    return cpu / 1000;
  });
}

const executablePath = findChromium();
if (!executablePath) {
  console.error('No Chromium: see scripts/chromium.mjs');
  process.exit(1);
}
const preview = await startPreview({ dir: siteDir, port: 0 });
const browser = await chromium.launch({ executablePath, args: chromiumArgs });
const rows = [];
try {
  for (const widget of widgets) {
    if (filter && !widget.name.toLowerCase().includes(filter)) continue;
    for (const width of WIDTHS) {
      const rounds = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const measured = await measure(browser, preview.url, widget, width, false);
        if (!measured) break;
        rounds.push(measured.presses);
        console.error(
          `${widget.name} at ${width} px: ${measured.presses.map(Math.round).join(' ')}`,
        );
      }
      const result = rounds.length > 0 && {
        presses: rounds[0].map((_, press) => median(rounds.map((round) => round[press]))),
        slowest: Math.max(...rounds.flat()),
        cpu: (await measure(browser, preview.url, widget, width, true)).cpu,
      };
      rows.push({ widget: widget.name, width, ...result });
    }
  }
} finally {
  await browser.close();
  await preview.close();
}

const ms = (value) => (value === 0 ? '<16' : String(Math.round(value)));
const table = [
  [
    'widget',
    'width',
    `Event Timing per press (ms, median of ${ROUNDS} pages)`,
    'median',
    'worst',
    '',
    'slowest single',
    'main-thread CPU per press (ms)',
    'worst',
  ],
  ...rows.map(({ widget, width, presses, slowest, cpu }) =>
    presses
      ? [
          widget,
          `${width}`,
          presses.map(ms).join(' '),
          ms(median(presses)),
          ms(Math.max(...presses)),
          Math.max(...presses) > BUDGET_MS ? `over ${BUDGET_MS}` : '',
          ms(slowest),
          cpu.map(Math.round).join(' '),
          String(Math.round(Math.max(...cpu))),
        ]
      : [widget, `${width}`, 'not shown at this width', '', '', '', '', '', ''],
  ),
];
const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
console.log(
  `Chromium, CPU throttled ${THROTTLE}×, ${PRESSES} presses (Enter) per widget and width, ${ROUNDS} pages each`,
);
for (const row of table) {
  console.log(
    row
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd(),
  );
}
