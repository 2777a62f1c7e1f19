import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { computeAccessibleName } from 'dom-accessibility-api';
import { renderRoute } from '../../test/renderRoute';
import { DROPDOWN_CLOSE_DELAY_MS, DROPDOWN_OPEN_DELAY_MS } from './IrmDropdown';
import { SPEC_IRM_PAGES } from '../../test/spec-fixtures';

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const trigger = () => within(mainNav()).getByRole('button', { name: /^IRM/ });
const panel = () => document.getElementById(trigger().getAttribute('aria-controls')!)!;

const IRM_LINKS = SPEC_IRM_PAGES;

async function setup(url = '/aboutUs') {
  await renderRoute(url);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  return userEvent.setup({ delay: null });
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('IRM dropdown (APG disclosure navigation)', () => {
  beforeEach(() => vi.useRealTimers());
  afterEach(() => vi.useRealTimers());

  it('is a button with aria-expanded and aria-controls, and a list of the 12 links in spec order', async () => {
    const user = await setup();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).not.toBeVisible();
    await user.keyboard('{Tab}');
    trigger().focus();
    await user.keyboard('{Enter}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    const links = within(panel()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(IRM_LINKS);
    expect(within(mainNav()).queryByRole('menu')).toBeNull();
    expect(within(mainNav()).queryByRole('menuitem')).toBeNull();
  });

  // Issue 34, audit F14: a sweep of the pointer along the header opened the panel over the page.
  it('opens only once the pointer rests on it: a pointer passing over it within the open delay does not', async () => {
    const user = await setup();
    await user.hover(trigger());
    wait(DROPDOWN_OPEN_DELAY_MS - 1);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await user.unhover(trigger());
    wait(DROPDOWN_OPEN_DELAY_MS * 2);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await user.hover(trigger());
    wait(DROPDOWN_OPEN_DELAY_MS);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens on hover and closes 500 ms after the pointer leaves', async () => {
    const user = await setup();
    await user.hover(trigger());
    wait(DROPDOWN_OPEN_DELAY_MS);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await user.unhover(trigger());
    await user.unhover(panel());
    wait(DROPDOWN_CLOSE_DELAY_MS - 1);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    wait(1);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('re-entering before the delay cancels the close', async () => {
    const user = await setup();
    await user.hover(trigger());
    wait(DROPDOWN_OPEN_DELAY_MS);
    await user.unhover(trigger());
    wait(300);
    await user.hover(within(panel()).getByRole('link', { name: 'NCUA' }));
    wait(1000);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });

  it('opened by a click, it never closes by itself; a second click closes it', async () => {
    const user = await setup();
    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await user.unhover(trigger());
    wait(5000);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('Enter and Space toggle it; opened by keyboard it never closes by itself', async () => {
    const user = await setup();
    trigger().focus();
    await user.keyboard('{Enter}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    wait(5000);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });

  it('Tab moves through the links; Escape closes and returns focus to the button', async () => {
    const user = await setup();
    trigger().focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(within(panel()).getByRole('link', { name: 'Solutions' })).toHaveFocus();
    await user.tab();
    expect(within(panel()).getByRole('link', { name: 'Documents' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveFocus();
  });

  it('closes when focus leaves it', async () => {
    const user = await setup();
    trigger().focus();
    await user.keyboard('{Enter}');
    for (let i = 0; i < IRM_LINKS.length; i += 1) await user.tab();
    expect(within(panel()).getByRole('link', { name: 'Organization' })).toHaveFocus();
    await user.tab();
    expect(within(mainNav()).getByRole('link', { name: 'About Us' })).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opened by hover, Escape closes it with focus elsewhere and leaves focus there; hover reopens it after the pointer has left', async () => {
    const user = await setup();
    await user.hover(trigger());
    wait(DROPDOWN_OPEN_DELAY_MS);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(mainNav()).not.toContainElement(document.activeElement as HTMLElement);
    const focused = document.activeElement;
    await user.keyboard('{Escape}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(focused);
    await user.hover(trigger());
    wait(DROPDOWN_CLOSE_DELAY_MS * 2);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await user.unhover(trigger());
    await user.hover(screen.getByRole('heading', { level: 1 }));
    await user.hover(trigger());
    wait(DROPDOWN_OPEN_DELAY_MS);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });

  it('marks the current page in the panel and shows on the button that a child is current', async () => {
    const user = await setup('/ncua');
    expect(computeAccessibleName(trigger())).toMatch(/^IRM\s*\(current section\)$/);
    await user.click(trigger());
    expect(within(panel()).getByRole('link', { name: 'NCUA' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(panel()).getByRole('link', { name: 'GLBA' })).not.toHaveAttribute('aria-current');
  });
});
