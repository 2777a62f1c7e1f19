import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { axeViolations } from '../../../tests/support/axe';
import { renderExample } from '../../test/renderExample';
import { itemTexts } from '../../test/sections';
import { Breadcrumb } from './Breadcrumb';
import { breadcrumbExamples } from './Breadcrumb.examples';

const show = (example: keyof typeof breadcrumbExamples) =>
  renderExample(<Breadcrumb {...breadcrumbExamples[example]} />);

describe('Breadcrumb', () => {
  it.each(Object.keys(breadcrumbExamples))('%s: has no axe violations', async (name) => {
    show(name as keyof typeof breadcrumbExamples);
    expect(await axeViolations()).toEqual([]);
  });

  it('is a navigation landmark named by its label, holding an ordered list of the trail', () => {
    show('threeLevels');
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(itemTexts(list)).toEqual([
      'Home',
      'Insights',
      'Advanced Cybersecurity Risk Management Solutions',
    ]);
  });

  it('links the ancestors and marks the last item as the current page, not a link', () => {
    show('threeLevels');
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Insights', '/insights'],
    ]);
    for (const link of links) expect(link).not.toHaveAttribute('aria-current');
    const current = within(nav).getByText('Advanced Cybersecurity Risk Management Solutions');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current.closest('a')).toBeNull();
  });
});
