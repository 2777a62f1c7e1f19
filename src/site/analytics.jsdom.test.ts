import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAnalytics } from './analytics';

const SRC = 'https://stats.example.com/m.js';
const scripts = () => [...document.head.querySelectorAll('script')];
const root = document.documentElement;

let idle: (() => void)[];

beforeEach(() => {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    idle.push(callback);
    return idle.length;
  });
  vi.stubGlobal('cancelIdleCallback', () => {});
  root.setAttribute('data-hydrated', '');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.replaceChildren();
  root.removeAttribute('data-hydrated');
  Reflect.deleteProperty(navigator, 'globalPrivacyControl');
});

const runIdle = () => idle.splice(0).forEach((callback) => callback());

describe('loadAnalytics', () => {
  it('loads nothing, and schedules nothing, without an address', () => {
    expect(loadAnalytics('')).toBe(false);
    expect(idle).toHaveLength(0);
    runIdle();
    expect(scripts()).toHaveLength(0);
  });

  it('adds one async script only after hydration, when the browser is idle', async () => {
    root.removeAttribute('data-hydrated');
    expect(loadAnalytics(SRC)).toBe(true);
    expect(idle).toHaveLength(0); // waits for hydration
    root.setAttribute('data-hydrated', '');
    await Promise.resolve(); // MutationObserver records are delivered as a microtask
    expect(idle).toHaveLength(1);
    expect(scripts()).toHaveLength(0); // not before the idle callback
    runIdle();
    expect(scripts()).toHaveLength(1);
    const [script] = scripts();
    expect(script).toHaveAttribute('src', SRC);
    expect(script!.async).toBe(true);
    loadAnalytics(SRC);
    runIdle();
    expect(scripts()).toHaveLength(1);
  });

  it('falls back to a timeout where requestIdleCallback is missing', () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('requestIdleCallback', undefined);
      loadAnalytics(SRC);
      expect(scripts()).toHaveLength(0);
      vi.runAllTimers();
      expect(scripts()).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads nothing when the browser sends Global Privacy Control', () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    expect(loadAnalytics(SRC)).toBe(false);
    runIdle();
    expect(idle).toHaveLength(0);
    expect(scripts()).toHaveLength(0);
  });

  it('reports a failed load with one console error and shows nothing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const body = document.body.innerHTML;
    loadAnalytics(SRC);
    runIdle();
    const [script] = scripts();
    script!.dispatchEvent(new Event('error'));
    script!.dispatchEvent(new Event('error'));
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]![0])).toContain(SRC);
    expect(document.body.innerHTML).toBe(body);
  });
});
