/** Whether an event was aimed inside `box`. */
export const inBox = (box: HTMLElement, event: Event): boolean =>
  event.target instanceof Node && box.contains(event.target);

/**
 * The elements that stand for `element` in the layout: itself, or where it has no box of its own
 * (`display: contents`, as a deferred part's box and the first element inside it may have), its
 * children's, at any depth. An observer never sees an element without a box intersect.
 */
function laidOut(element: Element): Element[] {
  return getComputedStyle(element).display === 'contents'
    ? [...element.children].flatMap(laidOut)
    : [element];
}

/**
 * Calls `need` once a part of a prerendered page whose code is left out of the first load is
 * needed: when a person focuses, presses or types in `box` (`events`, listened for on the document
 * in the capture phase: React stops events aimed at a boundary it has not hydrated before they
 * reach it), or, from the first scroll on, when the box comes within a screen of the viewport (a
 * part in view on arrival loads at the first scroll, focus or press, so the page's first load is
 * the same whatever the window's height; without IntersectionObserver, at the first scroll). It
 * stops watching once it has called `need` (the events it listens for go on running on every key
 * press and focus). Returns the cleanup.
 */
export function whenNeeded(
  box: HTMLElement,
  need: () => void,
  events: readonly string[],
): () => void {
  const needed = () => {
    stop();
    need();
  };
  const onEvent = (event: Event) => {
    if (inBox(box, event)) needed();
  };
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) needed();
          },
          { rootMargin: '100% 0px' },
        )
      : null;
  const onScroll = () => {
    if (!observer) return needed();
    for (const target of laidOut(box)) observer.observe(target);
  };
  addEventListener('scroll', onScroll, { once: true, passive: true });
  for (const type of events) document.addEventListener(type, onEvent, true);
  function stop() {
    observer?.disconnect();
    removeEventListener('scroll', onScroll);
    for (const type of events) document.removeEventListener(type, onEvent, true);
  }
  return stop;
}
