/**
 * The marks on `<html>` (and on the contact form) that the pre-paint loader
 * (src/entry-prepaint.ts, inlined into every page by tooling/site-build/prerender.mjs), the app, the CSS and
 * the browser tests share. The loader is a separate script that runs before the app: these names
 * are the whole of what the two agree on.
 */

/** `<html class="js">`: set by the loader before the first paint; the CSS collapses disclosures. */
export const JS_CLASS = 'js';
/**
 * `<html data-glide>`: the last press was a pointer's (mouse, finger, pen), not a key's: set and
 * cleared by the loader; in-page scrolls glide only then (src/styles/global.css).
 */
export const GLIDE = 'data-glide';
/**
 * `<html data-hydrated>`: the app runs (its first commit, src/app/useRouteChangeEffects.ts): the
 * header, its menus and the footer are interactive. The page's own part (what `main` holds) may
 * still wait for its code: PAGE_HYDRATED.
 */
export const HYDRATED = 'data-hydrated';
/**
 * `<html data-page-hydrated>`: the page's own part runs too (its first commit, src/app/pagePart.ts):
 * its code and text are left out of the first load of a prerendered page and loaded at the first
 * scroll, or a focus, press or key in `main`. Until then the loader holds a toggle's press and a
 * form's submit.
 */
export const PAGE_HYDRATED = 'data-page-hydrated';
/**
 * `<html data-pressed="<id>">`: a disclosure's or card's toggle (`button[aria-controls=id]`) was
 * pressed before the page's part ran; the page presses it again once it runs.
 */
export const PRESSED = 'data-pressed';
/** On a form: a submit before hydration is held, not sent natively (the contact form). */
export const HOLD_SUBMIT = 'data-hold-submit';
/** `<html data-submit-held>`: a marked form's submit was held; the form sends it once it runs. */
export const SUBMIT_HELD = 'data-submit-held';
/**
 * In a marked form, the element whose text says a submit is held ("as soon as the page is
 * ready"); the loader also puts that text in a status region of its own (`HELD_STATUS`, outside
 * the app's root), so a screen reader announces it; the app removes the region when it runs.
 */
export const HELD_MESSAGE = 'data-held-message';
export const HELD_STATUS = 'data-held-status';
/** On the loader's inline `<script>`: the URL of the app's entry module, which the loader requests. */
export const ENTRY = 'data-entry';
/**
 * On the same `<script>`: the URLs of the chunks the entry imports at once (React DOM, evaluated in
 * a task of its own), separated by spaces; the loader preloads them with the entry, so they
 * arrive with it rather than one round trip after.
 */
export const ENTRY_CHUNKS = 'data-entry-chunks';
/** The Trusted Types policy that creates the entry's script URL (and no other). */
export const LOADER_POLICY = 'loader';
