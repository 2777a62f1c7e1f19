// `npm run bench:interactions`: how long each widget takes to answer a press, by each kind of
// visitor, in Chromium with the CPU throttled 4× (a mid-range phone), on the built site (dist/: run
// `npm run build` first; this builds nothing). Every widget is pressed by mouse (the pointer moved
// onto the control first, unmeasured, then `page.mouse` down and up), by touch (`page.touchscreen`
// tapping the control's centre, in a context with touch: Chromium's touch events) and by
// keyboard: Enter on the control, reached as a keyboard user reaches it (focused, then Tab and
// Shift+Tab back onto it, or Shift+Tab and Tab where the Tab leaves a menu that closes, so React
// Aria knows the keyboard is in use), none of which is measured. A press's duration is the Event
// Timing API's (the basis of INP): its `event` entries (durationThreshold 16 ms) grouped by
// interactionId, the longest counting (tooling/measure/bench-report.mjs).
//
// A page visit is five presses of one widget by one input, at 375 or 1280 px, in a fresh page,
// after the page's own part (src/app/pagePart.ts) and its deferred parts (src/components/Deferred,
// the contact form) have loaded and the main thread is quiet. As INP does, a visit counts its
// worst press. Each visit is made in three
// pages (rounds), in a browser of the row's own (measureRow): the table prints each page's worst,
// the median page's worst compared to the 100 ms budget (so one moment in which the machine runs
// something else does not decide it: on a busy machine the same press of the same build can take
// far longer in the next page), and the slowest page beside it. Each press is also printed as
// measured, on stderr.
//
//   npm run bench:interactions [-- [<widget name filter>[|<another>…]] [--input=mouse|touch|keyboard]
//                                  [--rounds=<n>] [--dir=<built site>] [--trace=<dir>]]
//
// --dir=<built site> measures another build than dist/ (e.g. one of an earlier commit, built with
// `node tooling/site-build/build.mjs --out <dir>`), to compare the two.
// --trace=<dir> adds one more visit per widget, width and input in a traced page, whose main-thread
// CPU time per press is printed (durations grow when other programs load the machine, CPU time
// does not), and writes its Chrome performance trace, with JavaScript samples (open it in Chrome's
// Performance panel), to see what a slow press spends its time on. The measured pages are never
// traced: the tracer runs on the page's main thread and lengthens the durations.
// Functions passed to page.evaluate run in the page.
/* global window, document, requestAnimationFrame, requestIdleCallback, FocusEvent */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from '../ci/chromium.mjs';
import { startPreview } from '../dev/preview.mjs';
import { DURATION_THRESHOLD, formatTable, ms, pressDuration } from './bench-report.mjs';
import { PAGE_HYDRATED } from '../../src/site/documentMarks.ts';

const THROTTLE = 4;
/** The user-timing mark set just before each measured press (it finds the press in the trace). */
const PRESS_MARK = 'bench:press';
const PRESSES = 5;
const BUDGET_MS = 100;
const WIDTHS = [375, 1280];
const INPUTS = ['mouse', 'touch', 'keyboard'];

const args = process.argv.slice(2);
const option = (name) =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.slice(`--${name}=`.length);
const traceDir = option('trace');
const filter = args.find((arg) => !arg.startsWith('--'))?.toLowerCase();
const siteDir = option('dir') ?? 'dist';
const ROUNDS = Number(option('rounds') ?? 3);
const inputs = option('input') ? option('input').split(',') : INPUTS;
if (inputs.some((input) => !INPUTS.includes(input))) {
  console.error(`--input takes ${INPUTS.join(', ')}`);
  process.exit(1);
}

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

/** The header's menu button where the width shows one (in any language: the nav's own toggle). */
const menuToggle = (page) =>
  page.locator('header nav > button[aria-expanded]').filter({ visible: true }).first();

/** The home page's FAQ section, by its h2. */
const faqSection = (page) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: home.faq.heading, exact: true }) });

/** Opens the menu when the header shows one and it is closed (not measured). */
async function openMenuIfShown(page) {
  const menu = menuToggle(page);
  if ((await menu.count()) === 0) return false;
  if ((await menu.getAttribute('aria-expanded')) !== 'true') {
    await menu.click();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('header nav > button[aria-expanded]')].some(
        (button) => button.getAttribute('aria-expanded') === 'true',
      ),
    );
  }
  return true;
}

/** The IRM list's button in the open menu, opened (not measured); null without a menu. */
async function openMenuIrmList(page) {
  if (!(await openMenuIfShown(page))) return null;
  const irm = headerButton(page, common.nav.irm);
  if ((await irm.getAttribute('aria-expanded')) !== 'true') {
    await irm.click();
    await page.waitForFunction(
      (id) => document.getElementById(id)?.checkVisibility(),
      await irm.getAttribute('aria-controls'),
    );
  }
  return irm;
}

/** The contact form's error summary (shown by an empty submit, not measured). */
async function errorSummary(page) {
  const summary = page
    .getByRole('main')
    .getByRole('group', { name: contact.form.summaryTitle, exact: true });
  if ((await summary.count()) === 0) {
    await page
      .getByRole('main')
      .getByRole('button', { name: contact.form.submit, exact: true })
      .click();
    await summary.waitFor();
  }
  return summary;
}

/** A card's Read More toggle: each card opened, then closed, in turn. */
const readMore = (page, i) =>
  page
    .getByRole('main')
    .getByRole('button')
    .filter({ hasText: new RegExp(`^${common.cards.readMore}$`) })
    .nth(Math.floor(i / 2));

/**
 * The widgets: where each is, and the control the i-th press goes to (`before` runs first and is
 * not measured). A widget a width does not show (the menu at 1280 px) returns null.
 */
const widgets = [
  {
    name: 'home FAQ accordion',
    path: '/',
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
      const menu = menuToggle(page);
      return (await menu.count()) > 0 ? menu : null;
    },
  },
  {
    // A link of the IRM list in the open menu: a different IRM page each time (not the current).
    name: 'mobile menu IRM list link',
    path: '/aboutUs',
    control: async (page, i) => {
      const irm = await openMenuIrmList(page);
      if (!irm) return null;
      const links = page.locator(
        `[id="${await irm.getAttribute('aria-controls')}"] a:not([aria-current])`,
      );
      return links.nth(i % (await links.count()));
    },
  },
  {
    // The other language's link (the same page in it), or where the site has more languages the
    // one button that lists them; in the open menu at 375 px.
    name: 'language switcher',
    path: '/aboutUs',
    before: openMenuIfShown,
    control: async (page) => {
      const link = page.locator('header a[hreflang]').filter({ visible: true }).first();
      return (await link.count()) > 0 ? link : headerButton(page, common.language.label);
    },
  },
  {
    name: 'contact invalid submit',
    path: '/newContact',
    control: (page) =>
      page.getByRole('main').getByRole('button', { name: contact.form.submit, exact: true }),
  },
  {
    // Each link of the summary an empty submit shows, in turn: it moves focus to its field.
    name: 'contact error summary link',
    path: '/newContact',
    control: async (page, i) => {
      const links = (await errorSummary(page)).getByRole('link');
      return links.nth(i % (await links.count()));
    },
  },
  {
    name: 'Read More (NCUA)',
    path: '/ncua',
    control: readMore,
  },
  {
    // The same cards in a deferred part (loaded before the presses, as every page's).
    name: 'Read More (Data Classification levels)',
    path: '/data-classification',
    control: readMore,
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

/** Keeps every Event Timing entry with an interactionId, from before the page's scripts. */
function observeInteractions(threshold) {
  const entries = [];
  new PerformanceObserver((list) => {
    for (const { interactionId, duration } of list.getEntries())
      if (interactionId) entries.push({ interactionId, duration });
  }).observe({ type: 'event', durationThreshold: threshold, buffered: true });
  Object.defineProperty(window, '__interactions', { value: entries });
}

/**
 * Loads the page's own part, then its deferred parts, as a visitor's scroll or focus would
 * (src/site/whenNeeded.ts asks for one on a focus inside it), and waits until React has claimed
 * the elements of each: so the presses measure the widgets, not their one-time loading and
 * hydration.
 */
async function loadDeferredParts(page) {
  // First the page's own part (src/app/pagePart.ts: a Suspense boundary in `main`, left as the
  // server rendered it until needed), as a focus in `main` asks for it; a build from before it
  // (--dir) has no such boundary. The parts inside it watch for their focus once it runs.
  await page.evaluate(
    (mark) =>
      new Promise((resolve, reject) => {
        const main = document.querySelector('main');
        const boundary = main?.firstChild;
        if (boundary?.nodeName !== '#comment' || boundary.data !== '$') return resolve(undefined);
        main.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
        const started = performance.now();
        const check = () => {
          if (document.documentElement.hasAttribute(mark)) resolve(undefined);
          else if (performance.now() - started > 30_000)
            reject(new Error('the page part did not load in 30 s'));
          else requestAnimationFrame(check);
        };
        check();
      }),
    PAGE_HYDRATED,
  );
  await page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const boxes = [...document.querySelectorAll('[data-deferred], form[data-hold-submit]')];
        for (const box of boxes)
          (box.querySelector('*') ?? box).dispatchEvent(
            new FocusEvent('focusin', { bubbles: true }),
          );
        const claimed = (element) =>
          Object.keys(element).some((key) => key.startsWith('__reactFiber'));
        const inner = (box) =>
          box.querySelector('button, input, textarea, a[href]') ?? box.querySelector('*') ?? box;
        const started = performance.now();
        const check = () => {
          if (boxes.every((box) => claimed(inner(box)))) resolve(undefined);
          else if (performance.now() - started > 30_000)
            reject(new Error('a deferred part did not load in 30 s'));
          else requestAnimationFrame(check);
        };
        check();
      }),
  );
}

/** Empties the entries and marks the start of the press (unmeasured steps before it are not in). */
const startPress = (page) =>
  page.evaluate((mark) => {
    window.__interactions.length = 0;
    performance.mark(mark);
  }, PRESS_MARK);

/** Focuses the control as a keyboard user reaches it; throws where the keyboard cannot come back. */
async function reachByKeyboard(page, control, where) {
  const focused = () => control.evaluate((element) => element === document.activeElement);
  for (const [away, back] of [
    ['Tab', 'Shift+Tab'],
    ['Shift+Tab', 'Tab'],
  ]) {
    await control.evaluate((element) => element.focus());
    await page.keyboard.press(away);
    await page.keyboard.press(back);
    if (await focused()) return;
  }
  throw new Error(`${where}: Tab and Shift+Tab did not come back to the control`);
}

/** One press of the control by `input`: the unmeasured steps a visitor takes first, then the press. */
async function press(page, control, input, where) {
  let center;
  if (input === 'keyboard') await reachByKeyboard(page, control, where);
  else {
    await control.scrollIntoViewIfNeeded();
    if (input === 'mouse') await control.hover();
    const box = await control.boundingBox();
    if (!box) throw new Error(`${where}: the control has no box to press`);
    center = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }
  // Let anything the focus or the pointer started (scrolling, observers) finish first.
  await page.waitForTimeout(300);
  await startPress(page);
  // The press itself by page.mouse and page.touchscreen, not locator.click()/tap(): those check
  // in the page, on each of the press's events, that the control is the one hit (elementsFromPoint,
  // a forced style and layout pass), which a visitor's press does not do.
  if (input === 'keyboard') await page.keyboard.press('Enter');
  else if (input === 'mouse') {
    await page.mouse.down();
    await page.mouse.up();
  } else await page.touchscreen.tap(center.x, center.y);
}

/** One visit: PRESSES presses on a fresh page, their durations; with `traced`, the CPU per press. */
async function measure(browser, baseUrl, widget, width, input, traced) {
  const where = `${widget.name} at ${width} px by ${input}`;
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    hasTouch: input === 'touch',
  });
  const page = await context.newPage();
  await page.addInitScript(observeInteractions, DURATION_THRESHOLD);
  await page.goto(baseUrl + widget.path, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await loadDeferredParts(page);
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
      categories: [
        'devtools.timeline',
        'toplevel',
        'blink.user_timing',
        'disabled-by-default-v8.cpu_profiler',
      ],
    });
  const presses = [];
  let trace;
  try {
    for (let i = 0; i < PRESSES; i += 1) {
      if (widget.before) await widget.before(page);
      const control = await widget.control(page, i);
      if (!control) return null;
      await press(page, control, input, where);
      // Event Timing entries arrive after the frame the press painted: wait for it, then some.
      await page.evaluate(
        () =>
          new Promise((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 150))),
          ),
      );
      presses.push(pressDuration(await page.evaluate(() => [...window.__interactions])));
      // A route change or smooth scroll settles before the next press.
      await page.waitForTimeout(500);
    }
  } finally {
    if (traced) trace = await browser.stopTracing();
    await context.close();
  }
  if (!traced) return { presses };
  mkdirSync(traceDir, { recursive: true });
  writeFileSync(`${traceDir}/${widget.name.replace(/\W+/g, '-')}-${width}-${input}.json`, trace);
  return { presses, cpu: mainThreadCpu(JSON.parse(trace.toString()).traceEvents, presses, input) };
}

/**
 * The renderer main thread's CPU time for each press (ms): its tasks from the one that dispatched
 * the press's first event (the first after the press's mark: keydown, or pointerdown for a mouse
 * or a finger) to the first frame committed after its last (keyup, or click), what Event Timing
 * measures up to, by thread time. Another program's load on the machine lengthens durations but
 * not this (the throttle's slowdown is in it).
 */
function mainThreadCpu(events, presses, input) {
  const [firstType, lastType] =
    input === 'keyboard' ? ['keydown', 'keyup'] : ['pointerdown', 'click'];
  const dispatches = (type) =>
    events
      .filter((event) => event.name === 'EventDispatch' && event.args?.data?.type === type)
      .sort((a, b) => a.ts - b.ts);
  const marks = events
    .filter((event) => event.name === PRESS_MARK)
    .map((event) => event.ts)
    .sort((a, b) => a - b);
  const allFirsts = dispatches(firstType);
  const allLasts = dispatches(lastType);
  const firsts = marks.map((ts) => allFirsts.find((event) => event.ts > ts));
  const lasts = firsts.map((first) => first && allLasts.find((event) => event.ts > first.ts));
  if (marks.length !== presses.length || lasts.some((last) => !last)) return presses.map(() => NaN);
  const { pid, tid } = firsts[0];
  const onMain = (event) => event.pid === pid && event.tid === tid && event.ph === 'X';
  const tasks = events
    .filter((event) => onMain(event) && event.name === 'ThreadControllerImpl::RunTask')
    .sort((a, b) => a.ts - b.ts);
  const commits = events
    .filter((event) => onMain(event) && event.name === 'Commit')
    .sort((a, b) => a.ts - b.ts);
  return firsts.map((first, i) => {
    const lastEnd = lasts[i].ts + lasts[i].dur;
    const task = tasks.findLast((candidate) => candidate.ts <= first.ts) ?? first;
    const commit = commits.find((event) => event.ts > lastEnd);
    const end = commit ? commit.ts : lastEnd;
    const cpu = tasks
      .filter((candidate) => candidate.ts >= task.ts && candidate.ts <= end)
      .reduce((sum, candidate) => sum + (candidate.tdur ?? candidate.dur), 0);
    return cpu / 1000;
  });
}

const executablePath = findChromium();
if (!executablePath) {
  console.error('No Chromium: see tooling/ci/chromium.mjs');
  process.exit(1);
}
/**
 * One row of the table: a widget at one width by one input, its ROUNDS visits (and the traced one)
 * in a browser of its own, so a row is measured in the same conditions alone as after the others
 * (a whole run is about 200 pages). Twenty visits of the mobile menu by touch, their first presses: 64.4 ms on
 * average one after another in one browser, 58.0 in a fresh browser each.
 */
async function measureRow(baseUrl, widget, width, input) {
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  try {
    const pages = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      // A visit that fails (a step the page did not allow) is reported, and the others go on.
      const measured = await measure(browser, baseUrl, widget, width, input, false).catch(
        (error) => {
          console.error(error.message);
          return { presses: [NaN] };
        },
      );
      if (!measured) break;
      pages.push(measured.presses);
      console.error(
        `${widget.name} at ${width} px by ${input}: ${measured.presses.map(ms).join(' ')}`,
      );
    }
    const shown = pages.length > 0;
    const cpu =
      shown && traceDir
        ? (await measure(browser, baseUrl, widget, width, input, true).catch(() => null))?.cpu
        : undefined;
    return { widget: widget.name, width, input, pages: shown ? pages : null, cpu };
  } finally {
    await browser.close();
  }
}

const preview = await startPreview({ dir: siteDir, port: 0 });
const rows = [];
try {
  for (const widget of widgets) {
    if (filter && !filter.split('|').some((part) => widget.name.toLowerCase().includes(part)))
      continue;
    for (const width of WIDTHS)
      for (const input of inputs) rows.push(await measureRow(preview.url, widget, width, input));
  }
} finally {
  await preview.close();
}

console.log(
  `Chromium, CPU throttled ${THROTTLE}×; a page visit: ${PRESSES} presses of one widget by one input; ` +
    `its worst press counts (budget ${BUDGET_MS} ms)`,
);
for (const line of formatTable(rows, {
  budget: BUDGET_MS,
  rounds: ROUNDS,
  traced: Boolean(traceDir),
}))
  console.log(line);
