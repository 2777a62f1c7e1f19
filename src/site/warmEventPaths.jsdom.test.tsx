import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFocusVisible } from 'react-aria';
import { afterEach, describe, expect, it } from 'vitest';
import { specPaths } from '../../content/paths';
import { idleMoments } from '../test/idleMoments';
import { renderRoute } from '../test/renderRoute';
import { dispatchWarmEvents, WARM_EVENTS, WARM_ROUNDS, warmEventPaths } from './warmEventPaths';

/**
 * The listeners a test added to the document, removed after it even when it fails: the worker's
 * other test files share this jsdom (src/test/setup.ts empties its page).
 */
const undo: (() => void)[] = [];
afterEach(() => undo.splice(0).forEach((step) => step()));

/** Every event the document sees from now on, in the capture phase: its kind, trust and target. */
function recordEvents(kinds: readonly string[]) {
  const seen: { type: string; trusted: boolean; target: EventTarget | null }[] = [];
  const record = (event: Event) =>
    seen.push({ type: event.type, trusted: event.isTrusted, target: event.target });
  for (const kind of kinds) document.addEventListener(kind, record, true);
  undo.push(() => kinds.forEach((kind) => document.removeEventListener(kind, record, true)));
  return seen;
}

/** What React Aria's focus-visible tracking (shared by the page's widgets) says now. */
function Modality() {
  const { isFocusVisible } = useFocusVisible();
  return <output aria-label="modality">{isFocusVisible ? 'keyboard' : 'pointer'}</output>;
}

describe('warmEventPaths', () => {
  it('sends each kind once per round, untrusted, on the target, one round per idle moment', () => {
    const idle = idleMoments();
    const target = document.body.appendChild(document.createElement('main'));
    const seen = recordEvents(WARM_EVENTS);
    warmEventPaths(() => target);
    expect(seen).toEqual([]);
    for (let round = 1; round <= WARM_ROUNDS; round += 1) {
      expect(idle.pending).toBe(1);
      idle.runWaiting();
      expect(seen.map((event) => event.type)).toEqual(
        Array.from({ length: round }, () => WARM_EVENTS).flat(),
      );
    }
    expect(idle.pending).toBe(0);
    expect(seen.every((event) => !event.trusted && event.target === target)).toBe(true);
  });

  it('sends nothing once cancelled, nor where there is no target', () => {
    const idle = idleMoments();
    const target = document.body.appendChild(document.createElement('main'));
    const seen = recordEvents(WARM_EVENTS);
    const cancel = warmEventPaths(() => target);
    idle.runWaiting();
    cancel();
    expect(idle.pending).toBe(0);
    expect(seen).toHaveLength(WARM_EVENTS.length);
    warmEventPaths(() => null);
    idle.runWaiting();
    expect(idle.pending).toBe(0);
    expect(seen).toHaveLength(WARM_EVENTS.length);
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
