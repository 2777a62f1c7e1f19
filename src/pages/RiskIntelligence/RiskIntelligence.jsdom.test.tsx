import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRouteOnce } from '../../test/renderRoute';
import { englishKeys } from '../../test/pageText';
import { sectionNamed } from '../../test/sections';
import { tableWithColumns } from '../../test/tables';

const vulnerabilityChecks = englishKeys('riskIntelligence', 'vulnerabilities.items');
const cisControls = englishKeys('riskIntelligence', 'cis.controls');
const findingColumns = englishKeys('riskIntelligence', 'findings.table.columns');
const findingRows = englishKeys('riskIntelligence', 'findings.table.rows');
const ticketFlow = englishKeys('riskIntelligence', 'flow.steps');

/** The 18 CIS Critical Security Controls v8.1 by their official names, in CIS's order. */
const CIS_CONTROLS_V8_1 = [
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

const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

// The same structure in every language; the text is read from the page language's keys.
describe.each(['/risk-intelligence', '/es/risk-intelligence'])(
  'Risk Intelligence page at %s',
  (url) => {
    const { text } = renderRouteOnce(url);
    const ri = (key: string) => text(`riskIntelligence:${key}`);

    it('promises nightly knowledge of endpoint risk, with its sections', () => {
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(ri('hero.title'));
      for (const part of [
        'vulnerabilities',
        'cis',
        'data',
        'findings',
        'notices',
        'tickets',
        'flow',
      ])
        expect(
          screen.getByRole('heading', { level: 2, name: ri(`${part}.heading`) }),
        ).toBeVisible();
      const vulnerabilities = screen.getByRole('list', { name: ri('vulnerabilities.listLabel') });
      expect(texts(within(vulnerabilities).getAllByRole('listitem'))).toEqual(
        vulnerabilityChecks.map((id) => ri(`vulnerabilities.items.${id}`)),
      );
    });

    it('lists the 18 CIS Critical Security Controls v8.1 as an ordered list, in CIS order', () => {
      const list = screen.getByRole('list', { name: ri('cis.listLabel') });
      expect(list.tagName).toBe('OL');
      expect(cisControls).toHaveLength(18);
      const items = texts(within(list).getAllByRole('listitem'));
      expect(items).toEqual(cisControls.map((id) => ri(`cis.controls.${id}`)));
      if (url === '/risk-intelligence') expect(items).toEqual(CIS_CONTROLS_V8_1);
    });

    it('maps findings to NIST SP 800-53 Rev. 5 and CIS Controls in a table with headers', () => {
      const table = tableWithColumns(
        ri('findings.table.caption'),
        findingColumns.map((column) => ri(`findings.table.columns.${column}`)),
      );
      expect(texts(within(table).getAllByRole('rowheader'))).toEqual(
        findingRows.map((row) => ri(`findings.table.rows.${row}.finding`)),
      );
      for (const row of findingRows) {
        expect(table).toHaveTextContent(ri(`findings.table.rows.${row}.nist`));
        expect(table).toHaveTextContent(ri(`findings.table.rows.${row}.cis`));
      }
    });

    it('opens a ticket after a period the institution sets, and never names a number of days', () => {
      const tickets = sectionNamed(ri('tickets.heading'));
      expect(tickets).toHaveTextContent(ri('tickets.text'));
      expect(screen.getByRole('main').textContent).not.toMatch(
        /\d+\s*(business\s+)?days?\b|\d+\s*d[ií]as?\b/i,
      );
    });

    it('walks from scan to closed ticket in order, each step led by its bold term', () => {
      const flow = screen.getByRole('list', { name: ri('flow.listLabel') });
      expect(flow.tagName).toBe('OL');
      const steps = within(flow).getAllByRole('listitem');
      expect(texts(steps)).toEqual(ticketFlow.map((id) => ri(`flow.steps.${id}`)));
      expect(steps.map((step) => !!step.querySelector('strong'))).toEqual(
        ticketFlow.map(() => true),
      );
    });
  },
);
