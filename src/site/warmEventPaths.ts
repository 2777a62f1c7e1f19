import { whenIdle } from './whenIdle';

/**
 * The kinds of event a finger's or a mouse's press sends on its way to the control that nothing
 * but React's own dispatch acts on here. Not `pointerdown`, `pointermove`, `pointerup`, `click`,
 * focus or key events: React Aria's focus-visible tracking (on the document) and the pre-paint
 * loader read those, and one of them would take a keyboard user's focus ring away.
 */
export const WARM_EVENTS = [
  'pointerover',
  'pointerout',
  'mouseover',
  'mousemove',
  'mouseout',
  'touchstart',
  'touchend',
] as const;

/** How many times each kind is sent, one round per idle moment. */
export const WARM_ROUNDS = 3;

function warmEvent(type: (typeof WARM_EVENTS)[number]): Event | null {
  const init = { bubbles: true, cancelable: true, composed: true };
  if (type.startsWith('pointer'))
    return typeof PointerEvent === 'function' ? new PointerEvent(type, init) : null;
  // Desktop Firefox and Safari have no TouchEvent: there is no touch to prepare for.
  if (type.startsWith('touch'))
    return typeof TouchEvent === 'function' ? new TouchEvent(type, init) : null;
  return new MouseEvent(type, init);
}

/** One round: each kind of WARM_EVENTS dispatched once on `target`. */
export function dispatchWarmEvents(target: Element): void {
  for (const type of WARM_EVENTS) {
    const event = warmEvent(type);
    if (event) target.dispatchEvent(event);
  }
}

/**
 * Runs React's event dispatch once the page is idle, so a visitor's first press does not run it
 * for the first time. React has dispatched no pointer or touch event on a page just hydrated: a
 * first tap's events then each took several times as long as the same events of the next tap
 * (traced in Chromium at 4× CPU: the first `pointerover` 5.5 ms, the next 0.3), while the engine
 * met React's dispatch code for the first time. Synthetic events are sent, `WARM_ROUNDS` rounds,
 * each in an idle moment of its own, on what `findTarget` returns then (the page's main landmark,
 * which has no handler for them, nor has any element around it); they are never trusted, so the
 * browser neither hovers anything nor reports them as interactions. Returns the cancel.
 */
export function warmEventPaths(findTarget: () => Element | null): () => void {
  let cancel = () => {};
  const round = (left: number) => {
    cancel = whenIdle(() => {
      const target = findTarget();
      if (!target) return;
      dispatchWarmEvents(target);
      if (left > 1) round(left - 1);
    });
  };
  round(WARM_ROUNDS);
  return () => cancel();
}
