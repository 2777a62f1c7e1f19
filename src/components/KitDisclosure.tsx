import {
  createContext,
  useCallback,
  useContext,
  useRef,
  type ReactNode,
  type RefObject,
} from 'react';
import { useDisclosure, type DisclosureAria } from 'react-aria';
import { useDisclosureState, type DisclosureState } from 'react-stately';
import { unmeasuredPanel } from './unmeasuredPanel';

/** What a kit disclosure gives its trigger (KitTrigger) and its panel (KitPanel). */
interface KitDisclosureParts {
  state: DisclosureState;
  buttonProps: DisclosureAria['buttonProps'];
  panelProps: DisclosureAria['panelProps'];
  panelRef: RefObject<HTMLDivElement | null>;
}

const KitDisclosureContext = createContext<KitDisclosureParts | null>(null);

/** The trigger's and the panel's parts of the kit disclosure around them. */
export function useKitDisclosureParts(): KitDisclosureParts {
  const parts = useContext(KitDisclosureContext);
  if (!parts) throw new Error('a kit trigger or panel outside a KitDisclosure');
  return parts;
}

export interface KitDisclosureProps {
  /**
   * The item's key in its group (useKitDisclosures), as React Aria Components' `id`; not
   * rendered.
   */
  id: string;
  isExpanded: boolean;
  onExpandedChange: (isExpanded: boolean) => void;
  className: string | undefined;
  children: ReactNode;
}

/**
 * One disclosure of the kit (the Accordion's items, the Read More cards), shaped like React Aria
 * Components' `Disclosure` (a `div`, `data-expanded` while open) and built on the same hooks:
 * react-stately's `useDisclosureState` and React Aria's `useDisclosure`, which give the trigger
 * its id, `aria-expanded` and `aria-controls`, and the panel its id, role, label and
 * `hidden="until-found"` (find-in-page opens it, on `beforematch`).
 *
 * Not the component itself: it and its `DisclosurePanel` each track whether focus is visible
 * within them (`useFocusRing({within: true})`, for `data-focus-visible-within`, which the kit does
 * not style), so a focus entering an item rendered it, its trigger and its panel, in the middle
 * of every press (a mouse down or a tap focuses the trigger before its click); on the home page's
 * FAQ, the focus events took about a sixth of a tap's main-thread time at 4× CPU throttling.
 */
export function KitDisclosure({
  isExpanded,
  onExpandedChange,
  className,
  children,
}: KitDisclosureProps) {
  const state = useDisclosureState({ isExpanded, onExpandedChange });
  const panelRef = useRef<HTMLDivElement>(null);
  const { buttonProps, panelProps } = useDisclosure({ isExpanded }, state, panelRef);
  return (
    <div className={className} data-expanded={state.isExpanded || undefined}>
      <KitDisclosureContext value={{ state, buttonProps, panelProps, panelRef }}>
        {children}
      </KitDisclosureContext>
    </div>
  );
}

/** The panel of the kit disclosure around it: a `div` (role group, labelled by its trigger). */
export function KitPanel({
  className,
  children,
}: {
  className: string | undefined;
  children: ReactNode;
}) {
  const { panelProps, panelRef } = useKitDisclosureParts();
  const ref = useCallback(
    (panel: HTMLDivElement | null) => {
      unmeasuredPanel(panel);
      panelRef.current = panel;
    },
    [panelRef],
  );
  return (
    <div {...panelProps} ref={ref} className={className}>
      {children}
    </div>
  );
}
