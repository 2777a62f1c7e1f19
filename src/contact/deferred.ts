import { HOLD_SUBMIT, SUBMIT_HELD } from '../site/documentMarks';

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
 * Watches the part of the page around the form: asks for the form's code when it is needed, and
 * holds a submit until the form runs. Listens on the document, in the capture phase: React stops
 * events aimed at a boundary it has not hydrated before they reach it. Returns the cleanup.
 */
export function hydrateWhenNeeded(box: HTMLElement): () => void {
  if (hydrated) return () => {};
  const root = document.documentElement;
  const inBox = (event: Event) => event.target instanceof Node && box.contains(event.target);
  const onEvent = (event: Event) => {
    if (inBox(event)) need();
  };
  const onSubmit = (event: Event) => {
    if (hydrated || !inBox(event)) return;
    event.preventDefault();
    root.setAttribute(SUBMIT_HELD, '');
    need();
  };
  const near =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) need();
          },
          { rootMargin: '100% 0px' },
        )
      : null;
  // Watched from the first scroll on: a form in view on arrival loads at the first focus or press,
  // so the page's first load is the same whatever the window's height.
  const onScroll = () => near?.observe(box);
  addEventListener('scroll', onScroll, { once: true, passive: true });
  for (const type of EVENTS) document.addEventListener(type, onEvent, true);
  document.addEventListener('submit', onSubmit, true);
  // A submit the page's loader held before the app was ready.
  if (root.hasAttribute(SUBMIT_HELD)) need();
  return () => {
    near?.disconnect();
    removeEventListener('scroll', onScroll);
    for (const type of EVENTS) document.removeEventListener(type, onEvent, true);
    document.removeEventListener('submit', onSubmit, true);
  };
}
