import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRouteOnce } from '../../test/renderRoute';
import {
  configurationCapabilities,
  configurationSections,
} from '../../../content/configurationManagement';
import { englishKeys } from '../../test/pageText';
import { sectionNamed } from '../../test/sections';
const mappingColumns = englishKeys('configurationManagement', 'mapping.table.columns');

const ns = 'configurationManagement';

// The same structure in every language; the text is read from the page language's keys.
describe.each(['/configuration-management', '/es/configuration-management'])(
  'Configuration Management page at %s',
  (url) => {
    const { text } = renderRouteOnce(url);

    it('promises a known inventory and configuration', () => {
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text(`${ns}:hero.title`));
    });

    it('has the three card sections, holding the seven capabilities', () => {
      expect(configurationSections).toHaveLength(3);
      expect(configurationCapabilities).toHaveLength(7);
      for (const { id, items } of configurationSections) {
        const section = sectionNamed(text(`${ns}:sections.${id}.heading`));
        expect(
          within(section)
            .getAllByRole('heading', { level: 3 })
            .map((title) => title.textContent),
        ).toEqual(items.map((item) => text(`${ns}:capabilities.${item.id}.title`)));
      }
    });

    it('maps each capability to NIST SP 800-53 Rev. 5 and CIS Controls 1, 2 and 4', () => {
      const table = screen.getByRole('table', { name: text(`${ns}:mapping.table.caption`) });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(mappingColumns.map((column) => text(`${ns}:mapping.table.columns.${column}`)));
      expect(
        within(table)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(configurationCapabilities.map((id) => text(`${ns}:capabilities.${id}.title`)));
      const rows = within(table).getAllByRole('row').slice(1);
      const cells = rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
      expect(cells).toEqual(
        configurationCapabilities.map((id) => [
          text(`${ns}:mapping.table.rows.${id}.nist`),
          text(`${ns}:mapping.table.rows.${id}.cis`),
        ]),
      );
      // The controls the capabilities support: NIST CM-2 and CM-8, CIS Controls 1, 2 and 4.
      const nist = cells.map(([cell]) => cell).join(' ');
      expect(nist).toMatch(/\bCM-2\b/);
      expect(nist).toMatch(/\bCM-8\b/);
      expect([...new Set(cells.map(([, cis]) => cis!.match(/^\d+/)?.[0]))].sort()).toEqual([
        '1',
        '2',
        '4',
      ]);
    });
  },
);
