import { useLayoutEffect, type RefObject } from 'react';

/** What the header shows: the whole navigation in its bar, or the menu button. */
export type NavLayout = 'full' | 'menu';

/**
 * Chooses between the desktop navigation and the menu by whether the navigation fits, not by one
 * width: the same bar holds longer words in Spanish, and WCAG 1.4.12 text spacing or zoom widens
 * every word. The header is laid out once with everything in one row and nothing allowed to wrap
 * or shrink (`data-nav="measure"`, never painted: set and read in one task), and gets
 * `data-nav="full"` when its items fit in its width, else `"menu"`. It measures again when the
 * header's width changes, when fonts arrive and when the language changes. Before this runs (the
 * prerendered page, or no script) the stylesheet's breakpoint decides and the bar may wrap.
 */
export function useNavFit(
  headerRef: RefObject<HTMLElement | null>,
  barRef: RefObject<HTMLElement | null>,
  language: string,
): void {
  useLayoutEffect(() => {
    const header = headerRef.current;
    const bar = barRef.current;
    if (!header || !bar) return;
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
        parseFloat(style.columnGap || '0') * Math.max(items.length - 1, 0);
      const available =
        bar.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
      const layout: NavLayout = needed <= available ? 'full' : 'menu';
      header.dataset.nav = layout;
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    let width = header.getBoundingClientRect().width;
    const observer = new ResizeObserver(() => {
      const now = header.getBoundingClientRect().width;
      if (now === width) return;
      width = now;
      fit();
    });
    observer.observe(header);
    let active = true;
    void document.fonts?.ready.then(() => {
      if (active) fit();
    });
    return () => {
      active = false;
      observer.disconnect();
    };
  }, [headerRef, barRef, language]);
}
