import { useId, useLayoutEffect, useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { rehearse } from './rehearse';

/** What a rehearsed element saw of itself once on the page. */
interface Seen {
  id: string;
  text: string;
  inDocument: boolean;
  box: { ariaHidden: string | null; inert: boolean; style: Record<string, string> };
}

function Probe({ onSeen }: { onSeen: (seen: Seen) => void }) {
  const id = useId();
  const ref = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => {
    const element = ref.current!;
    const box = element.parentElement!;
    onSeen({
      id: element.id,
      text: element.textContent ?? '',
      inDocument: document.body.contains(element),
      box: {
        ariaHidden: box.getAttribute('aria-hidden'),
        inert: box.inert,
        style: {
          position: box.style.position,
          visibility: box.style.visibility,
          pointerEvents: box.style.pointerEvents,
        },
      },
    });
  });
  return (
    <p id={id} ref={ref}>
      rehearsed
    </p>
  );
}

describe('rehearse', () => {
  // The jsdom worker is shared between files: leave its page empty.
  afterEach(() => document.body.replaceChildren());

  it('renders the element once on the page, hidden from everyone, then leaves the page as it was', () => {
    document.body.innerHTML = '<main><p id="_R_0_">The page</p></main>';
    const before = document.body.innerHTML;
    const seen: Seen[] = [];

    rehearse(<Probe onSeen={(s) => seen.push(s)} />);

    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      text: 'rehearsed',
      inDocument: true,
      box: {
        ariaHidden: 'true',
        inert: true,
        style: { position: 'absolute', visibility: 'hidden', pointerEvents: 'none' },
      },
    });
    // Its ids never repeat one of the page's (React's own start with `_R_`).
    expect(seen[0]!.id).toMatch(/^_rehearsal-/);
    expect(document.body.innerHTML).toBe(before);
  });

  it('leaves the page as it was when the element throws', () => {
    document.body.innerHTML = '<main><p>The page</p></main>';
    const before = document.body.innerHTML;
    function Broken(): never {
      throw new Error('broken');
    }
    const error = console.error;
    console.error = () => {};
    try {
      expect(() => rehearse(<Broken />)).toThrow('broken');
    } finally {
      console.error = error;
    }
    expect(document.body.innerHTML).toBe(before);
  });
});
