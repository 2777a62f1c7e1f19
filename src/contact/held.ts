import { SUBMIT_HELD } from '../site/documentMarks';

export { HOLD_SUBMIT } from '../site/documentMarks';

/**
 * A submit pressed before the app is interactive. The page's pre-paint loader
 * (src/site/prepaint.ts) stops the native submission of a form marked
 * with `HOLD_SUBMIT`, marks `<html>` with `SUBMIT_HELD` (the form's CSS then shows the "as soon as
 * the page is ready" label) and loads the app at once; the form sends it after hydration. The
 * marker sits on `<html>`, outside React's root, so hydration finds the markup it rendered.
 */
/** Whether a submit was held; clears the mark, so a held submit is taken once. */
export function takeHeldSubmit(): boolean {
  const root = document.documentElement;
  const held = root.hasAttribute(SUBMIT_HELD);
  root.removeAttribute(SUBMIT_HELD);
  return held;
}
