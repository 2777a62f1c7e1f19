import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { axeViolations } from '../../../tests/support/axe';
import { renderExample } from '../../test/renderExample';
import { ProseWithLinks } from './ProseWithLinks';

describe('ProseWithLinks', () => {
  it('shows the paragraphs in order, then a link to each page', async () => {
    const { container } = renderExample(
      <ProseWithLinks
        paragraphs={['First paragraph.', 'Second paragraph.']}
        links={[
          { to: '/solutions', label: 'See the solutions' },
          { to: '/irm', label: 'Read about IRM' },
        ]}
      />,
    );
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'First paragraph.',
      'Second paragraph.',
    ]);
    expect(
      screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['See the solutions', '/solutions'],
      ['Read about IRM', '/irm'],
    ]);
    expect(await axeViolations()).toEqual([]);
  });
});
