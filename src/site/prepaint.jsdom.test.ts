// The pre-paint loader (src/site/prepaint.ts), run in jsdom on a fresh page per test.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as marks from './documentMarks';
import { startLoader, type LoaderWindow } from './prepaint';

const SRC = '/index.abc123.js';

let doc: Document;
let form: HTMLFormElement;
let onLoad: (() => void) | undefined;
let timers: { callback: () => void; delay: number | undefined }[];
let policies: string[];

const appScripts = () =>
  [...doc.head.querySelectorAll('script[type="module"]')].map((script) =>
    script.getAttribute('src'),
  );

/** Submits a form the way a press of its button does; returns whether it was let through. */
const submit = (target: HTMLFormElement) =>
  target.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
/** Clicks an element; returns whether its default action was let through. */
const click = (target: Element) =>
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

const preloads = () =>
  [...doc.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

function start(win: Partial<LoaderWindow> = {}, chunks: string[] = []): void {
  startLoader(
    SRC,
    doc,
    {
      addEventListener: (_type, listener) => {
        onLoad = listener;
      },
      setTimeout: (callback, delay) => timers.push({ callback, delay }),
      ...win,
    },
    chunks,
  );
}

beforeEach(() => {
  doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML =
    '<main>' +
    `<form method="post" ${marks.HOLD_SUBMIT}><input name="name"><button>Send<span ${marks.HELD_MESSAGE} hidden>Sending soon</span></button></form>` +
    '<form id="other"><button>Search</button></form>' +
    '<button aria-controls="panel-1"><span>More</span></button><div id="panel-1"></div>' +
    '</main>' +
    '<header><button aria-controls="menu">Menu</button><div id="menu"></div></header>';
  form = doc.querySelector('form')!;
  onLoad = undefined;
  timers = [];
  policies = [];
});

describe('the pre-paint loader', () => {
  // Issue 34, audit F13: the held submit changed only the button's text, which nothing announced.
  it('announces a held submit in a status region of its own, outside the form, once', () => {
    start();
    submit(form);
    submit(form);
    const regions = doc.querySelectorAll(`[${marks.HELD_STATUS}]`);
    expect(regions.length).toBe(1);
    expect(regions[0]!.getAttribute('role')).toBe('status');
    expect(form.contains(regions[0]!)).toBe(false);
    // Empty when it enters the page, filled after: a change a screen reader announces.
    expect(regions[0]!.textContent).toBe('');
    for (const { callback } of timers) callback();
    expect(regions[0]!.textContent).toBe('Sending soon');
  });

  it('marks <html class="js"> at once, and requests nothing before the first paint', () => {
    start();
    expect(doc.documentElement.classList.contains(marks.JS_CLASS)).toBe(true);
    expect(appScripts()).toEqual([]);
  });

  it('before hydration, holds a submit of a marked form, marks <html> and loads the app at once', () => {
    start();
    expect(submit(form)).toBe(false);
    expect(doc.documentElement.hasAttribute(marks.SUBMIT_HELD)).toBe(true);
    expect(appScripts()).toEqual([SRC]);
    // A second press is held too, and the app is requested once.
    expect(submit(form)).toBe(false);
    expect(appScripts()).toEqual([SRC]);
  });

  it('leaves other forms alone', () => {
    start();
    expect(submit(doc.querySelector<HTMLFormElement>('#other')!)).toBe(true);
    expect(doc.documentElement.hasAttribute(marks.SUBMIT_HELD)).toBe(false);
  });

  it('before hydration, holds a press on a toggle (by what it controls) and loads the app', () => {
    start();
    expect(click(doc.querySelector('button[aria-controls] span')!)).toBe(false);
    expect(doc.documentElement.getAttribute(marks.PRESSED)).toBe('panel-1');
    expect(appScripts()).toEqual([SRC]);
  });

  it("marks a pointer's press for in-page scrolls to glide, and a key press for them not to", () => {
    start();
    const root = doc.documentElement;
    const button = doc.querySelector('button[aria-controls]')!;
    expect(root.hasAttribute(marks.GLIDE)).toBe(false);
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(root.hasAttribute(marks.GLIDE)).toBe(true);
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(root.hasAttribute(marks.GLIDE)).toBe(true);
    button.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Tab' }));
    expect(root.hasAttribute(marks.GLIDE)).toBe(false);
  });

  it('holds a press while the app runs but the page part waits for its code', () => {
    start();
    doc.documentElement.setAttribute(marks.HYDRATED, '');
    expect(click(doc.querySelector('button[aria-controls]')!)).toBe(false);
    expect(doc.documentElement.getAttribute(marks.PRESSED)).toBe('panel-1');
    expect(submit(form)).toBe(false);
    expect(doc.documentElement.hasAttribute(marks.SUBMIT_HELD)).toBe(true);
  });

  it('leaves a header toggle to the app once it runs, while holding presses in main', () => {
    start();
    const root = doc.documentElement;
    expect(click(doc.querySelector('header button')!)).toBe(false);
    expect(root.getAttribute(marks.PRESSED)).toBe('menu');
    root.removeAttribute(marks.PRESSED);
    root.setAttribute(marks.HYDRATED, '');
    expect(click(doc.querySelector('header button')!)).toBe(true);
    expect(root.hasAttribute(marks.PRESSED)).toBe(false);
  });

  it('once the page part is hydrated, leaves submits and presses to the page', () => {
    start();
    doc.documentElement.setAttribute(marks.HYDRATED, '');
    doc.documentElement.setAttribute(marks.PAGE_HYDRATED, '');
    expect(submit(form)).toBe(true);
    expect(click(doc.querySelector('button[aria-controls]')!)).toBe(true);
    expect(doc.documentElement.hasAttribute(marks.SUBMIT_HELD)).toBe(false);
    expect(doc.documentElement.hasAttribute(marks.PRESSED)).toBe(false);
    expect(appScripts()).toEqual([]);
  });

  it('requests the app right after the first contentful paint', () => {
    let report: PerformanceObserverCallback | undefined;
    class Observer {
      constructor(callback: PerformanceObserverCallback) {
        report = callback;
      }
      observe(options: PerformanceObserverInit) {
        expect(options).toEqual({ type: 'paint', buffered: true });
      }
    }
    start({ PerformanceObserver: Observer as unknown as typeof PerformanceObserver });
    const entries = (name: string) =>
      ({ getEntriesByName: (wanted: string) => (wanted === name ? [{}] : []) }) as never;
    report!(entries('first-paint'), {} as PerformanceObserver);
    expect(timers).toEqual([]);
    report!(entries('first-contentful-paint'), {} as PerformanceObserver);
    expect(timers).toHaveLength(1);
    timers[0]!.callback();
    expect(appScripts()).toEqual([SRC]);
  });

  // Issue 36: the entry, React DOM and the app were one module graph, evaluated in one task of
  // about 230 ms at 4× CPU; now the entry imports the other two, and they are preloaded with it.
  it('preloads the chunks the entry imports with the entry, not before the first paint', () => {
    const chunks = ['/client.1.js', '/client.2.js'];
    start({}, chunks);
    expect(preloads()).toEqual([]);
    submit(form);
    expect(appScripts()).toEqual([SRC]);
    expect(preloads()).toEqual(chunks);
    // Requested once, like the entry.
    submit(form);
    expect(preloads()).toEqual(chunks);
  });

  it('without paint timing, requests the app 1 s after load', () => {
    start();
    expect(onLoad).toBeTypeOf('function');
    onLoad!();
    expect(timers.map(({ delay }) => delay)).toEqual([1000]);
    timers[0]!.callback();
    expect(appScripts()).toEqual([SRC]);
  });

  it('creates the script URL through its Trusted Types policy, which allows that URL only', () => {
    let rules: { createScriptURL: (url: string) => string } | undefined;
    const createPolicy = vi.fn((name: string, given: typeof rules) => {
      policies.push(name);
      rules = given;
      return { createScriptURL: (url: string) => given!.createScriptURL(url) };
    });
    start({ trustedTypes: { createPolicy } });
    submit(form);
    expect(policies).toEqual([marks.LOADER_POLICY]);
    expect(appScripts()).toEqual([SRC]);
    expect(() => rules!.createScriptURL('/evil.js')).toThrow(TypeError);
  });
});
