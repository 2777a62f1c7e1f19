import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useIsSSR } from 'react-aria';
import type { Key } from 'react-aria-components';
import { useDisclosureGroupState } from 'react-stately';
import { keepInView } from './keepInView';
import { layOutClosedPanels } from './layOutClosedPanels';

/** What each trigger of the group gets: stable while the group is hydrated or running. */
export interface KitTriggerProps {
  /** Collapsed in the page's HTML, as the stylesheet shows it from the first paint; React Aria's state from hydration on. */
  'aria-expanded': false | undefined;
  /** Called with the trigger on each press, before the state toggles (KitTrigger). */
  onToggle: (trigger: Element) => void;
}

/**
 * The kit's one disclosure group (the Accordion, the Read More cards), on react-stately's
 * `useDisclosureGroupState` (opening one closes the others unless several are allowed; toggling
 * the open one closes it), used without React Aria's `DisclosureGroup` component: its one context
 * renders every item on each press, while here each item is told its own state and `toggle` never
 * changes, so a memoized item renders only when its own state does.
 *
 * The page's HTML (server render and hydration, `isSSR`) shows every panel, whatever the state
 * (nothing is collapsed without JavaScript): `isExpanded` says what to show, the group state what
 * is open, so a press held from before hydration toggles the real state. The trigger just pressed
 * is kept in view while a panel above it closes (keepInView, within `containerRef`); a press that
 * closes nothing above it reads no layout.
 */
export function useKitDisclosures<C extends HTMLElement>(
  defaultExpandedKeys: readonly Key[],
  allowsMultipleExpanded: boolean,
) {
  const isSSR = useIsSSR();
  const state = useDisclosureGroupState({ allowsMultipleExpanded, defaultExpandedKeys });
  const { expandedKeys } = state;
  // react-stately's toggleKey is a new function on every render: a stable one calls the latest.
  const latest = useRef(state.toggleKey);
  useLayoutEffect(() => {
    latest.current = state.toggleKey;
  });
  const toggle = useCallback((key: Key) => latest.current(key), []);

  const containerRef = useRef<C>(null);
  // The trigger just pressed: a ref, not state, so a press renders the group once (its new keys).
  const pressed = useRef<Element | null>(null);
  // After the commit that opened or closed a panel, while the other one shrinks.
  useLayoutEffect(() => {
    const container = containerRef.current;
    const button = pressed.current;
    pressed.current = null;
    return button && container ? keepInView(button as HTMLElement, container) : undefined;
  }, [expandedKeys]);

  // Once hydrated, the closed panels are laid out while the page is idle (layOutClosedPanels).
  useEffect(() => (isSSR ? undefined : layOutClosedPanels(containerRef.current)), [isSSR]);

  const triggerProps = useMemo<KitTriggerProps>(() => {
    // Only a press that closes a panel above its trigger moves the trigger: one at a time, an open
    // trigger before it in the page. Any other press changes only what follows the trigger, so it
    // is not kept in view, and its commit reads no layout (each read forces a style and layout
    // pass in the middle of the press).
    const closesAbove = (trigger: Element) =>
      !allowsMultipleExpanded &&
      [...(containerRef.current?.querySelectorAll('[aria-expanded="true"]') ?? [])].some(
        (open) =>
          open !== trigger &&
          (open.compareDocumentPosition(trigger) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
      );
    return {
      'aria-expanded': isSSR ? false : undefined,
      onToggle: (trigger) => {
        pressed.current = closesAbove(trigger) ? trigger : null;
      },
    };
  }, [isSSR, allowsMultipleExpanded]);

  const isOpen = (key: Key) => expandedKeys.has(key);
  return {
    isSSR,
    isOpen,
    isExpanded: (key: Key) => isSSR || isOpen(key),
    toggle,
    containerRef,
    triggerProps,
  };
}
