import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { texts } from './sections';

/** The table named `name` (its caption), once its column headers are checked to be `columns`. */
export function tableWithColumns(name: string, columns: readonly (string | null)[]): HTMLElement {
  const table = screen.getByRole('table', { name });
  expect(texts(within(table).getAllByRole('columnheader'))).toEqual(columns);
  return table;
}

/** Each body row of a table: its row header's text, then each cell's. */
export const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      ...texts(within(row).getAllByRole('cell')),
    ]);
