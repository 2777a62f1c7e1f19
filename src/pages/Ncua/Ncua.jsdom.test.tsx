import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../test/renderRoute';

/** Whether a card is open: the rest of its text, which its toggle controls, is shown. */
const isOpen = (toggle: HTMLElement) =>
  !document.getElementById(toggle.getAttribute('aria-controls')!)!.hidden;

/** The bold term that opens each item of a list, in order. */
const terms = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('strong')?.textContent);

const cards = () => screen.getByRole('region', { name: 'Key components of the ACET' });
const toggle = (name: RegExp) => within(cards()).getByRole('button', { name });

describe('NCUA page', () => {
  it('promises to complete the ACET from documented controls', async () => {
    await renderRoute('/ncua');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Complete the NCUA ACET from the controls you have already documented',
    );
    const about = screen.getByRole('region', { name: 'What the ACET is' });
    expect(about).toHaveTextContent('Automated Cybersecurity Evaluation Toolbox (ACET)');
    expect(about).toHaveTextContent('the NCUA still maintains the ACET');
    expect(about).toHaveTextContent('August 31, 2025');
  });

  it('lists the Inherent Risk Profile levels as an ordered scale, Least to Most, one line each', async () => {
    await renderRoute('/ncua');
    const levels = screen.getByRole('list', { name: 'Inherent risk levels, from least to most' });
    expect(levels.tagName).toBe('OL');
    expect(terms(levels)).toEqual(['Least', 'Minimal', 'Moderate', 'Significant', 'Most']);
    for (const item of within(levels).getAllByRole('listitem')) {
      expect(item.textContent).toMatch(/^\w+: \S/);
    }
  });

  it('names the five maturity domains and the maturity levels in order', async () => {
    await renderRoute('/ncua');
    expect(
      within(screen.getByRole('list', { name: 'The five maturity domains' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Cyber Risk Management and Oversight',
      'Threat Intelligence and Collaboration',
      'Cybersecurity Controls',
      'External Dependency Management',
      'Cyber Incident Management and Resilience',
    ]);
    const levels = screen.getByRole('list', { name: 'Maturity levels, in order' });
    expect(levels.tagName).toBe('OL');
    expect(terms(levels)).toEqual([
      'Baseline',
      'Evolving',
      'Intermediate',
      'Advanced',
      'Innovative',
    ]);
  });

  it('shows at least four component cards, each cut with Read More', async () => {
    await renderRoute('/ncua');
    const titles = within(cards())
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Inherent Risk Profile',
      'Cybersecurity Maturity',
      'Domain assessment factors',
      'Declarative statements and evidence',
      'Reporting to the board',
    ]);
    const buttons = within(cards()).getAllByRole('button');
    expect(buttons).toHaveLength(titles.length);
    for (const button of buttons) {
      expect(button).toHaveTextContent('Read More');
      expect(isOpen(button)).toBe(false);
    }
  });

  it('Read More expands one card; opening another collapses the first', async () => {
    const user = userEvent.setup();
    await renderRoute('/ncua');
    await user.click(toggle(/^Read more about Inherent Risk Profile$/));
    const first = toggle(/^Read less about Inherent Risk Profile$/);
    expect(isOpen(first)).toBe(true);
    expect(first).toHaveTextContent('Read Less');
    // The end of the card's text, shown right after the toggle.
    expect(first.nextElementSibling).toHaveTextContent(
      'sets the maturity the board should expect.',
    );
    expect(first.nextElementSibling).toBeVisible();

    await user.click(toggle(/^Read more about Cybersecurity Maturity$/));
    expect(isOpen(toggle(/^Read less about Cybersecurity Maturity$/))).toBe(true);
    expect(isOpen(toggle(/^Read more about Inherent Risk Profile$/))).toBe(false);
    // Still in the page (find-in-page reaches it), but hidden again.
    expect(toggle(/^Read more about Inherent Risk Profile$/).nextElementSibling).not.toBeVisible();
  });

  it('the card toggles work with Enter and Space', async () => {
    const user = userEvent.setup();
    await renderRoute('/ncua');
    toggle(/^Read more about Domain assessment factors$/).focus();
    await user.keyboard('{Enter}');
    expect(isOpen(toggle(/^Read less about Domain assessment factors$/))).toBe(true);
    await user.keyboard(' ');
    expect(isOpen(toggle(/^Read more about Domain assessment factors$/))).toBe(false);

    toggle(/^Read more about Reporting to the board$/).focus();
    await user.keyboard(' ');
    expect(isOpen(toggle(/^Read less about Reporting to the board$/))).toBe(true);
    await user.keyboard('{Enter}');
    expect(isOpen(toggle(/^Read more about Reporting to the board$/))).toBe(false);
  });

  it('explains, step by step, how the platform completes the ACET', async () => {
    await renderRoute('/ncua');
    const platform = screen.getByRole('region', {
      name: /How .* completes the ACET from documented controls/,
    });
    expect(terms(within(platform).getByRole('list'))).toEqual([
      'Import',
      'Map',
      'Answer',
      'Close gaps',
      'Report',
      'Stay current',
    ]);
    expect(platform).toHaveTextContent('NIST SP 800-53 Rev. 5');
    expect(platform).toHaveTextContent('listed as Planned in the POA&M report');
  });

  it('is in Spanish at /es/ncua', async () => {
    await renderRoute('/es/ncua');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Complete el ACET de la NCUA a partir de los controles que ya tiene documentados',
    );
    const levels = screen.getByRole('list', { name: 'Niveles de madurez, en orden' });
    expect(terms(levels)[0]).toBe('Baseline (básico)');
  });
});
