import { useLayoutEffect, type RefObject } from 'react';

/** What the header shows: the whole navigation in its bar, or the menu button. */
export type NavLayout = 'full' | 'menu';

/**
 * Chooses between the desktop navigation and the menu by whether the navigation fits, not by one
 * width: the same bar holds longer words in Spanish, and WCAG 1.4.12 text spacing or zoom widens
 * every word. The header is laid out once with everything in one row and nothing allowed to wrap
 * or shrink (`data-nav="measure"`, never painted: set and read in one task), and gets
 * `data-nav="full"` when its items fit in its width, else `"menu"`. It measures again when the
 * header's size or a control's in it changes (text spacing applied after load widens the words
 * without changing the window), when fonts arrive and when the language changes, each time in
 * the next animation frame (never in a commit: the first is hydration's). Before this runs (the
 * prerendered page, or no script) the stylesheet's breakpoint decides and the bar may wrap.
 * `content` names what the bar holds (its language, its controls): a change measures again.
 * `onLayout` hears each result (the navigation behaves differently in the bar and in the menu);
 * `fixed` sets the layout without measuring (the kit's examples).
 */
export function useNavFit(
  headerRef: RefObject<HTMLElement | null>,
  barRef: RefObject<HTMLElement | null>,
  content: string,
  onLayout: (layout: NavLayout) => void,
  fixed?: NavLayout,
): void {
  useLayoutEffect(() => {
    const header = headerRef.current;
    const bar = barRef.current;
    if (!header || !bar) return;
    if (fixed) {
      header.dataset.nav = fixed;
      return;
    }
    const fit = () => {
      header.dataset.nav = 'measure';
      // The bar's items side by side at their natural widths, against its content width (its
      // scrollWidth would not count items running into its padding).
      const style = getComputedStyle(bar);
      const items = Array.from(bar.children, (item) => item.getBoundingClientRect().width).filter(
        (width) => width > 0,
      );
      const needed =
        items.reduce((sum, width) => sum + width, 0) +
        (parseFloat(style.columnGap) || 0) * Math.max(items.length - 1, 0);
      const available =
        bar.clientWidth -
        (parseFloat(style.paddingInlineStart) || 0) -
        (parseFloat(style.paddingInlineEnd) || 0);
      const layout: NavLayout = needed <= available ? 'full' : 'menu';
      header.dataset.nav = layout;
      onLayout(layout);
    };
    if (typeof ResizeObserver === 'undefined') return fit();
    // The first fit in the next frame, before it paints, not in this commit: on a prerendered
    // page this commit is hydration's, and the measure (a style and layout pass over the page,
    // then the navigation rendered in its layout) would lengthen the page's longest task. Until
    // then the stylesheet's breakpoint, which the prerendered page painted with, holds.
    let frame = requestAnimationFrame(fit);
    // Again when the header's size or any of its controls' changes: a new width, and also text
    // spacing or a font size applied after load, which widen the items without touching the
    // window. One fit per frame at most; a fit that changes nothing changes no size, so it stops.
    // A control shown or hidden (the menu's panel opening or closing: from or to no box at all)
    // widens nothing: a fit then would be a style and layout pass over the page in the frame after
    // the press, for the same answer.
    const boxes = new WeakMap<Element, boolean>();
    const observer = new ResizeObserver((entries) => {
      let resized = false;
      for (const { target, contentRect } of entries) {
        const box = contentRect.width > 0 || contentRect.height > 0;
        if (target === header || (box && boxes.get(target))) resized = true;
        boxes.set(target, box);
      }
      if (!resized) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(fit);
    });
    observer.observe(header);
    for (const control of bar.querySelectorAll('a, button')) observer.observe(control);
    let active = true;
    void document.fonts?.ready.then(() => {
      if (!active) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(fit);
    });
    return () => {
      active = false;
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [headerRef, barRef, content, onLayout, fixed]);
}
