import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../test/renderRoute';

const main = () => screen.getByRole('main');

describe('MITRE ATT&CK page', () => {
  it('promises a measure against real attackers and walks through the sections in order', async () => {
    await renderRoute('/mitre-attack');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Measure your controls against how real attackers operate',
    );
    expect(
      within(main())
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'What MITRE ATT&CK is',
      'Three matrices for three kinds of technology',
      'What an ATT&CK assessment gives you',
      'Always assessed against the current release',
      'How the ATT&CK assessment and gap analysis work',
      'See your ATT&CK coverage',
    ]);
  });

  it('explains ATT&CK as a knowledge base based on real-world observations, maintained by MITRE', async () => {
    await renderRoute('/mitre-attack');
    const about = screen.getByRole('region', { name: 'What MITRE ATT&CK is' });
    expect(about).toHaveTextContent(
      'knowledge base of adversary tactics and techniques based on real-world observations',
    );
    expect(about).toHaveTextContent('maintained by The MITRE Corporation');
    const blocks = within(about).getByRole('list', { name: 'How the knowledge base is organized' });
    expect(within(blocks).getAllByRole('listitem')).toHaveLength(5);
    expect(about.textContent).not.toMatch(/<\/?strong>/);
  });

  it('compares the three matrices in a table with headers', async () => {
    await renderRoute('/mitre-attack');
    const table = screen.getByRole('table', { name: /The three MITRE ATT&CK matrices/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Matrix', 'What it covers', 'Where it applies at your institution']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Enterprise', 'Mobile', 'ICS']);
  });

  it('lists the four benefits', async () => {
    await renderRoute('/mitre-attack');
    const benefits = screen.getByRole('region', { name: 'What an ATT&CK assessment gives you' });
    expect(
      within(benefits)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Identify vulnerabilities',
      'Enhance defenses',
      'Streamline compliance',
      'Improve incident response',
    ]);
  });

  it('says MITRE updates ATT&CK twice a year and the platform downloads them automatically', async () => {
    await renderRoute('/mitre-attack');
    const updates = screen.getByRole('region', {
      name: 'Always assessed against the current release',
    });
    expect(updates).toHaveTextContent(
      'MITRE releases ATT&CK updates twice a year, typically in spring and autumn.',
    );
    const steps = within(updates).getByRole('list', {
      name: 'What happens when MITRE publishes a release',
    });
    expect(within(steps).getAllByRole('listitem')[1]).toHaveTextContent(
      'downloads the update automatically',
    );
  });

  it('explains the assessment as mapping documented controls to the techniques they mitigate', async () => {
    await renderRoute('/mitre-attack');
    const steps = screen.getByRole('list', {
      name: 'From documented controls to a remediation plan',
    });
    const items = within(steps).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[1]).toHaveTextContent(
      'Each documented control is mapped to the ATT&CK techniques it mitigates',
    );
    expect(items[3]).toHaveTextContent('marked Planned');
  });

  it('is in Spanish at /es/mitre-attack', async () => {
    await renderRoute('/es/mitre-attack');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Mida sus controles frente a la forma en que operan los atacantes reales',
    );
    expect(
      screen.getByRole('region', { name: 'Siempre evaluado frente a la versión vigente' }),
    ).toHaveTextContent('dos veces al año');
  });
});
