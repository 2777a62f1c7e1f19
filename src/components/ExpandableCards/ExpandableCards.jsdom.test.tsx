import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../a11y-tests/axe';
import { renderExample } from '../../test/renderExample';
import { ExpandableCards } from './ExpandableCards';
import { expandableCardsExamples } from './ExpandableCards.examples';
import { truncateAtWord } from './truncate';

/** Whether a card is open: the rest of its text, which its toggle controls, is shown. */
const isOpen = (toggle: HTMLElement) =>
  !document.getElementById(toggle.getAttribute('aria-controls')!)!.hidden;

type Example = keyof typeof expandableCardsExamples;
const show = (example: Example) =>
  renderExample(<ExpandableCards {...expandableCardsExamples[example]} />);
const card = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;

describe('ExpandableCards', () => {
  it.each(Object.keys(expandableCardsExamples))(
    '%s: has no axe violations, collapsed and expanded',
    async (name) => {
      show(name as Example);
      expect(await axeViolations()).toEqual([]);
      await userEvent.setup().click(screen.getAllByRole('button')[0]!);
      expect(await axeViolations()).toEqual([]);
    },
  );

  it('shows at most 150 characters, cut on a word boundary, with an ellipsis', () => {
    show('fourCards');
    const { text } = expandableCardsExamples.fourCards.items[2]!;
    // The preview: the paragraph before the card's toggle (its ellipsis a span of its own, shown
    // only with JavaScript, as the whole text shows without).
    const shown = within(card('Confidential data')).getByRole('button').previousElementSibling!
      .textContent!;
    expect(shown.length).toBeLessThanOrEqual(151);
    expect(text.startsWith(shown.slice(0, -1))).toBe(true);
    expect(text[shown.length - 1]).toMatch(/[\s,.]/);
  });

  it('names each toggle after its card and ties it to the text', () => {
    show('fourCards');
    const toggle = screen.getByRole('button', { name: 'Read more about Confidential data' });
    expect(toggle).toHaveTextContent('Read More');
    expect(isOpen(toggle)).toBe(false);
    // The state is in the name alone: no aria-expanded to announce it a second time.
    expect(toggle).not.toHaveAttribute('aria-expanded');
    // Preview, toggle, then the rest of the text it controls: in the page, hidden until found.
    const rest = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle.previousElementSibling!.textContent).toMatch(/…$/);
    expect(toggle.nextElementSibling).toBe(rest);
    expect(rest).toHaveAttribute('hidden', 'until-found');
    const { text } = expandableCardsExamples.fourCards.items[2]!;
    expect(rest.textContent!.length).toBeGreaterThan(0);
    expect(text.endsWith(rest.textContent!)).toBe(true);
    expect(within(card('Short note')).queryByRole('button')).toBeNull();
  });

  it('expands one card at a time; pressing the open one collapses it; focus stays on the toggle', async () => {
    const user = userEvent.setup();
    show('fourCards');
    const publicToggle = screen.getByRole('button', { name: 'Read more about Public data' });
    await user.click(publicToggle);
    expect(isOpen(publicToggle)).toBe(true);
    expect(publicToggle).toHaveAccessibleName('Read less about Public data');
    expect(publicToggle).toHaveFocus();
    expect(within(card('Public data')).getByText(/integrity controls so that/)).toBeVisible();

    const internalToggle = screen.getByRole('button', { name: 'Read more about Internal data' });
    await user.click(internalToggle);
    expect(isOpen(internalToggle)).toBe(true);
    expect(isOpen(publicToggle)).toBe(false);

    await user.click(internalToggle);
    expect(isOpen(internalToggle)).toBe(false);
  });

  it('works with Enter and Space', async () => {
    const user = userEvent.setup();
    show('fourCards');
    const toggle = screen.getByRole('button', { name: 'Read more about Internal data' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(isOpen(toggle)).toBe(true);
    await user.keyboard(' ');
    expect(isOpen(toggle)).toBe(false);
  });

  it('cutInsideLongWords: never cuts inside a word; a single over-long word is cut between graphemes', () => {
    show('cutInsideLongWords');
    expect(screen.getByRole('button').previousElementSibling!.textContent).toBe(
      'Informationssicherhe…',
    );
    expect(truncateAtWord('Risk data classification policy', 20, 'en')).toBe('Risk data…');
    expect(truncateAtWord('Short', 150, 'en')).toBe('Short');
    expect(truncateAtWord('👩‍💻👩‍💻👩‍💻', 5, 'en')).toBe('👩‍💻…');
  });
});
