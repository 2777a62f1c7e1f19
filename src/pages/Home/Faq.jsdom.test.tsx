import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../test/renderRoute';

const faq = () => screen.getByRole('region', { name: 'Security & Privacy Reports' });
const triggers = () => within(faq()).getAllByRole('button');
const expanded = () =>
  triggers()
    .filter((button) => button.getAttribute('aria-expanded') === 'true')
    .map((button) => button.textContent);

describe('Security & Privacy Reports (FAQ)', () => {
  it('has 6 groups as buttons inside level-3 headings, none open at first', async () => {
    await renderRoute('/');
    expect(triggers().map((button) => button.textContent)).toEqual([
      'What is Northwind Risk?',
      'Risk management reports',
      'Self-assessment reports',
      'Regulatory compliance reports',
      'Security and privacy scan reports',
      'Configuration management reports',
    ]);
    for (const button of triggers()) {
      expect(button.closest('h3')).not.toBeNull();
      expect(button).toHaveAttribute('aria-expanded', 'false');
    }
    expect(within(faq()).queryByRole('heading', { level: 4 })).toBeNull();
  });

  it('opens one group at a time; clicking the open one closes it', async () => {
    const user = userEvent.setup();
    await renderRoute('/');
    await user.click(triggers()[1]!);
    expect(expanded()).toEqual(['Risk management reports']);
    const panel = document.getElementById(triggers()[1]!.getAttribute('aria-controls')!)!;
    expect(within(panel).getAllByRole('heading', { level: 4 })).toHaveLength(2);
    await user.click(triggers()[4]!);
    expect(expanded()).toEqual(['Security and privacy scan reports']);
    await user.click(triggers()[4]!);
    expect(expanded()).toEqual([]);
  });

  it('works by keyboard', async () => {
    const user = userEvent.setup();
    await renderRoute('/');
    triggers()[0]!.focus();
    await user.keyboard('{Enter}');
    expect(expanded()).toEqual(['What is Northwind Risk?']);
    await user.tab();
    expect(triggers()[1]).toHaveFocus();
    await user.keyboard(' ');
    expect(expanded()).toEqual(['Risk management reports']);
  });

  it('renders answer markup as elements, never as raw HTML', async () => {
    const user = userEvent.setup();
    await renderRoute('/');
    await user.click(triggers()[4]!);
    const panel = document.getElementById(triggers()[4]!.getAttribute('aria-controls')!)!;
    expect(within(panel).getAllByRole('listitem').length).toBeGreaterThan(1);
    expect(panel.textContent).not.toMatch(/<\/?(list|item|strong)>/);
  });
});
