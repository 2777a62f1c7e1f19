import { beforeAll, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../tests/support/axe';
import { KitFrame } from '../../examples/KitFrame';
import { loadNamespaces } from '../../i18n/instance';
import { renderExample } from '../../test/renderExample';
import { serverThenHydrate } from '../../test/serverThenHydrate';
import { Accordion } from './Accordion';
import { accordionExamples } from './Accordion.examples';
import { expandedNames, panelOf } from '../../test/disclosures';

const show = (example: keyof typeof accordionExamples) =>
  renderExample(<Accordion {...accordionExamples[example]} />);
const triggers = () => screen.getAllByRole('button');
const expanded = () => expandedNames(triggers());

beforeAll(() => loadNamespaces('en', ['common']));

describe('Accordion', () => {
  it.each(Object.keys(accordionExamples))(
    '%s: has no axe violations, open and closed',
    async (name) => {
      show(name as keyof typeof accordionExamples);
      expect(await axeViolations()).toEqual([]);
      await userEvent.setup().click(triggers()[0]!);
      expect(await axeViolations()).toEqual([]);
    },
  );

  it('puts each trigger in a heading of the given level, tied to its panel, all closed at first', () => {
    show('oneAtATime');
    for (const button of triggers()) {
      expect(button.closest('h3')).not.toBeNull();
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const panel = panelOf(button);
      // Closed, but in the page for find-in-page; labelled by its trigger.
      expect(panel).toHaveAttribute('hidden', 'until-found');
      expect(panel).toHaveAttribute('aria-labelledby', button.id);
    }
  });

  it('opens a closed panel that find-in-page reached (beforematch)', () => {
    show('oneAtATime');
    const button = triggers()[1]!;
    act(() => void panelOf(button).dispatchEvent(new Event('beforematch', { bubbles: true })));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf(button)).not.toHaveAttribute('hidden');
  });

  it('oneAtATime: opening one closes the other; pressing the open one closes it', async () => {
    const user = userEvent.setup();
    show('oneAtATime');
    await user.click(triggers()[0]!);
    expect(expanded()).toEqual(['Access Control Policy']);
    await user.click(triggers()[2]!);
    expect(expanded()).toEqual(['Third-Party Risk Management Policy']);
    expect(screen.getByText('Ongoing monitoring')).toBeVisible();
    await user.click(triggers()[2]!);
    expect(expanded()).toEqual([]);
  });

  it('severalOpen: panels open independently', async () => {
    const user = userEvent.setup();
    show('severalOpen');
    await user.click(triggers()[0]!);
    await user.click(triggers()[1]!);
    expect(expanded()).toEqual(['Access Control Policy', 'Incident Response Policy']);
  });

  it('Enter and Space toggle a trigger; Tab moves between triggers', async () => {
    const user = userEvent.setup();
    show('severalOpen');
    triggers()[0]!.focus();
    await user.keyboard('{Enter}');
    expect(expanded()).toEqual(['Access Control Policy']);
    await user.keyboard(' ');
    expect(expanded()).toEqual([]);
    await user.tab();
    expect(triggers()[1]).toHaveFocus();
  });

  it('the page’s HTML shows every panel, each title as text too, triggers collapsed; hydrated, React Aria’s states, no mismatch', async () => {
    const { before, container, printed, unmount } = await serverThenHydrate(
      <KitFrame>
        <Accordion {...accordionExamples.oneAtATime} />
      </KitFrame>,
    );
    const staticTriggers = [...before.querySelectorAll('button')];
    expect(staticTriggers).toHaveLength(accordionExamples.oneAtATime.items.length);
    for (const button of staticTriggers) {
      // Issue 34, audit F7: collapsed, as the stylesheet shows it before the app runs.
      expect(button.getAttribute('aria-expanded')).toBe('false');
      // Issue 34, audit F6: the heading also holds the title as text, which the stylesheet shows
      // instead of the button without JavaScript.
      const heading = button.parentElement!;
      expect(heading.textContent).toBe(`${button.textContent}${button.textContent}`);
      const panel = before.querySelector(`[id="${button.getAttribute('aria-controls')}"]`)!;
      expect(panel.hasAttribute('hidden')).toBe(false);
      expect(panel.getAttribute('aria-hidden')).not.toBe('true');
    }
    expect(printed).toEqual([]);
    for (const button of container.querySelectorAll('button')) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button.parentElement!.textContent).toBe(button.textContent);
      expect(panelOf(button)).toHaveAttribute('hidden', 'until-found');
    }
    unmount();
  });

  it('a press held from before hydration (the loader clicks it again) opens its panel once', async () => {
    const { container, unmount } = await serverThenHydrate(
      <KitFrame>
        <Accordion {...accordionExamples.oneAtATime} />
      </KitFrame>,
    );
    const second = container.querySelectorAll('button')[1]!;
    act(() => second.click());
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(
      [...container.querySelectorAll('button')].filter(
        (button) => button.getAttribute('aria-expanded') === 'true',
      ),
    ).toEqual([second]);
    unmount();
  });
});
