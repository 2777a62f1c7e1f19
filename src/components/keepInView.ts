/**
 * Keeps a control the visitor just pressed in view while the content around it settles: when a
 * press opens one panel and closes a taller one above it, the page would otherwise move the
 * control above the viewport or under the sticky header (WCAG 2.4.7, 2.4.11). The closing panel
 * shrinks after the commit (React Aria hides it once its animations end), so every frame until
 * `container`'s height has stayed the same for three frames (about 50 ms; two seconds at most),
 * the control is brought into view: `nearest` moves the page only as far as needed, within the
 * root's scroll padding (the sticky header's height). Returns a function that stops it (a newer
 * press, or the widget unmounting).
 */
export function keepInView(control: HTMLElement, container: HTMLElement): () => void {
  // Not in every environment (jsdom has no layout): nothing to keep in view there.
  if (typeof control.scrollIntoView !== 'function') return () => {};
  let frame = 0;
  let frames = 0;
  let steady = 0;
  let height = -1;
  const step = () => {
    control.scrollIntoView({ block: 'nearest', behavior: 'instant' });
    steady = container.offsetHeight === height ? steady + 1 : 0;
    height = container.offsetHeight;
    frames += 1;
    if (steady < 3 && frames < 120) frame = requestAnimationFrame(step);
  };
  // A smooth scroll still running (the focus that brought the control into view scrolls smoothly
  // where motion is allowed) would carry on to where the control was before the panels moved:
  // stop it, whether or not the control needs scrolling now.
  scrollBy({ top: 0, left: 0, behavior: 'instant' });
  step();
  return () => cancelAnimationFrame(frame);
}
