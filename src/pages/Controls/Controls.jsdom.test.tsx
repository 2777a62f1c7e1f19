import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../test/renderRoute';

const FAMILIES = [
  ['AC', 'Access Control'],
  ['AT', 'Awareness and Training'],
  ['AU', 'Audit and Accountability'],
  ['CA', 'Assessment, Authorization, and Monitoring'],
  ['CM', 'Configuration Management'],
  ['CP', 'Contingency Planning'],
  ['IA', 'Identification and Authentication'],
  ['IR', 'Incident Response'],
  ['MA', 'Maintenance'],
  ['MP', 'Media Protection'],
  ['PE', 'Physical and Environmental Protection'],
  ['PL', 'Planning'],
  ['PM', 'Program Management'],
  ['PS', 'Personnel Security'],
  ['PT', 'PII Processing and Transparency'],
  ['RA', 'Risk Assessment'],
  ['SA', 'System and Services Acquisition'],
  ['SC', 'System and Communications Protection'],
  ['SI', 'System and Information Integrity'],
  ['SR', 'Supply Chain Risk Management'],
] as const;

describe('Controls page', () => {
  it('promises every NIST SP 800-53 Rev. 5 control with its status and evidence', async () => {
    await renderRoute('/Controls');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Every NIST SP 800-53 Rev. 5 control, documented with its status and its evidence',
    );
    expect(document.querySelector('main')).toHaveTextContent(
      '1,008 controls and 195 control enhancements across 20 control families',
    );
    expect(document.body.textContent).not.toMatch(/22 control families/);
  });

  it('lists the 20 control families, AC to SR, in a table with headers', async () => {
    await renderRoute('/Controls');
    expect(
      screen.getByRole('heading', { level: 2, name: 'The 20 control families' }),
    ).toBeVisible();
    const table = screen.getByRole('table', { name: /control families, in catalog order/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Identifier', 'Family', 'What it covers']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(20);
    expect(
      rows.map((row) => [
        within(row).getByRole('rowheader').textContent,
        within(row).getAllByRole('cell')[0]!.textContent,
      ]),
    ).toEqual(FAMILIES);
  });

  it('names the SP 800-53B baselines and the Implemented / Planned statuses', async () => {
    await renderRoute('/Controls');
    const baselines = screen.getByRole('table', { name: /baselines of NIST SP 800-53B/ });
    expect(
      within(baselines)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Low', 'Moderate', 'High', 'Privacy']);
    const status = screen.getByRole('region', { name: 'How implementation status is documented' });
    expect(
      within(status).getByRole('heading', { level: 3, name: 'Implemented or Planned' }),
    ).toBeVisible();
    expect(
      within(status).getByRole('heading', {
        level: 3,
        name: 'Missing controls appear in the POA&M',
      }),
    ).toBeVisible();
    expect(status).toHaveTextContent(
      'Every missing control appears as Planned in the Plan of Action',
    );
  });

  it('shows how nightly scans become evidence, step by step', async () => {
    await renderRoute('/Controls');
    const evidence = screen.getByRole('region', { name: 'How scans provide the evidence' });
    const steps = within(evidence).getAllByRole('list')[0]!;
    expect(steps.tagName).toBe('OL');
    expect(within(steps).getAllByRole('listitem')).toHaveLength(5);
    const table = within(evidence).getByRole('table');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['CM-6', 'CM-8', 'CM-11', 'RA-5', 'SC-28', 'SI-2']);
  });

  it('is translated in Spanish', async () => {
    await renderRoute('/es/Controls');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Cada control NIST SP 800-53 Rev. 5',
    );
    const table = screen.getByRole('table', { name: /Familias de controles/ });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(FAMILIES.map(([id]) => id));
    expect(within(table).getAllByRole('cell')[0]).toHaveTextContent('Control de acceso');
  });
});
