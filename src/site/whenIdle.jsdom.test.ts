import { describe, expect, it, vi } from 'vitest';
import { whenIdle } from './whenIdle';

describe('whenIdle', () => {
  // A page kept for a whole test file is unmounted after the test that stubbed the idle callbacks
  // had them restored (the jsdom has none): its cancel still reaches the browser's own.
  it('cancels through the cancelIdleCallback there was when it asked, even once it is gone', () => {
    const cancelIdle = vi.fn();
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    const cancel = whenIdle(() => {});
    vi.unstubAllGlobals();
    expect(cancel).not.toThrow();
    expect(cancelIdle).toHaveBeenCalledWith(7);
  });
});
