import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

/**
 * Renders `element` once, out of sight, and takes it away again, all in one task: what its first
 * real render will need is then ready, not done inside the press that shows it. A hydrated page
 * has had React make no element yet, so V8 compiles React's code for making them the first time it
 * runs; the style of new classes is resolved the first time they match; and the first text set in
 * a font at a new size or weight prepares that font inside the layout that sets it.
 *
 * The box is in the page, so the page's styles and fonts apply, but out of its flow (absolute),
 * never painted nor in the accessibility tree (`visibility: hidden`; the whole task ends before a
 * frame), inert and `aria-hidden`; its ids are prefixed so they never repeat one of the page's.
 * Styles are set through the CSSOM, which the site's Content-Security-Policy allows.
 */
export function rehearse(element: ReactElement): void {
  const box = document.createElement('div');
  box.setAttribute('aria-hidden', 'true');
  box.inert = true;
  Object.assign(box.style, {
    position: 'absolute',
    insetBlockStart: '0',
    insetInlineStart: '0',
    inlineSize: '100%',
    visibility: 'hidden',
    pointerEvents: 'none',
  });
  document.body.append(box);
  // An error in its render is thrown here, after the page is as it was, as the caller's own.
  let failed: { error: unknown } | undefined;
  const root = createRoot(box, {
    identifierPrefix: 'rehearsal-',
    onUncaughtError: (error) => (failed = { error }),
  });
  try {
    flushSync(() => root.render(element));
    // The style and layout the frame that shows it would do.
    void box.offsetHeight;
  } finally {
    root.unmount();
    box.remove();
  }
  if (failed) throw failed.error;
}
