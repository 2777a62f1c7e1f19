import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { axeViolations } from '../../../tests/support/axe';
import { renderExample } from '../../test/renderExample';
import { TitledList } from './TitledList';

const levels = ['least', 'minimal', 'moderate'] as const;
const names = { least: 'Least', minimal: 'Minimal', moderate: 'Moderate' };

describe('TitledList', () => {
  it('names its list by its h3 and keeps the items in order', async () => {
    renderExample(
      <TitledList heading="Risk levels" items={levels} item={(id) => names[id]} ordered>
        <p>One level per category.</p>
      </TitledList>,
    );
    const list = screen.getByRole('list', { name: 'Risk levels' });
    expect(list.tagName).toBe('OL');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Least', 'Minimal', 'Moderate']);
    expect(screen.getByRole('heading', { level: 3, name: 'Risk levels' })).toBeVisible();
    expect(list.nextElementSibling).toHaveTextContent('One level per category.');
    expect(await axeViolations()).toEqual([]);
  });

  it('is a bulleted list unless ordered', () => {
    renderExample(<TitledList heading="Domains" items={levels} item={(id) => names[id]} />);
    expect(screen.getByRole('list', { name: 'Domains' }).tagName).toBe('UL');
  });
});
