import { Profiler } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getI18n, loadNamespaces } from '../i18n/instance';
import { renderExample } from '../test/renderExample';
import { Accordion } from './Accordion/Accordion';
import { accordionExamples } from './Accordion/Accordion.examples';
import { ExpandableCards } from './ExpandableCards/ExpandableCards';
import { expandableCardsExamples } from './ExpandableCards/ExpandableCards.examples';

/** How often each disclosure (by its id) was rendered: its item's render, one each. */
const renders = vi.hoisted(() => new Map<string, number>());
vi.mock('./KitDisclosure', async (original) => {
  const kit = await original<typeof import('./KitDisclosure')>();
  function KitDisclosure(props: Parameters<typeof kit.KitDisclosure>[0]) {
    renders.set(props.id, (renders.get(props.id) ?? 0) + 1);
    return <kit.KitDisclosure {...props} />;
  }
  return { ...kit, KitDisclosure };
});
/** The controls kept in view after a press (each call reads layout, frame after frame). */
const keptInView = vi.hoisted(() => [] as Element[]);
vi.mock('./keepInView', () => ({
  keepInView: (control: Element) => {
    keptInView.push(control);
    return () => {};
  },
}));

beforeAll(() => loadNamespaces('en', ['common']));

/** Each widget of the kit's disclosures, by name, in an example of several items. */
const bothWidgets = [
  ['Accordion', <Accordion key="a" {...accordionExamples.oneAtATime} />],
  ['ExpandableCards', <ExpandableCards key="c" {...expandableCardsExamples.fourCards} />],
] as const;

/**
 * A press re-renders the item pressed and the one it closes, never the others: on the home page's
 * FAQ a press that rendered every item took more than 100 ms at 4x CPU throttling.
 */
describe('a press on one disclosure of the kit renders only the items whose state changes', () => {
  it('Accordion: opening one item leaves its siblings unrendered', async () => {
    const { items } = accordionExamples.oneAtATime;
    renderExample(<Accordion {...accordionExamples.oneAtATime} />);
    const [first, , third] = items;
    const before = new Map(renders);
    await userEvent.setup().click(screen.getByRole('button', { name: first!.title }));
    expect(screen.getByRole('button', { name: first!.title })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(renders.get(first!.id)).toBeGreaterThan(before.get(first!.id)!);
    expect(renders.get(third!.id)).toBe(before.get(third!.id));
  });

  it('ExpandableCards: opening one card leaves the other cards unrendered', async () => {
    const { items } = expandableCardsExamples.fourCards;
    renderExample(<ExpandableCards {...expandableCardsExamples.fourCards} />);
    const toggles = screen.getAllByRole('button');
    const pressed = items.find((item) =>
      toggles[0]!.getAttribute('aria-label')?.includes(item.title),
    )!;
    const others = items.filter((item) => item !== pressed && renders.has(item.id));
    expect(others.length).toBeGreaterThan(0);
    const before = new Map(renders);
    await userEvent.setup().click(toggles[0]!);
    expect(toggles[0]).toHaveAttribute('aria-expanded', 'true');
    expect(renders.get(pressed.id)).toBeGreaterThan(before.get(pressed.id)!);
    for (const other of others) expect(renders.get(other.id), other.id).toBe(before.get(other.id));
  });
});

/**
 * A press translates nothing: the Read More toggles are named once (a translation each, with the
 * card's title), not on every press, where the names were a fifth of a press's rendering.
 */
describe('a press on a kit disclosure translates nothing', () => {
  it.each(bothWidgets)(
    '%s, in the site language: opening one, then another',
    async (_name, example) => {
      const user = userEvent.setup();
      renderExample(example);
      const [first, second] = screen.getAllByRole('button');
      const translate = vi.spyOn(getI18n('en'), 't');
      try {
        await user.click(first!);
        await user.click(second!);
        expect(second).toHaveAttribute('aria-expanded', 'true');
        expect(first).toHaveAttribute('aria-expanded', 'false');
        expect(translate).not.toHaveBeenCalled();
      } finally {
        translate.mockRestore();
      }
    },
  );
});

/**
 * Focus alone changes nothing a disclosure shows (focus styles are CSS's), so it renders nothing:
 * React Aria Components' Disclosure rendered its item, trigger and panel on each focus that entered
 * it (it tracks focus-visible within itself), part of every press.
 */
describe('focus moving onto a kit trigger renders nothing', () => {
  it.each(bothWidgets)(
    '%s: by Tab, and by a pointer down on another trigger',
    async (_name, example) => {
      const user = userEvent.setup();
      let commits = 0;
      renderExample(
        <Profiler id="disclosures" onRender={() => (commits += 1)}>
          {example}
        </Profiler>,
      );
      const [first, second] = screen.getAllByRole('button');
      const before = commits;
      await user.tab();
      expect(first).toHaveFocus();
      await user.pointer({ keys: '[MouseLeft>]', target: second! });
      expect(second).toHaveFocus();
      expect(commits).toBe(before);
    },
  );
});

/**
 * Only a press that closes a panel above its trigger moves the trigger, so only that press keeps
 * it in view (a layout read in the press's commit and in each following frame); the others read
 * no layout.
 */
describe('a press keeps its trigger in view only when a panel above it closes', () => {
  it('Accordion, one at a time: opening, closing, opening below an open one', async () => {
    const user = userEvent.setup();
    renderExample(<Accordion {...accordionExamples.oneAtATime} />);
    const [first, second, third] = accordionExamples.oneAtATime.items.map((item) =>
      screen.getByRole('button', { name: item.title }),
    );
    keptInView.length = 0;
    await user.click(second!);
    await user.click(second!);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    // Opening one above the open one closes a panel below it only.
    await user.click(third!);
    await user.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(keptInView).toEqual([]);
    // Opening one below the open one closes the panel above it.
    await user.click(third!);
    expect(third).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(keptInView).toEqual([third]);
  });

  it('Accordion, several open: a press never closes another panel', async () => {
    const user = userEvent.setup();
    renderExample(<Accordion {...accordionExamples.severalOpen} />);
    keptInView.length = 0;
    for (const item of accordionExamples.severalOpen.items)
      await user.click(screen.getByRole('button', { name: item.title }));
    expect(keptInView).toEqual([]);
  });
});

/**
 * A press on a kit trigger by mouse, finger or key reads no layout and renders the pressed item
 * once: React Aria's Button measured the button for each press event (getBoundingClientRect, a
 * forced style and layout pass in the middle of the press) and rendered it on pointer down, on
 * focus and on pointer up; on the /Documents accordion a mouse press took 150–220 ms at 4× CPU.
 */
describe('a press on a kit trigger reads no layout and renders its item once', () => {
  const layoutReads = () => {
    const spies = [
      vi.spyOn(Element.prototype, 'getBoundingClientRect'),
      vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get'),
      vi.spyOn(Element.prototype, 'scrollHeight', 'get'),
    ];
    return () => spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
  };

  it.each([
    ['mouse', (user: ReturnType<typeof userEvent.setup>, el: Element) => user.click(el)],
    [
      'finger',
      (user: ReturnType<typeof userEvent.setup>, el: Element) =>
        user.pointer({ keys: '[TouchA]', target: el }),
    ],
    [
      'keyboard',
      async (user: ReturnType<typeof userEvent.setup>, el: Element) => {
        (el as HTMLElement).focus();
        await user.keyboard('{Enter}');
      },
    ],
  ])('Accordion, by %s', async (_input, press) => {
    const user = userEvent.setup();
    renderExample(<Accordion {...accordionExamples.oneAtATime} />);
    const [first] = accordionExamples.oneAtATime.items;
    const trigger = screen.getByRole('button', { name: first!.title });
    const before = renders.get(first!.id)!;
    const reads = layoutReads();
    await press(user, trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(reads()).toBe(0);
    expect(renders.get(first!.id)).toBe(before + 1);
    vi.restoreAllMocks();
  });

  it('ExpandableCards, by mouse', async () => {
    const user = userEvent.setup();
    renderExample(<ExpandableCards {...expandableCardsExamples.fourCards} />);
    const toggle = screen.getAllByRole('button')[0]!;
    const reads = layoutReads();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(reads()).toBe(0);
    vi.restoreAllMocks();
  });
});
