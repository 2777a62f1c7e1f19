import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../test/renderRoute';

const REPORT_SECTIONS = [
  'Introduction',
  'Executive Summary',
  'Risk Assessment Summary',
  'Incident Response Summary',
  'Service Provider Review',
  'Exception Management Summary',
  'Compliance Status',
  'Security and Privacy Enhancements',
  'Training and Awareness Programs',
  'Future Plans',
  'Risk Assessment Registry',
  'Incident Response Registry',
  'Service Provider Registry',
  'Exception Management Registry',
];

describe('GLBA page', () => {
  it('promises current registries and a ready Board report, and names the standards', async () => {
    await renderRoute('/glba');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Keep your GLBA registries current and your annual Board report ready',
    );
    const table = screen.getByRole('table', {
      name: 'GLBA safeguards standards by type of institution',
    });
    expect(table).toHaveTextContent(
      '12 CFR Part 748, Appendix A: Guidelines for Safeguarding Member Information',
    );
    expect(table).toHaveTextContent(
      'Interagency Guidelines Establishing Information Security Standards',
    );
    expect(
      screen.getByRole('region', { name: 'What Appendix A asks of a credit union' }),
    ).toHaveTextContent('report to the board at least annually');
  });

  it('keeps the four registries for a rolling three-year period, in a table with headers', async () => {
    await renderRoute('/glba');
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: 'Four registries, kept for a rolling three-year period',
      }),
    ).toBeVisible();
    const table = screen.getByRole('table', { name: 'The four GLBA registries' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Registry', 'What it records', 'Who uses it']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Risk Assessment Registry',
      'Incident Response Registry',
      'Service Provider Registry',
      'Exception Management Registry',
    ]);
  });

  it('lists the 14 sections of the annual Board report as an ordered list, in order', async () => {
    await renderRoute('/glba');
    const report = screen.getByRole('region', { name: 'The annual Board report, in 14 sections' });
    const list = within(report).getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual(REPORT_SECTIONS);
  });

  it('is in Spanish at /es/glba', async () => {
    await renderRoute('/es/glba');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Mantenga al día sus registros GLBA y listo su informe anual a la junta directiva',
    );
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: 'Cuatro registros, conservados durante un periodo móvil de tres años',
      }),
    ).toBeVisible();
  });
});
