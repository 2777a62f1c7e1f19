import { HOLD_SUBMIT, PRESSED, SUBMIT_HELD } from '../../site/documentMarks';
import { tracked, type Tracked } from '../../site/tracked';
import { inBox, whenNeeded } from '../../site/whenNeeded';

export { HOLD_SUBMIT };

/**
 * What a deferred part does with the one event that cannot wait for its code (React drops events
 * aimed at a boundary it has not hydrated): it holds it, and the part acts on it once it runs.
 */
export interface Hold {
  /** The event held (listened for on the document, in the capture phase). */
  type: 'click' | 'submit';
  /** Holds `event` (aimed inside the part) when it is one for the part: what to act on later, else null. */
  hold: (event: Event) => string | null;
  /** A hold the page's loader made before the app ran (src/site/prepaint.ts), if it is `box`'s. */
  fromLoader: (box: HTMLElement) => string | null;
}

const TOGGLE = 'button[aria-controls]';
const toggleIn = (box: Element, controls: string) =>
  box.querySelector<HTMLElement>(`${TOGGLE}[aria-controls="${CSS.escape(controls)}"]`);

/**
 * A press on a disclosure's toggle (`button[aria-controls]`), kept as the id it controls; the part
 * presses that toggle again once it runs (`pressHeld`). The loader keeps one on `<html>` (PRESSED).
 */
export const pressHold: Hold = {
  type: 'click',
  hold: (event) => (event.target as Element).closest(TOGGLE)?.getAttribute('aria-controls') ?? null,
  fromLoader: (box) => {
    const root = document.documentElement;
    const held = root.getAttribute(PRESSED);
    if (held === null || !toggleIn(box, held)) return null;
    root.removeAttribute(PRESSED);
    return held;
  },
};

/** Presses the toggle a held press was for, inside the part's box. */
export function pressHeld(box: Element | null, controls: string | null): void {
  if (box && controls !== null) toggleIn(box, controls)?.click();
}

/**
 * A submit of the form, kept on `<html>` (SUBMIT_HELD) as the loader keeps one before the app
 * runs, outside React's root so hydration finds the markup it rendered; the form's CSS then shows
 * its "as soon as the page is ready" label, and the form sends it once it runs (`takeHeldSubmit`).
 */
export const submitHold: Hold = {
  type: 'submit',
  hold: () => {
    document.documentElement.setAttribute(SUBMIT_HELD, '');
    return '';
  },
  fromLoader: () => (document.documentElement.hasAttribute(SUBMIT_HELD) ? '' : null),
};

/** Whether a submit was held; clears the mark, so a held submit is taken once. */
export function takeHeldSubmit(): boolean {
  const root = document.documentElement;
  const held = root.hasAttribute(SUBMIT_HELD);
  root.removeAttribute(SUBMIT_HELD);
  return held;
}

export interface DeferPartOptions<M> {
  /** Finds the part's server HTML waiting to be hydrated (its box, or the form). */
  selector: string;
  /** Loads the part's code (a dynamic import: a chunk of its own). */
  load: () => Promise<M>;
  /** The events in its box that mean it is needed now (focus, press, typing). */
  events: readonly string[];
  hold: Hold;
}

export interface DeferredPart<M> {
  /** Its code: at once where nothing waits to be hydrated (the prerender, an in-app navigation), else once needed. */
  module: () => Tracked<M>;
  /** Watches its box until it runs: asks for its code when needed, holds `hold`'s event. Returns the cleanup. */
  watch: (box: HTMLElement) => () => void;
  /** It runs (its first commit): its events are its own from now on. Returns the held one, once. */
  runs: () => string | null;
}

/**
 * The one way a part of a prerendered page gets its code when it is needed (the home page's FAQ,
 * the level and component cards, the contact form: docs/architecture.md). Its server HTML stays as
 * it is (a dehydrated Suspense boundary, read with `use(part.module())`) until the part is needed:
 * when it comes within a screen of the viewport as the person scrolls, or when they focus, press
 * or type in it (src/site/whenNeeded.ts). The one event that cannot wait (a toggle's press, the
 * form's submit) is held meanwhile, as the pre-paint loader holds one before the app runs, and
 * acted on once the part runs; a hold the loader made for the part also makes it needed at once.
 */
export function deferPart<M>({
  selector,
  load,
  events,
  hold,
}: DeferPartOptions<M>): DeferredPart<M> {
  let need = () => {};
  const needed = new Promise<void>((resolve) => (need = resolve));
  let running = false;
  let held: string | null = null;
  let module: Tracked<M> | undefined;

  return {
    module() {
      if (!module) {
        const prerendered =
          typeof document !== 'undefined' && !running && document.querySelector(selector) !== null;
        module = tracked((prerendered ? needed : Promise.resolve()).then(load));
      }
      return module;
    },
    watch(box) {
      if (running) return () => {};
      const onHeld = (event: Event) => {
        if (running || !inBox(box, event)) return;
        const value = hold.hold(event);
        if (value === null) return;
        event.preventDefault();
        held = value;
        need();
      };
      const fromLoader = hold.fromLoader(box);
      if (fromLoader !== null) {
        held = fromLoader;
        need();
      }
      const stop = whenNeeded(box, need, events);
      document.addEventListener(hold.type, onHeld, true);
      return () => {
        stop();
        document.removeEventListener(hold.type, onHeld, true);
      };
    },
    runs() {
      running = true;
      need();
      const value = held;
      held = null;
      return value;
    },
  };
}
