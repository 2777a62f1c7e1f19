import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../test/renderRoute';
import { SPEC_IRM_PAGES } from '../../test/spec-fixtures';

const services = () => screen.getByRole('region', { name: 'IRM Services' });

describe('IRM Services', () => {
  it('lists 12 cards in the spec’s order, linking to the spec’s routes', async () => {
    await renderRoute('/');
    expect(services()).toHaveAttribute('id', 'Services');
    const links = within(services())
      .getAllByRole('heading', { level: 3 })
      .map((heading) => within(heading).getByRole('link'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      SPEC_IRM_PAGES,
    );
  });

  it('See More moves focus to the first newly shown card and goes away', async () => {
    const user = userEvent.setup();
    await renderRoute('/');
    await user.click(within(services()).getByRole('button', { name: 'See More' }));
    expect(within(services()).getByRole('link', { name: 'FFIEC' })).toHaveFocus();
    expect(within(services()).queryByRole('button', { name: 'See More' })).toBeNull();
  });
});
