import type { ReactNode } from 'react';
import { useKitDisclosureParts } from './KitDisclosure';
import type { KitTriggerProps } from './useKitDisclosures';

interface KitTriggerOwnProps extends KitTriggerProps {
  className: string | undefined;
  /** The accessible name, where the visible text alone would not say what opens. */
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * The trigger of one of the kit's disclosures (KitDisclosure): a native `<button>` with the id,
 * `aria-expanded` and `aria-controls` React Aria's `useDisclosure` gives its trigger, toggling the
 * disclosure's state on `click` (a mouse, a finger, Enter or Space: the browser's own button).
 *
 * Not React Aria's `Button`: its press handling (usePress, useHover, useFocusRing) renders the
 * button on pointer down, on focus and on pointer up, and measures it for every press event
 * (getBoundingClientRect, a forced style and layout pass in the middle of the press): on the
 * /Documents accordion, 30–50 % of a mouse press's main-thread time at 4× CPU throttling. A
 * disclosure's trigger needs none of it: hover, press and focus-visible styles are CSS's
 * (`:hover`, `:active`, `:focus-visible`), and the one render a press makes is the one that opens
 * or closes the panel.
 */
export function KitTrigger({ className, children, onToggle, ...aria }: KitTriggerOwnProps) {
  const { state, buttonProps } = useKitDisclosureParts();
  return (
    <button
      type="button"
      className={className}
      id={buttonProps.id}
      aria-controls={buttonProps['aria-controls']}
      aria-expanded={aria['aria-expanded'] ?? buttonProps['aria-expanded']}
      aria-label={aria['aria-label']}
      onClick={(event) => {
        onToggle(event.currentTarget);
        state.toggle();
      }}
    >
      {children}
    </button>
  );
}
