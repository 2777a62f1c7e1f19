import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

const inBrowserEnvironment = typeof window !== 'undefined';

// findBy…/waitFor wait up to 5 s, not Testing Library's 1 s: a page's lazy parts are transformed
// and imported on first use, which on a busy 2-core machine (`npm test` runs two stages at a time)
// can take longer than a second. The waits end as soon as what they wait for is there.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  if (!inBrowserEnvironment) return;
  cleanup();
  // A page rendered once for the whole file (renderRouteOnce) stays, with its head tags.
  if ((globalThis as Record<symbol, unknown>)[Symbol.for('irm-site.keep-page')]) return;
  // What a test put on the page itself and did not remove (a test that failed before its own
  // clean-up, for one): the worker's next files share this document, and a second <main> left
  // there failed every test of theirs that looks for the page's.
  document.body.replaceChildren();
  document.head.innerHTML = '';
  document.title = '';
});

// jsdom does not implement scrolling; record calls instead.
if (inBrowserEnvironment) window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// jsdom has no canvas: getContext() returns null after printing "Not implemented" each time axe's
// color-contrast check probes it. Return null quietly (axe then leaves those contrasts to Chromium).
if (inBrowserEnvironment) {
  HTMLCanvasElement.prototype.getContext = (() =>
    null) as unknown as typeof HTMLCanvasElement.prototype.getContext;
}

// A test that calls `element.focus()` or `blur()` itself runs focus handlers that set React state
// (React Aria's focus ring, for instance) outside act(): React then warns "An update to … was not
// wrapped in act(...)" and the DOM may lag a render behind. Run such calls in act(), as user-event
// does its own. Focus moved by components, or by anything already running under React (act,
// a render, an effect), is left as it is.
if (inBrowserEnvironment) {
  const calledByTestOutsideReact = () => {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 20;
    const stack = new Error().stack ?? '';
    Error.stackTraceLimit = limit;
    // After this function and the patched method: the test's own call (through the libraries
    // that wrap focus, React Aria and user-event), unless React is running (act, render, effect).
    const frames = stack.split('\n').slice(3);
    if (frames.some((frame) => /\/node_modules\/react(-dom)?\//.test(frame))) return false;
    return frames.some((frame) => /\.test\.[cm]?[jt]sx?:/.test(frame));
  };
  const { focus, blur } = HTMLElement.prototype;
  HTMLElement.prototype.focus = function (this: HTMLElement, options?: FocusOptions) {
    if (calledByTestOutsideReact()) act(() => focus.call(this, options));
    else focus.call(this, options);
  };
  HTMLElement.prototype.blur = function (this: HTMLElement) {
    if (calledByTestOutsideReact()) act(() => blur.call(this));
    else blur.call(this);
  };
}

// Testing Library flushes with setTimeout(0) and advances fake timers only when it sees Jest's;
// give it Vitest's so tests may fake the dropdown's close timer.
(globalThis as unknown as { jest: unknown }).jest = {
  advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms),
};
