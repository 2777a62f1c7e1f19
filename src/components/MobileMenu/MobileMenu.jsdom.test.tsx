import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { followLink, renderRoute } from '../../test/renderRoute';

const menuButton = () => screen.getByRole('button', { name: 'Menu' });
const menuNav = () => document.getElementById(menuButton().getAttribute('aria-controls')!)!;

describe('mobile menu', () => {
  it('toggles a panel with Home, IRM, About Us, Contact Us, Founder, Insights and Book a Demo', async () => {
    const user = userEvent.setup();
    await renderRoute('/aboutUs');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuNav()).not.toBeVisible();
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    const nav = within(menuNav()).getByRole('navigation');
    const items = within(nav)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.parentElement === nav);
    expect(items.map((item) => item.firstElementChild?.textContent)).toEqual([
      'Home',
      'IRM',
      'About Us',
      'Contact Us',
      'Founder',
      'Insights',
      'Book a Demo',
    ]);
    expect(within(nav).getByRole('link', { name: 'About Us' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('expands the IRM list', async () => {
    const user = userEvent.setup();
    await renderRoute('/aboutUs');
    await user.click(menuButton());
    const irm = within(menuNav()).getByRole('button', { name: 'IRM' });
    expect(irm).toHaveAttribute('aria-expanded', 'false');
    expect(within(menuNav()).queryByRole('link', { name: 'GLBA' })).toBeNull();
    await user.click(irm);
    expect(irm).toHaveAttribute('aria-expanded', 'true');
    expect(within(menuNav()).getByRole('link', { name: 'GLBA' })).toHaveAttribute('href', '/glba');
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    await renderRoute('/aboutUs');
    await user.click(menuButton());
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and returns focus to the menu button', async () => {
    const user = userEvent.setup();
    await renderRoute('/aboutUs');
    await user.click(menuButton());
    await user.tab();
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes when Tab takes focus out of it (nothing focused hides under the panel)', async () => {
    const user = userEvent.setup();
    await renderRoute('/aboutUs');
    await user.click(menuButton());
    const links = within(menuNav()).getAllByRole('link');
    links.at(-1)!.focus();
    await user.tab();
    expect(menuNav()).not.toContainElement(document.activeElement as HTMLElement);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape with focus outside the menu closes it and leaves focus where it is', async () => {
    const user = userEvent.setup();
    await renderRoute('/aboutUs');
    await user.click(menuButton());
    // Focus to nothing (as a tap on the page's background does) leaves the menu open.
    menuButton().blur();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(document.body).toHaveFocus();
  });

  it('closes when a link is chosen', async () => {
    const user = userEvent.setup();
    await renderRoute('/aboutUs');
    await user.click(menuButton());
    await followLink(user, within(menuNav()).getByRole('link', { name: 'Founder' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Alex Morgan' })).toBeVisible();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });
});
