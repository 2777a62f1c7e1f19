import {
  GLIDE,
  HELD_MESSAGE,
  HELD_STATUS,
  HOLD_SUBMIT,
  HYDRATED,
  JS_CLASS,
  LOADER_POLICY,
  PAGE_HYDRATED,
  PRESSED,
  SUBMIT_HELD,
} from './documentMarks';

/** The part of `window` the loader uses (a test passes its own). */
export interface LoaderWindow {
  trustedTypes?: {
    createPolicy: (
      name: string,
      rules: { createScriptURL: (url: string) => string },
    ) => { createScriptURL: (url: string) => unknown };
  };
  PerformanceObserver?: typeof PerformanceObserver;
  addEventListener: (type: 'load', listener: () => void) => void;
  setTimeout: (callback: () => void, delay?: number) => unknown;
}

/**
 * The pre-paint loader (src/entry-prepaint.ts runs it inline, first in every page). The app's
 * module script `src` is requested after the first contentful paint (at the latest 1 s after
 * load): the prerendered page is complete without it, so the HTML and CSS get the connection to
 * themselves and the page paints as if there were no script; hydration follows right after.
 *
 * Before the first paint it marks `<html class="js">` (disclosures start collapsed, with no layout
 * shift; without JavaScript they show their content). Until the part an element is in runs (the
 * header and footer with the app, `<html data-hydrated>`; `main` with the page's own part, `<html
 * data-page-hydrated>`, when it is needed: src/app/pagePart.ts):
 * - a submit of a form marked `data-hold-submit` (the contact form) is held: not sent natively,
 *   `<html data-submit-held>` set (the form's CSS shows its "as soon as the page is ready" label,
 *   which a status region of the loader's own announces) and the app requested at once; the form
 *   sends it after hydration (takeHeldSubmit in src/components/Deferred/deferPart.ts);
 * - a press on a disclosure's or card's toggle (`button[aria-controls]`) is held the same way:
 *   `<html data-pressed="<controlled id>">`, pressed again once its part runs
 *   (`pressHeldToggle`, src/app/pagePart.ts).
 * The entry's chunks (`chunks`: React DOM, which the entry imports at once so that it is evaluated
 * in a task of its own) are preloaded with it (`<link rel="modulepreload">`).
 * The script URL goes through a Trusted Types policy (`loader`) that allows this one URL and
 * nothing else, as the site's policy requires; browsers without Trusted Types take the string.
 */
export function startLoader(
  src: string,
  doc: Document,
  win: LoaderWindow,
  chunks: readonly string[] = [],
): void {
  const root = doc.documentElement;
  let requested = false;
  root.classList.add(JS_CLASS);

  function load(): void {
    if (requested) return;
    requested = true;
    const script = doc.createElement('script');
    script.type = 'module';
    const policy = win.trustedTypes?.createPolicy(LOADER_POLICY, {
      createScriptURL(url) {
        if (url !== src) throw new TypeError('script URL');
        return url;
      },
    });
    script.src = (policy ? policy.createScriptURL(src) : src) as string;
    doc.head.appendChild(script);
    // The chunks the entry imports at once, fetched alongside it.
    for (const chunk of chunks) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = chunk;
      doc.head.appendChild(link);
    }
  }

  // In-page links glide where motion is allowed, but a keyboard's focus moves scroll at once (the
  // focused control is never under the sticky header or off screen while a glide runs): the CSS
  // glides only under `<html data-glide>`, which a pointer's press sets and a key press clears,
  // each only when it changes. (The CSS alone, `html:not(:has(:focus-visible))`, matched the whole
  // document at every focus change: 11 ms of a touch press on /Documents at 4x CPU.)
  const glide = (on: boolean) => () => {
    if (root.hasAttribute(GLIDE) !== on) root.toggleAttribute(GLIDE, on);
  };
  doc.addEventListener('pointerdown', glide(true), { capture: true, passive: true });
  doc.addEventListener('keydown', glide(false), { capture: true, passive: true });

  // Whether the part an element is in runs: the header's and footer's with the app (`<html
  // data-hydrated>`), `main`'s with the page's own part (`<html data-page-hydrated>`).
  const runs = (element: Element) =>
    root.hasAttribute(element.closest('main') ? PAGE_HYDRATED : HYDRATED);

  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target as Element | null;
      if (!form?.hasAttribute?.(HOLD_SUBMIT) || runs(form)) return;
      event.preventDefault();
      root.setAttribute(SUBMIT_HELD, '');
      announceHeld(form);
      load();
    },
    true,
  );

  // The held submit said aloud: a status region of the loader's own (the app's HTML is left as
  // React will hydrate it), filled once it is in the page so the change is announced.
  function announceHeld(form: Element): void {
    const text = form.querySelector(`[${HELD_MESSAGE}]`)?.textContent?.trim();
    if (!text || doc.querySelector(`[${HELD_STATUS}]`)) return;
    const region = doc.createElement('p');
    region.setAttribute('role', 'status');
    region.setAttribute(HELD_STATUS, '');
    region.className = 'visually-hidden';
    doc.body.appendChild(region);
    win.setTimeout(() => {
      region.textContent = text;
    }, 100);
  }

  // A disclosure or card toggle pressed before the page is ready: remembered (by what it
  // controls), the app requested at once (if it is not in yet), and the press applied once the
  // toggle's part runs.
  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      const button = target?.closest?.('button[aria-controls]');
      if (!button || runs(button)) return;
      event.preventDefault();
      root.setAttribute(PRESSED, button.getAttribute('aria-controls') ?? '');
      load();
    },
    true,
  );

  try {
    // Throws where there is no paint timing (no PerformanceObserver, or no "paint" type): the
    // load event below requests the app.
    new (win.PerformanceObserver as typeof PerformanceObserver)((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) win.setTimeout(load);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // Requested after load instead.
  }
  win.addEventListener('load', () => {
    win.setTimeout(load, 1000);
  });
}
