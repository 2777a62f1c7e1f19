import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Focus goes with a control that the script's form replaces: React Aria's `useIsSSR` is true in
 * the prerendered HTML and while React hydrates it, so a control that needs script (a disclosure
 * button) renders its no-script form (a link) until then and hydration sees the HTML the server
 * wrote. When the no-script link (`from`) held focus as the app hydrated, the button that replaces
 * it (`to`) takes focus, so a keyboard or screen-reader user is not dropped to the document's
 * start. Only when focus was lost with the link (it is on <body>), never taken from where the
 * person has moved it.
 */
export function useFocusCarried(
  enhanced: boolean,
  from: RefObject<HTMLElement | null>,
  to: RefObject<HTMLElement | null>,
): void {
  const held = useRef(false);
  useLayoutEffect(() => {
    if (!enhanced) {
      held.current = from.current !== null && document.activeElement === from.current;
      return;
    }
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (held.current && lost) to.current?.focus({ preventScroll: true });
    held.current = false;
  }, [enhanced, from, to]);
}
