import { HOLD_SUBMIT, SUBMIT_HELD } from '../site/documentMarks';
import { inBox, whenNeeded } from '../site/whenNeeded';

/**
 * The contact form's code (React Aria's form parts: about 23 KiB gzip) is left out of the page's
 * first load. A prerendered form stays as the server wrote it (a dehydrated Suspense boundary,
 * see ContactSection) and is hydrated when it is needed: when it comes within a screen of the
 * viewport as the person scrolls, or when they focus, press or type in it. A submit in the
 * meantime is held like one before the app is ready (src/contact/held.ts) and sent once the form
 * is hydrated.
 */
let need: () => void = () => {};
const needed = new Promise<void>((resolve) => (need = resolve));
let hydrated = false;

/** Loads the form's module now where nothing waits to be hydrated (the prerender, a client render), else once needed. */
export function whenFormNeeded(): Promise<void> {
  const prerendered =
    typeof document !== 'undefined' && document.querySelector(`form[${HOLD_SUBMIT}]`) !== null;
  return prerendered && !hydrated ? needed : Promise.resolve();
}

/** The form is interactive: submits are its own from now on. */
export function formHydrated(): void {
  hydrated = true;
  need();
}

const EVENTS = ['focusin', 'pointerdown', 'keydown', 'input'] as const;

/**
 * Watches the part of the page around the form: asks for the form's code when it is needed
 * (src/site/whenNeeded.ts), and holds a submit until the form runs. Returns the cleanup.
 */
export function hydrateWhenNeeded(box: HTMLElement): () => void {
  if (hydrated) return () => {};
  const root = document.documentElement;
  const onSubmit = (event: Event) => {
    if (hydrated || !inBox(box, event)) return;
    event.preventDefault();
    root.setAttribute(SUBMIT_HELD, '');
    need();
  };
  const stop = whenNeeded(box, need, EVENTS);
  document.addEventListener('submit', onSubmit, true);
  // A submit the page's loader held before the app was ready.
  if (root.hasAttribute(SUBMIT_HELD)) need();
  return () => {
    stop();
    document.removeEventListener('submit', onSubmit, true);
  };
}
