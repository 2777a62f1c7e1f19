import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../test/renderRoute';

const SECTIONS = [
  [
    'Device and Software Inventory',
    ['Device inventory', 'Software inventory', 'Installation tracking'],
  ],
  ['Identification and Alerts', ['Configuration identification', 'Violation alerts']],
  [
    'Standardized Configurations',
    ['Standardized endpoint configurations', 'Automated deviation notifications'],
  ],
] as const;

describe('Configuration Management page', () => {
  it('promises a known inventory and configuration', async () => {
    await renderRoute('/configuration-management');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Know every device, every installation and every setting',
    );
  });

  it('has the three card sections, holding the seven capabilities', async () => {
    await renderRoute('/configuration-management');
    for (const [heading, capabilities] of SECTIONS) {
      const section = screen.getByRole('region', { name: heading });
      expect(
        within(section)
          .getAllByRole('heading', { level: 3 })
          .map((title) => title.textContent),
      ).toEqual(capabilities);
    }
  });

  it('maps each capability to NIST SP 800-53 Rev. 5 and CIS Controls 1, 2 and 4', async () => {
    await renderRoute('/configuration-management');
    const table = screen.getByRole('table', { name: /The seven capabilities/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Capability', 'NIST SP 800-53 Rev. 5', 'CIS Controls v8.1']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(SECTIONS.flatMap(([, capabilities]) => capabilities));
    expect(table).toHaveTextContent('CM-2 Baseline Configuration');
    expect(table).toHaveTextContent('CM-8 System Component Inventory');
    expect(table).toHaveTextContent('1 Inventory and Control of Enterprise Assets');
    expect(table).toHaveTextContent('2 Inventory and Control of Software Assets');
    expect(table).toHaveTextContent('4 Secure Configuration of Enterprise Assets and Software');
  });

  it('is translated in Spanish', async () => {
    await renderRoute('/es/configuration-management');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Conozca cada dispositivo');
    expect(
      screen.getByRole('region', { name: 'Inventario de dispositivos y software' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(7);
  });
});
