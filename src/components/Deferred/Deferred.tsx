import { memo, Suspense, use, useEffect, useRef, type ComponentType } from 'react';
import { deferPart, pressHeld, pressHold } from './deferPart';
import styles from './Deferred.module.css';

const EVENTS = ['focusin', 'pointerdown', 'keydown'] as const;

/**
 * A part of a prerendered page whose code is left out of the page's first load (React Aria's
 * disclosures on the home page's FAQ and the Data Classification page's level cards:
 * docs/architecture.md), in a box of its own: loaded and hydrated when needed (deferPart), a
 * press on one of its toggles meanwhile held and pressed again once the part runs. Rendered on the
 * server, or on the client after the first load (an in-app navigation), the module loads at once.
 */
export function deferredPart(name: string, load: () => Promise<ComponentType>) {
  const box = `[data-deferred="${name}"]`;
  const part = deferPart({ selector: box, load, events: EVENTS, hold: pressHold });

  /** The part itself, once its code is in; its first commit means it runs. */
  function Loaded() {
    const Part = use(part.module());
    useEffect(() => pressHeld(document.querySelector(box), part.runs()), []);
    return <Part />;
  }

  /**
   * The part in its box (no box of its own in the layout: `display: contents`). Memoized, without
   * props: a re-render of the page above must not reach the boundary before it has hydrated
   * (React would then render it anew, dropping the server's HTML and the focus in it).
   */
  return memo(function Deferred() {
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => (ref.current ? part.watch(ref.current) : undefined), []);
    return (
      <div ref={ref} data-deferred={name} className={styles.box}>
        <Suspense fallback={null}>
          <Loaded />
        </Suspense>
      </div>
    );
  });
}
