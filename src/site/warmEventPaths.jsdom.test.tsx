import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFocusVisible } from 'react-aria';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { specPaths } from '../../content/paths';
import { renderRoute } from '../test/renderRoute';
import { dispatchWarmEvents, WARM_EVENTS, WARM_ROUNDS, warmEventPaths } from './warmEventPaths';

afterEach(() => {
  vi.useRealTimers();
});

/** Every event the document sees from now on, in the capture phase: its kind, trust and target. */
function recordEvents(kinds: readonly string[]) {
  const seen: { type: string; trusted: boolean; target: EventTarget | null }[] = [];
  const record = (event: Event) =>
    seen.push({ type: event.type, trusted: event.isTrusted, target: event.target });
  for (const kind of kinds) document.addEventListener(kind, record, true);
  return {
    seen,
    stop: () => kinds.forEach((kind) => document.removeEventListener(kind, record, true)),
  };
}

/** What React Aria's focus-visible tracking (shared by the page's widgets) says now. */
function Modality() {
  const { isFocusVisible } = useFocusVisible();
  return <output aria-label="modality">{isFocusVisible ? 'keyboard' : 'pointer'}</output>;
}

describe('warmEventPaths', () => {
  it('sends each kind once per round, untrusted, on the target, one round per idle moment', () => {
    vi.useFakeTimers();
    const target = document.body.appendChild(document.createElement('main'));
    const events = recordEvents(WARM_EVENTS);
    warmEventPaths(() => target);
    expect(events.seen).toEqual([]);
    for (let round = 1; round <= WARM_ROUNDS; round += 1) {
      vi.runOnlyPendingTimers();
      expect(events.seen.map((event) => event.type)).toEqual(
        Array.from({ length: round }, () => WARM_EVENTS).flat(),
      );
    }
    vi.runAllTimers();
    expect(events.seen).toHaveLength(WARM_ROUNDS * WARM_EVENTS.length);
    expect(events.seen.every((event) => !event.trusted && event.target === target)).toBe(true);
    events.stop();
    target.remove();
  });

  it('sends nothing once cancelled, nor where there is no target', () => {
    vi.useFakeTimers();
    const target = document.body.appendChild(document.createElement('main'));
    const events = recordEvents(WARM_EVENTS);
    const cancel = warmEventPaths(() => target);
    vi.runOnlyPendingTimers();
    cancel();
    vi.runAllTimers();
    expect(events.seen).toHaveLength(WARM_EVENTS.length);
    warmEventPaths(() => null);
    vi.runAllTimers();
    expect(events.seen).toHaveLength(WARM_EVENTS.length);
    events.stop();
    target.remove();
  });

  // What the app sends them on: its main landmark. A keyboard user who has reached a control
  // stays a keyboard user to React Aria (the focus ring of its widgets), focus stays, and nothing
  // on the page is hovered, pressed or otherwise changed.
  it.each([specPaths.home, specPaths.ncua, specPaths.contact])(
    'on %s, changes nothing a visitor has: focus, the keyboard modality, the page',
    async (url) => {
      await renderRoute(url);
      render(<Modality />);
      const user = userEvent.setup({ delay: null });
      await user.tab();
      await user.tab();
      const focused = document.activeElement!;
      expect(focused).not.toBe(document.body);
      expect(screen.getByRole('status', { name: 'modality' })).toHaveTextContent('keyboard');
      const before = document.body.innerHTML;
      const main = document.querySelector('main')!;
      for (let round = 0; round < WARM_ROUNDS; round += 1) act(() => dispatchWarmEvents(main));
      expect(document.activeElement).toBe(focused);
      expect(screen.getByRole('status', { name: 'modality' })).toHaveTextContent('keyboard');
      expect(document.body.innerHTML).toBe(before);
    },
  );
});
