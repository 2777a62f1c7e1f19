import { memo, Suspense, use, useEffect, useRef, type ComponentType } from 'react';
import { PRESSED } from '../../site/documentMarks';
import { tracked, type Tracked } from '../../site/tracked';
import { inBox, whenNeeded } from '../../site/whenNeeded';
import styles from './Deferred.module.css';

const EVENTS = ['focusin', 'pointerdown', 'keydown'] as const;
const TOGGLE = 'button[aria-controls]';

/**
 * A part of a prerendered page whose code is left out of the page's first load (React Aria's
 * disclosures on the home page's FAQ and the Data Classification page's level cards:
 * docs/architecture.md). The server's HTML stays as it is (a dehydrated Suspense boundary) until
 * the part is needed: when it comes within a screen of the viewport as the person scrolls (a part
 * in view on arrival loads at the first scroll, focus or press: the page's first load is the same
 * whatever the window's height), or when a person focuses, presses or types in it. Its module then
 * loads and React hydrates it. A press on one of its toggles meanwhile (React would drop it) is
 * held, as the pre-paint loader holds one before the app runs (PRESSED), and applied once the part
 * runs; so is a press the loader held for it. Rendered on the server, or on the client after the
 * first load (an in-app navigation), the module loads at once.
 */
export function deferredPart(name: string, load: () => Promise<ComponentType>) {
  let need = () => {};
  const needed = new Promise<void>((resolve) => (need = resolve));
  let running = false;
  let pressed: string | null = null;
  let module: Tracked<ComponentType> | undefined;
  const selector = `[data-deferred="${name}"]`;

  function loadModule(): Tracked<ComponentType> {
    if (!module) {
      // Server HTML waiting to be hydrated: only once needed.
      const prerendered = typeof document !== 'undefined' && document.querySelector(selector);
      module = tracked((prerendered ? needed : Promise.resolve()).then(load));
    }
    return module;
  }

  /** The part itself, once its code is in; its first commit means it runs. */
  function Loaded() {
    const Part = use(loadModule());
    useEffect(() => {
      running = true;
      const box = document.querySelector(selector);
      const id = pressed;
      pressed = null;
      if (id !== null)
        box?.querySelector<HTMLElement>(`${TOGGLE}[aria-controls="${CSS.escape(id)}"]`)?.click();
    }, []);
    return <Part />;
  }

  /** Watches the part's box until it runs: asks for its code when needed, holds a press. */
  function watch(box: HTMLElement): () => void {
    if (running) return () => {};
    const root = document.documentElement;
    const onClick = (event: Event) => {
      if (running || !inBox(box, event)) return;
      const toggle = (event.target as Element).closest(TOGGLE);
      if (!toggle) return;
      event.preventDefault();
      pressed = toggle.getAttribute('aria-controls');
      need();
    };
    // A press the loader held before the app ran, on one of this part's toggles: this part's now.
    const held = root.getAttribute(PRESSED);
    if (held !== null && box.querySelector(`${TOGGLE}[aria-controls="${CSS.escape(held)}"]`)) {
      root.removeAttribute(PRESSED);
      pressed = held;
      need();
    }
    const stop = whenNeeded(box, need, EVENTS);
    document.addEventListener('click', onClick, true);
    return () => {
      stop();
      document.removeEventListener('click', onClick, true);
    };
  }

  /**
   * The part in its box (no box of its own in the layout: `display: contents`). Memoized, without
   * props: a re-render of the page above must not reach the boundary before it has hydrated
   * (React would then render it anew, dropping the server's HTML and the focus in it).
   */
  return memo(function Deferred() {
    const box = useRef<HTMLDivElement>(null);
    useEffect(() => (box.current ? watch(box.current) : undefined), []);
    return (
      <div ref={box} data-deferred={name} className={styles.box}>
        <Suspense fallback={null}>
          <Loaded />
        </Suspense>
      </div>
    );
  });
}
