import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenNeeded } from './whenNeeded';

describe('whenNeeded', () => {
  afterEach(() => document.body.replaceChildren());

  const setup = () => {
    const box = document.createElement('div');
    const input = document.createElement('input');
    box.append(input);
    const outside = document.createElement('button');
    document.body.append(box, outside);
    const need = vi.fn();
    const stop = whenNeeded(box, need, ['focusin', 'keydown']);
    return { input, outside, need, stop };
  };

  it('asks once, at the first focus or key press in its box, and then stops listening', () => {
    const { input, outside, need } = setup();
    outside.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(need).not.toHaveBeenCalled();
    input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(need).toHaveBeenCalledTimes(1);
    input.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(need).toHaveBeenCalledTimes(1);
  });

  it('asks nothing once cleaned up', () => {
    const { input, need, stop } = setup();
    stop();
    input.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(need).not.toHaveBeenCalled();
  });
});
