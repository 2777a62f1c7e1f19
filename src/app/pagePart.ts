import { HELD_STATUS, PAGE_HYDRATED, PRESSED, SUBMIT_HELD } from '../site/documentMarks';
import { whenNeeded } from '../site/whenNeeded';
import { deferPage } from './preload';

/**
 * What in `main` means the page is needed now: a focus, a press, a key, a click (assistive
 * technology may activate a control with a click alone) or a submit.
 */
const EVENTS = ['focusin', 'pointerdown', 'keydown', 'click', 'submit'] as const;

/**
 * The page's own part of a prerendered page (what `main` holds: the page module and its text) is
 * left out of the first load: the app hydrates the header, its menus and the footer at once, and
 * the page when it is needed — at the first scroll (`main` is always within a screen of the
 * viewport), or when a person focuses, presses or types in `main` (src/site/whenNeeded.ts). Until
 * then its server HTML stays as it is (a dehydrated Suspense boundary, AppRoutes.tsx): its links
 * work as links, and the pre-paint loader holds a toggle's press and the contact form's submit
 * (src/site/prepaint.ts), which the page acts on once it runs (`pageRuns`). A press in `main` or
 * a submit the loader held before the app ran makes the page needed at once.
 */
export function deferPrerenderedPage(pathname: string, main: HTMLElement | null): void {
  const need = deferPage(pathname);
  const root = document.documentElement;
  const held = root.getAttribute(PRESSED);
  const pressedInMain =
    held !== null && main?.querySelector(`button[aria-controls="${CSS.escape(held)}"]`);
  if (!main || pressedInMain || root.hasAttribute(SUBMIT_HELD)) need();
  else whenNeeded(main, need, EVENTS);
}

/**
 * The page runs (its first commit): marks `<html data-page-hydrated>` (the loader stops holding in
 * `main`), removes the loader's announcement of a held submit (the form speaks for itself now), and
 * presses a toggle in `main` the loader held a press for. A held submit is the contact form's to
 * send (takeHeldSubmit in src/components/Deferred/deferPart.ts).
 */
export function pageRuns(): void {
  document.documentElement.setAttribute(PAGE_HYDRATED, '');
  document.querySelector(`[${HELD_STATUS}]`)?.remove();
  pressHeldToggle(true);
}

/**
 * Presses again, once, the toggle the pre-paint loader held a press for (`<html data-pressed>`),
 * where it is in the part that now runs: `main` (`inPage`, the page's part) or the header and
 * footer (the app's first commit, src/app/useRouteChangeEffects.ts). A toggle in a deferred part
 * of the page is that part's to press (pressHold in src/components/Deferred/deferPart.ts).
 */
export function pressHeldToggle(inPage: boolean): void {
  const root = document.documentElement;
  const controls = root.getAttribute(PRESSED);
  if (controls === null) return;
  const toggle = document.querySelector<HTMLElement>(
    `button[aria-controls="${CSS.escape(controls)}"]`,
  );
  if (toggle && (toggle.closest('main') !== null) !== inPage) return;
  root.removeAttribute(PRESSED);
  toggle?.click();
}
