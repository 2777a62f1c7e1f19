import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../tests/support/axe';
import { renderExample } from '../../test/renderExample';
import { LinkCards } from './LinkCards';
import { linkCardsExamples } from './LinkCards.examples';

type Example = keyof typeof linkCardsExamples;
const show = (example: Example) => renderExample(<LinkCards {...linkCardsExamples[example]} />);

describe('LinkCards', () => {
  it.each(Object.keys(linkCardsExamples))('%s: has no axe violations', async (name) => {
    show(name as Example);
    expect(await axeViolations()).toEqual([]);
  });

  it('each card is a heading whose link leads to its page', () => {
    show('allShown');
    const links = screen
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.querySelector('a'));
    expect(links.map((link) => link?.getAttribute('href'))).toEqual([
      '/example-1',
      '/example-2',
      '/example-3',
      '/example-4',
    ]);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('seeMore: See More moves focus to the first card it reveals and goes away', async () => {
    show('seeMore');
    await userEvent.setup().click(screen.getByRole('button', { name: 'See More' }));
    expect(screen.getByRole('link', { name: 'Card 7' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'See More' })).toBeNull();
  });
});
