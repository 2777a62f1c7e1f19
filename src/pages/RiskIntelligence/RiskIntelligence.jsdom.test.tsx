import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../test/renderRoute';

const CIS_CONTROLS = [
  'Inventory and Control of Enterprise Assets',
  'Inventory and Control of Software Assets',
  'Data Protection',
  'Secure Configuration of Enterprise Assets and Software',
  'Account Management',
  'Access Control Management',
  'Continuous Vulnerability Management',
  'Audit Log Management',
  'Email and Web Browser Protections',
  'Malware Defenses',
  'Data Recovery',
  'Network Infrastructure Management',
  'Network Monitoring and Defense',
  'Security Awareness and Skills Training',
  'Service Provider Management',
  'Application Software Security',
  'Incident Response Management',
  'Penetration Testing',
];

describe('Risk Intelligence page', () => {
  it('promises nightly knowledge of endpoint risk', async () => {
    await renderRoute('/risk-intelligence');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Know every morning which endpoints put your institution at risk',
    );
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: 'Unpatched CVEs and missing security patches',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Unprotected PII and PAN' }),
    ).toBeVisible();
  });

  it('lists the 18 CIS Critical Security Controls v8.1 as an ordered list, in CIS order', async () => {
    await renderRoute('/risk-intelligence');
    const list = screen.getByRole('list', { name: 'The 18 CIS Critical Security Controls v8.1' });
    expect(list.tagName).toBe('OL');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CIS_CONTROLS);
  });

  it('maps findings to NIST SP 800-53 Rev. 5 and CIS Controls in a table with headers', async () => {
    await renderRoute('/risk-intelligence');
    const table = screen.getByRole('table', { name: /How scan findings relate/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Finding', 'NIST SP 800-53 Rev. 5', 'CIS Controls v8.1']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Unpatched CVE', 'Missing security patch', 'Unprotected PII', 'Unprotected PAN']);
  });

  it('opens a ticket after a period the institution sets, and never names a number of days', async () => {
    await renderRoute('/risk-intelligence');
    const tickets = screen.getByRole('region', {
      name: 'Automatic IT tickets when a notice stays open',
    });
    expect(tickets).toHaveTextContent('Your institution sets how long a non-compliance notice');
    expect(screen.getByRole('main').textContent).not.toMatch(/\d+\s*(business\s+)?days?\b/i);
  });

  it('walks from scan to closed ticket in order', async () => {
    await renderRoute('/risk-intelligence');
    const flow = screen.getByRole('list', { name: 'From scan to closed ticket' });
    expect(flow.tagName).toBe('OL');
    const steps = within(flow).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('strong')?.textContent)).toEqual([
      'Scan.',
      'Record.',
      'Notify.',
      'Remediate.',
      'Escalate.',
      'Close.',
    ]);
    expect(steps[4]).toHaveTextContent('the period your institution sets');
  });

  it('is translated in Spanish', async () => {
    await renderRoute('/es/risk-intelligence');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Sepa cada mañana qué endpoints ponen en riesgo a su institución',
    );
    const list = screen.getByRole('list', { name: 'Los 18 CIS Critical Security Controls v8.1' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(18);
    expect(screen.getByRole('main')).toHaveTextContent('Su institución fija cuánto tiempo');
  });
});
