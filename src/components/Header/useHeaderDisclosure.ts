import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { useFocusWithin, useInteractOutside, useIsSSR, type FocusWithinResult } from 'react-aria';
import { useCurrentPage } from '../../site/page-context';

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

export interface HeaderDisclosureOptions {
  /** Open at first (the kit's examples). */
  defaultOpen?: boolean;
  /**
   * A list shown over the page (a dropdown, the menu panel) also closes when focus moves to
   * something outside it or a press lands outside it; a list shown in the flow of the menu closes
   * only on Escape or its button.
   */
  closesOnLeave: boolean;
  /** Not a disclosure now (the menu in the bar's layout, one other language): never open. */
  isDisabled?: boolean;
  /** Called whenever it closes (by its button, Escape, leaving): the widget's own clean-up. */
  onClose?: () => void;
}

export interface HeaderDisclosure<Root extends HTMLElement> {
  /** False in the prerendered HTML and while it hydrates (React Aria's useIsSSR): show the link. */
  enhanced: boolean;
  isOpen: boolean;
  /** Opens it for this page, or closes it without `onClose` (safe in a render's reset). */
  setOpen: (open: boolean) => void;
  /** Closes it and calls `onClose`. */
  close: () => void;
  /** The widget (its button and its list): spread `rootProps` on it too. */
  rootRef: RefObject<Root | null>;
  rootProps: FocusWithinResult['focusWithinProps'];
  /** The disclosure button: its ref, `aria-expanded`, `aria-controls`, and a click that toggles. */
  triggerProps: {
    ref: RefObject<HTMLButtonElement | null>;
    type: 'button';
    'aria-expanded': boolean;
    'aria-controls': string;
    onClick: () => void;
  };
  /** The link shown before the app runs: focus on it moves to the button that replaces it. */
  noScriptRef: RefObject<HTMLAnchorElement | null>;
  /** The list's id. */
  panelId: string;
}

/**
 * The one disclosure of the header's lists (the menu, the IRM list, the languages), on the APG
 * disclosure pattern with React Aria's hooks:
 * - before the app runs (`useIsSSR`) the widget shows a link; when that link held focus as the
 *   app hydrated, the button that replaces it takes focus (only when focus was lost with it);
 * - the button has aria-expanded and aria-controls, and a click toggles the list;
 * - Escape closes the innermost open list that holds focus (else the innermost open one) and
 *   returns focus to its button when focus was in it;
 * - a list over the page (`closesOnLeave`) also closes when focus moves to something outside it
 *   (`useFocusWithin`; focus moving to nothing, a press on its padding, keeps it open) or a press
 *   lands outside it (`useInteractOutside`);
 * - a navigation closes it: it is open for the page it was opened on. Derived, not reset by a
 *   state update during render, and React's state rather than react-stately's disclosure state:
 *   a navigation's render can be set aside while the next page's code loads, and react-stately
 *   keeps the value of a render that never committed (its ref), so a reset was lost and the list
 *   stayed open over the new page.
 */
export function useHeaderDisclosure<Root extends HTMLElement>({
  defaultOpen = false,
  closesOnLeave,
  isDisabled = false,
  onClose,
}: HeaderDisclosureOptions): HeaderDisclosure<Root> {
  const { pathname } = useCurrentPage();
  const enhanced = !useIsSSR();
  const [openOn, setOpenOn] = useState<string | null>(defaultOpen ? pathname : null);
  const isOpen = !isDisabled && openOn === pathname;
  const rootRef = useRef<Root>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const noScriptRef = useRef<HTMLAnchorElement>(null);
  const panelId = useId();
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });
  const close = useCallback(() => {
    onCloseRef.current?.();
    setOpenOn(null);
  }, []);
  // Safe during render (a widget's own reset): no `onClose`.
  const setOpen = useCallback((open: boolean) => setOpenOn(open ? pathname : null), [pathname]);

  // Focus carried from the no-script link to the button.
  const heldFocus = useRef(false);
  useLayoutEffect(() => {
    if (!enhanced) {
      heldFocus.current =
        noScriptRef.current !== null && document.activeElement === noScriptRef.current;
      return;
    }
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (heldFocus.current && lost) triggerRef.current?.focus({ preventScroll: true });
    heldFocus.current = false;
  }, [enhanced]);

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
  }, [isOpen, close]);

  return {
    enhanced,
    isOpen,
    setOpen,
    close,
    rootRef,
    rootProps: focusWithinProps,
    triggerProps: {
      ref: triggerRef,
      type: 'button',
      'aria-expanded': isOpen,
      'aria-controls': panelId,
      onClick: () => (isOpen ? close() : setOpen(true)),
    },
    noScriptRef,
    panelId,
  };
}
