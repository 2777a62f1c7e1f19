import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../test/renderRoute';

const main = () => screen.getByRole('main');

describe('Solutions page', () => {
  it('promises one record for every framework and walks through the sections in order', async () => {
    await renderRoute('/solutions');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Document your controls once and answer every framework, exam and finding from that record',
    );
    const headings = within(main())
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      'The problems we solve',
      'Migration to NIST CSF 2.0 and the NIST Privacy Framework',
      'Gap analysis and POA&M reporting',
      'Risk intelligence',
      'Compliance oversight',
      'Automated self-assessments',
      'MITRE ATT&CK assessment and gap analysis',
      'Business impact analysis and data classification',
      'See your own program mapped to every framework',
    ]);
  });

  it('names each problem with the platform’s answer', async () => {
    await renderRoute('/solutions');
    const problems = screen.getByRole('region', { name: 'The problems we solve' });
    const titles = within(problems)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Evidence rebuilt by hand before each exam',
        'Controls documented in spreadsheets that drift from reality',
        'One questionnaire per framework',
        'Findings lost in inboxes',
      ]),
    );
    expect(within(problems).getAllByText('Our answer:')).toHaveLength(titles.length);
  });

  it('lists the six CSF 2.0 functions in a table with headers', async () => {
    await renderRoute('/solutions');
    const table = screen.getByRole('table', { name: 'The six functions of NIST CSF 2.0' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Function', 'Identifier', 'What it covers']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Govern', 'Identify', 'Protect', 'Detect', 'Respond', 'Recover']);
  });

  it('explains gap analysis against SP 800-53 Rev. 5 with missing controls marked Planned', async () => {
    await renderRoute('/solutions');
    const gap = screen.getByRole('region', { name: 'Gap analysis and POA&M reporting' });
    expect(gap).toHaveTextContent('1,008 controls and 195 control enhancements');
    expect(gap).toHaveTextContent('every missing control is marked Planned');
  });

  it('lists the nine self-assessment frameworks by name, in order', async () => {
    await renderRoute('/solutions');
    const list = screen.getByRole('list', { name: 'Frameworks assessed automatically' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'NIST Cybersecurity Framework 2.0',
      'NIST Privacy Framework',
      'CUI System Security Plan (NIST SP 800-171)',
      'FFIEC Cybersecurity Assessment Tool (history, retired August 31, 2025)',
      'NCUA ACET (Automated Cybersecurity Evaluation Toolbox)',
      'FDIC SSP',
      'PCI DSS',
      'MITRE ATT&CK',
      'CIS Critical Security Controls (18)',
    ]);
  });

  it('links to the Risk Intelligence, MITRE ATT&CK and Data Classification pages', async () => {
    await renderRoute('/solutions');
    expect(screen.getByRole('link', { name: 'How risk intelligence works' })).toHaveAttribute(
      'href',
      '/risk-intelligence',
    );
    expect(screen.getByRole('link', { name: 'Explore MITRE ATT&CK coverage' })).toHaveAttribute(
      'href',
      '/mitre-attack',
    );
    expect(screen.getByRole('link', { name: 'Explore data classification' })).toHaveAttribute(
      'href',
      '/data-classification',
    );
  });

  it('is translated in Spanish, with links that stay in Spanish', async () => {
    await renderRoute('/es/solutions');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Documente sus controles una sola vez',
    );
    const list = screen.getByRole('list', { name: 'Marcos evaluados automáticamente' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(9);
    expect(list).toHaveTextContent('retirada el 31 de agosto de 2025');
    expect(
      screen.getByRole('link', { name: 'Cómo funciona la inteligencia de riesgos' }),
    ).toHaveAttribute('href', '/es/risk-intelligence');
  });
});
