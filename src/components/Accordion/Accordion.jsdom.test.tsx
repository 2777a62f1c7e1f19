import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../a11y-tests/axe';
import { renderExample } from '../../test/renderExample';
import { Accordion } from './Accordion';
import { accordionExamples } from './Accordion.examples';

const show = (example: keyof typeof accordionExamples) =>
  renderExample(<Accordion {...accordionExamples[example]} />);
const triggers = () => screen.getAllByRole('button');
const expanded = () =>
  triggers()
    .filter((button) => button.getAttribute('aria-expanded') === 'true')
    .map((button) => button.textContent);

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
      expect(document.getElementById(button.getAttribute('aria-controls')!)).not.toBeNull();
    }
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
});
