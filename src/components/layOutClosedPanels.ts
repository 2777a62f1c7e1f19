import { whenIdle } from '../site/whenIdle';

/** A closed panel of the kit's disclosures (React Aria's, so find-in-page can still open it). */
const CLOSED_PANEL = '[hidden="until-found"]';

/**
 * Lays out the content of each closed panel in `container` while the page is idle, one panel per
 * idle moment, so the press that first opens a panel does not have to. A closed panel is
 * `content-visibility: hidden` to the browser: nothing in it is styled or laid out until it opens,
 * and in Chromium at 4× CPU the opening presses of the home page's FAQ spent 4–24 ms laying out
 * the page (10.7 on average over 20 traced presses; 4.0 with this). Asking for the box of each of
 * the panel's children makes the browser style and lay out that content once, and it keeps the
 * result while the panel stays closed; nothing is painted, moved or shown. A panel opened or gone
 * by its turn is skipped. Returns the cancel.
 */
export function layOutClosedPanels(container: Element | null): () => void {
  const panels = [...(container?.querySelectorAll(CLOSED_PANEL) ?? [])];
  let cancel = () => {};
  const next = (index: number) => {
    const panel = panels[index];
    if (!panel) return;
    cancel = whenIdle(() => {
      if (panel.isConnected && panel.matches(CLOSED_PANEL))
        for (const child of panel.children) child.getBoundingClientRect();
      next(index + 1);
    });
  };
  next(0);
  return () => cancel();
}
