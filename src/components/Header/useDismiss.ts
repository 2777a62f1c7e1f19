import { useEffect, type RefObject } from 'react';
import { useFocusWithin, useInteractOutside, type FocusWithinResult } from 'react-aria';

/** An open list of the header: its whole widget (button and list), its button, how it closes. */
interface OpenList {
  root: RefObject<HTMLElement | null>;
  trigger: RefObject<HTMLElement | null>;
  close: () => void;
}

const openLists = new Set<OpenList>();

/**
 * Escape closes one list: the innermost open one that holds focus, else (focus elsewhere, a list
 * opened by hover) the innermost open one. Focus returns to its button when it was in the list.
 */
function onEscape(event: KeyboardEvent): void {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  const lists = [...openLists].flatMap((list) =>
    list.root.current ? [{ list, root: list.root.current }] : [],
  );
  const active = document.activeElement;
  const holdingFocus = lists.filter(({ root }) => root.contains(active));
  const pool = holdingFocus.length > 0 ? holdingFocus : lists;
  const innermost = pool.find(
    ({ root }) => !pool.some((other) => other.root !== root && root.contains(other.root)),
  )?.list;
  if (!innermost) return;
  innermost.close();
  if (holdingFocus.some(({ list }) => list === innermost)) innermost.trigger.current?.focus();
}

export interface DismissOptions {
  isOpen: boolean;
  close: () => void;
  /** The widget: its button and its list. */
  rootRef: RefObject<HTMLElement | null>;
  /** The button that opens it: focus returns there on Escape. */
  triggerRef: RefObject<HTMLElement | null>;
  /**
   * A list shown over the page (a dropdown, the menu panel) also closes when focus moves to
   * something outside it or a press lands outside it; a list shown in the flow of the menu closes
   * only on Escape or its button.
   */
  closesOnLeave: boolean;
}

/**
 * The one way every list of the header closes (the IRM list, the menu, the languages): Escape
 * (the innermost first), and for a list over the page, focus leaving it (React Aria's
 * useFocusWithin) or a press outside it (useInteractOutside). Focus moving to nothing (a press on
 * the list's own padding) keeps it open. Spread the returned props on the root.
 */
export function useDismiss({
  isOpen,
  close,
  rootRef,
  triggerRef,
  closesOnLeave,
}: DismissOptions): FocusWithinResult['focusWithinProps'] {
  const leaves = isOpen && closesOnLeave;
  const { focusWithinProps } = useFocusWithin({
    isDisabled: !leaves,
    onBlurWithin: (event) => {
      const next = event.relatedTarget as Node | null;
      if (next && !rootRef.current?.contains(next)) close();
    },
  });
  useInteractOutside({ ref: rootRef, isDisabled: !leaves, onInteractOutside: close });
  useEffect(() => {
    if (!isOpen) return;
    const list: OpenList = { root: rootRef, trigger: triggerRef, close };
    if (openLists.size === 0) document.addEventListener('keydown', onEscape);
    openLists.add(list);
    return () => {
      openLists.delete(list);
      if (openLists.size === 0) document.removeEventListener('keydown', onEscape);
    };
  }, [isOpen, close, rootRef, triggerRef]);
  return focusWithinProps;
}
