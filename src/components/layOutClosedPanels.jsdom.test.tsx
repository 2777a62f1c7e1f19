import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { specPaths } from '../../content/paths';
import { idleMoments } from '../test/idleMoments';
import { renderRoute } from '../test/renderRoute';
import { layOutClosedPanels } from './layOutClosedPanels';

/** Every element whose box is asked for from now on (the layout the browser is made to do). */
let measured: Element[] = [];
beforeEach(() => {
  measured = [];
  const { getBoundingClientRect } = Element.prototype;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    measured.push(this);
    return getBoundingClientRect.call(this);
  });
});
afterEach(() => vi.restoreAllMocks());

/** Two closed panels around an open one, each with content; the container is the test's own. */
function group(): { container: Element; closed: Element[] } {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = `
    <div hidden="until-found"><p>First</p><ul><li>answer</li></ul></div>
    <div><p>Open</p></div>
    <div hidden="until-found"><p>Third</p></div>`;
  const [first, , third] = [...container.children] as [Element, Element, Element];
  return { container, closed: [first, third] };
}

describe('layOutClosedPanels', () => {
  it('lays out the content of each closed panel, one panel per idle moment, and no other', () => {
    const idle = idleMoments();
    const { container, closed } = group();
    layOutClosedPanels(container);
    expect(measured).toEqual([]);
    for (const panel of closed) {
      expect(idle.pending).toBe(1);
      idle.runWaiting();
      expect(measured).toEqual([...panel.children]);
      measured = [];
    }
    expect(idle.pending).toBe(0);
  });

  it('skips a panel opened before its turn, and stops when cancelled', () => {
    const idle = idleMoments();
    const { container, closed } = group();
    const cancel = layOutClosedPanels(container);
    closed[0]!.removeAttribute('hidden');
    idle.runWaiting();
    expect(measured).toEqual([]);
    expect(idle.pending).toBe(1);
    cancel();
    expect(idle.pending).toBe(0);
    layOutClosedPanels(null);
    expect(idle.pending).toBe(0);
  });

  // The site's disclosures (the Accordion, the Read More cards) do it once they run: every closed
  // panel of the page's, in time, and nothing a visitor has changes.
  it.each([specPaths.documents, specPaths.ncua])(
    'on %s, every closed panel is laid out while idle, and the page stays as it was',
    async (url) => {
      const idle = idleMoments();
      await renderRoute(url);
      const closed = [...document.querySelectorAll('main [hidden="until-found"]')];
      expect(closed.length).toBeGreaterThan(1);
      const before = document.body.innerHTML;
      const focused = document.activeElement;
      measured = [];
      for (let moment = 0; idle.pending > 0 && moment < 100; moment += 1)
        act(() => idle.runWaiting());
      expect(idle.pending).toBe(0);
      for (const panel of closed)
        for (const child of panel.children) expect(measured).toContain(child);
      expect(document.body.innerHTML).toBe(before);
      expect(document.activeElement).toBe(focused);
    },
  );
});
