import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../test/renderRoute';

const main = () => screen.getByRole('main');
/** The bold term that opens each item of a list, in order. */
const terms = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('strong')?.textContent);

describe('FFIEC page', () => {
  it('promises to keep the CAT history and says up front that the FFIEC retired the CAT on August 31, 2025', async () => {
    await renderRoute('/ffiec');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Keep your FFIEC CAT history. Carry your controls forward to NIST CSF 2.0.',
    );
    // The retirement is the first section, not a footnote.
    const [first] = within(main()).getAllByRole('heading', { level: 2 });
    expect(first).toHaveTextContent('The FFIEC retired the CAT on August 31, 2025');
    const sunset = screen.getByRole('region', {
      name: 'The FFIEC retired the CAT on August 31, 2025',
    });
    expect(sunset).toHaveTextContent('On August 29, 2024');
    expect(sunset).toHaveTextContent('NIST Cybersecurity Framework (CSF) 2.0');
    expect(sunset).toHaveTextContent('Cross-Sector Cybersecurity Performance Goals (CPGs)');
    expect(sunset).toHaveTextContent('CRI Profile');
    expect(sunset).toHaveTextContent('CIS Critical Security Controls');
    expect(sunset).toHaveTextContent('FFIEC IT Examination Handbook');
  });

  it('gives the CAT’s dates at a glance in the hero', async () => {
    await renderRoute('/ffiec');
    const facts = screen.getByLabelText('The CAT at a glance');
    const pairs = Array.from(facts.querySelectorAll('dt')).map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Released', 'June 2015'],
      ['Last updated', 'May 2017'],
      ['Sunset announced', 'August 29, 2024'],
      ['Retired', 'August 31, 2025'],
    ]);
  });

  it('lists the five Inherent Risk Profile categories and the risk levels from Least to Most', async () => {
    await renderRoute('/ffiec');
    expect(terms(screen.getByRole('list', { name: 'Five categories of inherent risk' }))).toEqual([
      'Technologies and Connection Types',
      'Delivery Channels',
      'Online/Mobile Products and Technology Services',
      'Organizational Characteristics',
      'External Threats',
    ]);
    const levels = screen.getByRole('list', { name: 'Risk levels, from least to most' });
    expect(levels.tagName).toBe('OL');
    expect(terms(levels)).toEqual(['Least', 'Minimal', 'Moderate', 'Significant', 'Most']);
  });

  it('lists the five maturity levels in order, Baseline to Innovative', async () => {
    await renderRoute('/ffiec');
    const levels = screen.getByRole('list', {
      name: 'Maturity levels, from Baseline to Innovative',
    });
    expect(levels.tagName).toBe('OL');
    expect(terms(levels)).toEqual([
      'Baseline',
      'Evolving',
      'Intermediate',
      'Advanced',
      'Innovative',
    ]);
  });

  it('names the five domains in a table with their assessment factors', async () => {
    await renderRoute('/ffiec');
    const table = screen.getByRole('table', {
      name: 'The five domains of the CAT and their assessment factors',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Domain', 'Assessment factors']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Cyber Risk Management and Oversight',
      'Threat Intelligence and Collaboration',
      'Cybersecurity Controls',
      'External Dependency Management',
      'Cyber Incident Management and Resilience',
    ]);
  });

  it('maps what the CAT measured to the NIST CSF 2.0 functions', async () => {
    await renderRoute('/ffiec');
    const table = screen.getByRole('table', { name: 'From the FFIEC CAT to NIST CSF 2.0' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'What the CAT measured',
      'Where it lives now (CSF 2.0 function)',
      'CSF 2.0 categories',
    ]);
    const functions = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '')
      .join(' ');
    for (const fn of ['Govern', 'Identify', 'Protect', 'Detect', 'Respond', 'Recover']) {
      expect(functions).toContain(fn);
    }
  });

  it('says the platform keeps past CAT assessments and maps SP 800-53 Rev. 5 controls to CSF 2.0', async () => {
    await renderRoute('/ffiec');
    const platform = screen.getByRole('region', { name: /How .* carries your program forward/ });
    expect(
      within(platform).getByRole('heading', { level: 3, name: 'Your CAT history, kept' }),
    ).toBeVisible();
    expect(platform).toHaveTextContent('Past CAT assessments remain available as records');
    expect(platform).toHaveTextContent(
      'NIST SP 800-53 Rev. 5: 1,008 controls and 195 enhancements',
    );
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: 'See your CAT history beside your NIST CSF 2.0 report',
      }),
    ).toBeVisible();
  });

  it('is in Spanish at /es/ffiec, with the date written the Spanish way', async () => {
    await renderRoute('/es/ffiec');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Conserve su historial del CAT de la FFIEC y lleve sus controles a NIST CSF 2.0.',
    );
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: 'La FFIEC retiró el CAT el 31 de agosto de 2025',
      }),
    ).toBeVisible();
  });
});
