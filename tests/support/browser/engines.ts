// One page API over three browser engines, so a keyboard or screen-reader-state test is written
// once and runs in each: Chromium (playwright-core, like every other browser test), Firefox ESR
// (puppeteer-core over WebDriver BiDi) and WebKitGTK's MiniBrowser (WebKitWebDriver, classic W3C
// WebDriver over HTTP, under an Xvfb display of its own). All three are Debian's packages; none is
// ever downloaded.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { findChromium, testChromiumArgs } from '../../../tooling/ci/chromium.mjs';
import { firefoxPath, miniBrowserPath, webKitDriverPath } from '../../../tooling/ci/engines.mjs';
import { HYDRATED, PAGE_HYDRATED } from '../../../src/site/documentMarks';
import { freePort } from '../net';

export const ENGINES = ['chromium', 'firefox', 'webkit'] as const;
export type EngineName = (typeof ENGINES)[number];

/** The keys the tests press, as a person does. */
export type Key = 'Tab' | 'Shift+Tab' | 'Enter' | 'Space' | 'Escape';

/** What the page says about one element: what assistive technology and the eye get from it. */
export interface Described {
  tag: string;
  role: string | null;
  name: string;
  id: string;
  expanded: string | null;
  invalid: string | null;
  required: boolean;
  inMain: boolean;
  inBanner: boolean;
  /** Matches :focus-visible and draws an outline. */
  ring: boolean;
  /** Some of its box is inside the viewport. */
  inView: boolean;
}

/** The part of axe-core the probe uses in the page (`axe.commons` is typed only in part). */
interface AxeInPage {
  _tree?: unknown;
  setup: (node: Document) => unknown;
  teardown: () => void;
  commons: {
    text: { accessibleText: (element: Element) => string };
    aria: { getRole: (element: Element) => string | null };
  };
}

/**
 * The in-page helpers a test's function receives. Built in the page on every call from this
 * function's source, so it must not use anything from outside itself but axe-core, which `run`
 * puts in the page first: accessible names and roles are axe's (`axe.commons`, the accname and
 * HTML-AAM rules it checks pages with), over the document as it is at this call.
 */
export function makeProbe() {
  const { axe } = window as unknown as { axe: AxeInPage };
  if (axe._tree) axe.teardown();
  axe.setup(document);
  /** The accessible name, white space collapsed. */
  const name = (element: Element): string =>
    axe.commons.text.accessibleText(element).replace(/\s+/g, ' ').trim();
  /** The role, explicit or implicit; null for an element without one. */
  const role = (element: Element): string | null => axe.commons.aria.getRole(element) ?? null;
  /** Rendered and not hidden: what a sighted person can see (scrolled away or not). */
  const shown = (element: Element) =>
    element.getClientRects().length > 0 &&
    !element.closest('[hidden]') &&
    getComputedStyle(element).visibility !== 'hidden';
  const describe = (element: Element | null): Described | null => {
    if (!element || element === document.body || element === document.documentElement) return null;
    const box = element.getBoundingClientRect();
    return {
      tag: element.tagName.toLowerCase(),
      role: role(element),
      name: name(element),
      id: element.id,
      expanded: element.getAttribute('aria-expanded'),
      invalid: element.getAttribute('aria-invalid'),
      required:
        (element as HTMLInputElement).required || element.getAttribute('aria-required') === 'true',
      inMain: element.closest('main') !== null,
      inBanner: element.closest('header') !== null,
      ring: element.matches(':focus-visible') && getComputedStyle(element).outlineStyle !== 'none',
      inView: box.bottom > 0 && box.top < innerHeight && box.width > 0 && box.height > 0,
    };
  };
  /** Shown elements matching `selector`, with `role` (and `name`, exact, when given). */
  const all = (selector: string, wantedRole?: string, wantedName?: string) =>
    [...document.querySelectorAll(selector)].filter(
      (element) =>
        shown(element) &&
        (wantedRole === undefined || role(element) === wantedRole) &&
        (wantedName === undefined || name(element) === wantedName),
    );
  const one = (selector: string, wantedRole?: string, wantedName?: string) => {
    const found = all(selector, wantedRole, wantedName)[0];
    if (!found) throw new Error(`nothing shown matches ${selector} ${wantedRole} “${wantedName}”`);
    return found;
  };
  /** The element an aria-controls names. */
  const controlled = (element: Element) =>
    document.getElementById(element.getAttribute('aria-controls') ?? '');
  return {
    name,
    role,
    shown,
    describe,
    all,
    one,
    controlled,
    focused: () => describe(document.activeElement),
    /** Moves focus to the element (as a script would), then describes what has focus. */
    focus: (element: Element) => {
      (element as HTMLElement).focus();
      return describe(document.activeElement);
    },
  };
}
export type Probe = ReturnType<typeof makeProbe>;

export interface EnginePage {
  readonly engine: EngineName;
  /** Loads `path` and waits for the app to hydrate and its fonts to load. */
  goto: (path: string) => Promise<void>;
  /** Sets the viewport's size (CSS pixels). */
  resize: (width: number, height?: number) => Promise<void>;
  /** Presses a key on what has focus, as a keyboard does (trusted events). */
  press: (key: Key) => Promise<void>;
  /** Clicks with the mouse at a point of the viewport (CSS pixels), as a person does. */
  clickAt: (x: number, y: number) => Promise<void>;
  /**
   * Runs `fn` in the page with the probe and JSON-serialisable arguments; returns its result.
   * axe-core is put in the page first, once per document.
   */
  run: <R, A extends unknown[]>(
    fn: (probe: Probe, ...args: A) => R | Promise<R>,
    ...args: A
  ) => Promise<R>;
  /** Runs `fn` until it returns `expected` (compared as JSON), or fails after a few seconds. */
  until: <R, A extends unknown[]>(
    expected: R,
    fn: (probe: Probe, ...args: A) => R | Promise<R>,
    ...args: A
  ) => Promise<R>;
}

export interface Engine {
  name: EngineName;
  /** The browser and its version, as the engine reports them. */
  version: string;
  /**
   * The engine's one page, sized `width` × 900 and loaded at `path` (or a whole URL). Every test
   * loads its page anew: focus and state start from the document's start.
   */
  open: (path: string, width: number) => Promise<EnginePage>;
  close: () => Promise<void>;
  /** The protocol commands sent to the browser so far, by name (Firefox's WebDriver BiDi only). */
  commands?: () => string[];
}

const HEIGHT = 900;
/**
 * A page is ready when the document at `url` has loaded (`load`), the app has hydrated (`<html
 * data-hydrated>`, HYDRATED) and so has the page's own part, asked for as a visitor's first focus
 * in `main` asks for it (PAGE_HYDRATED, src/app/pagePart.ts), with its web fonts in, one animation
 * frame later (the header measures its navigation in the frame after hydration). The address is
 * checked too: a driver may answer a navigation before the new document replaced the old one.
 */
const ready = (url: string) => `new Promise((resolve, reject) => {
  const deadline = Date.now() + 30000;
  const root = document.documentElement;
  let asked = false;
  const check = () => {
    const here =
      location.href.split('#')[0] === ${JSON.stringify(url.split('#')[0])} &&
      document.readyState === 'complete' &&
      root.hasAttribute(${JSON.stringify(HYDRATED)});
    if (here && !asked) {
      asked = true;
      document.querySelector('main')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    }
    if (here && root.hasAttribute(${JSON.stringify(PAGE_HYDRATED)}))
      document.fonts.ready.then(() => requestAnimationFrame(() => resolve(true)));
    else if (Date.now() > deadline) reject(new Error('the page did not load and hydrate: ' + location.href));
    else setTimeout(check, 25);
  };
  check();
})`;

/** The expression that runs `fn(probe, ...args)` in the page. */
function expression(fn: (...args: never[]) => unknown, args: unknown[]): string {
  return `(${fn.toString()})((${makeProbe.toString()})(), ...${JSON.stringify(args)})`;
}

/** A path under `baseUrl`, or a whole URL (another server) as it is. */
const resolver = (baseUrl: string) => (to: string) => (/^https?:/.test(to) ? to : baseUrl + to);

async function openAt(page: EnginePage, path: string, width: number) {
  await page.resize(width);
  await page.goto(path);
  return page;
}

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** What each engine does in its own protocol: an expression's value, a script run for its effect. */
interface EngineDriver extends Omit<EnginePage, 'until' | 'run'> {
  evaluate: (expression: string) => Promise<unknown>;
  inject: (script: string) => Promise<unknown>;
}

function withProbe({ evaluate, inject, ...driver }: EngineDriver): EnginePage {
  const page: Omit<EnginePage, 'until'> = {
    ...driver,
    run: async (fn, ...args) => {
      if (!(await evaluate(`'axe' in window`))) await inject(AXE_SOURCE);
      return (await evaluate(expression(fn as never, args))) as never;
    },
  };
  return {
    ...page,
    until: async (expected, fn, ...args) => {
      const want = JSON.stringify(expected);
      let got: unknown;
      for (const started = Date.now(); Date.now() - started < 5000;) {
        got = await page.run(fn, ...args);
        if (JSON.stringify(got) === want) return got as typeof expected;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`expected ${want}, got ${JSON.stringify(got)} (${page.engine})`);
    },
  };
}

async function launchChromium(baseUrl: string): Promise<Engine> {
  const url = resolver(baseUrl);
  const executablePath = findChromium({ headlessShell: true });
  if (!executablePath) throw new Error('No Chromium: sudo apt-get install -y chromium');
  const browser = await chromium.launch({ executablePath, args: testChromiumArgs });
  const context = await browser.newContext({ viewport: { width: 1280, height: HEIGHT } });
  const page = await context.newPage();
  const enginePage = withProbe({
    engine: 'chromium',
    goto: async (to) => {
      await page.goto(url(to), { waitUntil: 'load' });
      await page.evaluate(ready(url(to)));
    },
    resize: (w, h = HEIGHT) => page.setViewportSize({ width: w, height: h }),
    press: (key) => page.keyboard.press(key),
    clickAt: (x, y) => page.mouse.click(x, y),
    evaluate: (script) => page.evaluate(script),
    inject: (script) => page.evaluate(script),
  });
  return {
    name: 'chromium',
    version: `Chromium ${browser.version()}`,
    open: (path, width) => openAt(enginePage, path, width),
    close: () => browser.close(),
  };
}

/**
 * Firefox ESR over WebDriver BiDi, with only commands every supported ESR knows: the viewport is
 * set with `browsingContext.setViewport` alone. Puppeteer's `page.setViewport` also sends
 * `emulation.setScreenOrientationOverride`, which Firefox has only from 144, so with it every test
 * failed in Firefox ESR 140 (Debian 12's until 153).
 */
async function launchFirefox(baseUrl: string): Promise<Engine> {
  const url = resolver(baseUrl);
  const sent: string[] = [];
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath(),
    headless: true,
    // No viewport of Puppeteer's: a new page would set it with page.setViewport.
    defaultViewport: null,
    // Every command sent, by name (engines.browser.test.ts checks them).
    logger: (prefix) =>
      prefix === 'puppeteer:webDriverBiDi:SEND ►'
        ? (message: unknown) => {
            const method = /"method":"([^"]+)"/.exec(String(message))?.[1];
            if (method) sent.push(method);
          }
        : undefined,
  });
  const page = await browser.newPage();
  // Puppeteer's handle on the page's WebDriver BiDi browsing context (BidiFrame.browsingContext).
  const context = (
    page.mainFrame() as unknown as {
      browsingContext: {
        setViewport: (options: { viewport: { width: number; height: number } }) => Promise<void>;
      };
    }
  ).browsingContext;
  const enginePage = withProbe({
    engine: 'firefox',
    goto: async (to) => {
      await page.goto(url(to), { waitUntil: 'load' });
      await page.evaluate(ready(url(to)));
    },
    resize: (w, h = HEIGHT) => context.setViewport({ viewport: { width: w, height: h } }),
    press: async (key) => {
      if (key === 'Shift+Tab') {
        await page.keyboard.down('Shift');
        await page.keyboard.press('Tab');
        await page.keyboard.up('Shift');
      } else {
        // WebDriver BiDi names the space bar by its character.
        await page.keyboard.press(key === 'Space' ? ' ' : key);
      }
    },
    clickAt: (x, y) => page.mouse.click(x, y),
    evaluate: (script) => page.evaluate(script),
    inject: (script) => page.evaluate(script),
  });
  return {
    name: 'firefox',
    version: (await browser.version()).replace('firefox/', 'Firefox '),
    open: (path, width) => openAt(enginePage, path, width),
    close: () => browser.close(),
    commands: () => [...sent],
  };
}

/** Starts Xvfb on a display no one uses (it picks the number itself); resolves to `:N`. */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '16x16x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    detached: true,
  });
  return new Promise((resolve, reject) => {
    let output = '';
    let errors = '';
    xvfb.stderr!.on('data', (chunk) => (errors += chunk));
    xvfb.on('error', reject);
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited with ${code}: ${errors.trim()}`)));
    xvfb.stdio[3]!.on('data', (chunk) => {
      output += chunk;
      if (output.includes('\n')) resolve({ display: `:${output.trim()}`, process: xvfb });
    });
  });
}

/** Ends a process started with `detached: true` and everything it started. */
function killGroup(child: ChildProcess) {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
}

/** Key values of the W3C WebDriver keyboard table. */
const WEBDRIVER_KEYS: Record<string, string> = {
  Tab: '\uE004',
  Enter: '\uE007',
  Escape: '\uE00C',
  Space: ' ',
  Shift: '\uE008',
};

async function launchWebKit(baseUrl: string): Promise<Engine> {
  const url = resolver(baseUrl);
  const xvfb = await startXvfb();
  // WebKitWebDriver takes a port number, not 0.
  const port = await freePort();
  const driver = spawn(webKitDriverPath(), [`--port=${port}`], {
    env: { ...process.env, DISPLAY: xvfb.display },
    stdio: 'ignore',
    detached: true,
  });
  const driverUrl = `http://127.0.0.1:${port}`;
  const stop = () => {
    killGroup(driver);
    killGroup(xvfb.process);
  };
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await fetch(`${driverUrl}/status`);
        break;
      } catch (error) {
        if (attempt > 200) throw error;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }
  } catch (error) {
    stop();
    throw error;
  }

  /** One W3C WebDriver command; its `value`, or an Error with the driver's message. */
  const command = async (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => {
    const response = await fetch(driverUrl + path, {
      method,
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as { value: unknown };
    const value = json.value as { error?: string; message?: string } | null;
    if (!response.ok) throw new Error(`WebKitWebDriver ${path}: ${value?.error} ${value?.message}`);
    return json.value;
  };

  let session: { sessionId: string; capabilities: { browserVersion: string } };
  try {
    // One MiniBrowser, full screen: its window has no toolbar, so the viewport is exactly the
    // window (with one, the window would also stay wider than 375 px).
    session = (await command('POST', '/session', {
      capabilities: {
        alwaysMatch: {
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': {
            binary: miniBrowserPath(),
            args: ['--automation', '--full-screen'],
          },
        },
      },
    })) as typeof session;
  } catch (error) {
    stop();
    throw error;
  }
  const base = `/session/${session.sessionId}`;
  const keys = (...values: { type: 'keyDown' | 'keyUp'; value: string }[]) =>
    command('POST', `${base}/actions`, {
      actions: [{ type: 'key', id: 'keyboard', actions: values }],
    });
  const enginePage = withProbe({
    engine: 'webkit',
    goto: async (to) => {
      await command('POST', `${base}/url`, { url: url(to) });
      await command('POST', `${base}/execute/sync`, {
        script: `return ${ready(url(to))}`,
        args: [],
      });
    },
    resize: async (w, h = HEIGHT) => {
      await command('POST', `${base}/window/rect`, { width: w, height: h });
    },
    press: async (key) => {
      if (key === 'Shift+Tab') {
        const [shift, tab] = [WEBDRIVER_KEYS.Shift!, WEBDRIVER_KEYS.Tab!];
        await keys(
          { type: 'keyDown', value: shift },
          { type: 'keyDown', value: tab },
          { type: 'keyUp', value: tab },
          { type: 'keyUp', value: shift },
        );
      } else {
        const value = WEBDRIVER_KEYS[key]!;
        await keys({ type: 'keyDown', value }, { type: 'keyUp', value });
      }
    },
    clickAt: async (x, y) => {
      await command('POST', `${base}/actions`, {
        actions: [
          {
            type: 'pointer',
            id: 'mouse',
            parameters: { pointerType: 'mouse' },
            actions: [
              { type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport' },
              { type: 'pointerDown', button: 0 },
              { type: 'pointerUp', button: 0 },
            ],
          },
        ],
      });
    },
    evaluate: (script) =>
      command('POST', `${base}/execute/sync`, { script: `return ${script}`, args: [] }),
    inject: (script) => command('POST', `${base}/execute/sync`, { script, args: [] }),
  });
  return {
    name: 'webkit',
    version: `WebKitGTK ${session.capabilities.browserVersion}`,
    open: (path, width) => openAt(enginePage, path, width),
    close: async () => {
      await command('DELETE', base).catch(() => {});
      stop();
    },
  };
}

/** Starts an engine whose pages load paths from `baseUrl`. */
export function launchEngine(name: EngineName, baseUrl: string): Promise<Engine> {
  return { chromium: launchChromium, firefox: launchFirefox, webkit: launchWebKit }[name](baseUrl);
}
