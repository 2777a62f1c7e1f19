import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../tests/support/axe';
import { renderExample } from '../../test/renderExample';
import { DataTable } from './DataTable';
import { dataTableExamples } from './DataTable.examples';
import styles from './DataTable.module.css';

type Example = keyof typeof dataTableExamples;
const show = (example: Example) => renderExample(<DataTable {...dataTableExamples[example]} />);
const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

describe('DataTable', () => {
  it.each(Object.keys(dataTableExamples))('%s: has no axe violations', async (name) => {
    show(name as Example);
    expect(await axeViolations()).toEqual([]);
  });

  it('a table that scrolls sideways is in a region named by its caption that Tab reaches', async () => {
    // jsdom has no layout: the box is as narrow as a phone, its table wider.
    const scrollWidth = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    const clientWidth = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(320);
    show('phrases');
    const { caption } = dataTableExamples.phrases;
    const region = screen.getByRole('region', { name: caption });
    expect(within(region).getByRole('table', { name: caption })).toBeVisible();
    expect(region).toHaveAttribute('tabindex', '0');
    await userEvent.setup().tab();
    expect(region).toHaveFocus();
    scrollWidth.mockRestore();
    clientWidth.mockRestore();
  });

  it('a table that fits is no region and no tab stop: no landmark for what does not scroll', async () => {
    show('phrases');
    const { caption } = dataTableExamples.phrases;
    expect(screen.queryByRole('region')).toBeNull();
    const table = screen.getByRole('table', { name: caption });
    expect(table.parentElement).not.toHaveAttribute('tabindex');
    expect(table.parentElement).not.toHaveAttribute('aria-labelledby');
    await userEvent.setup().tab();
    expect(document.body).toHaveFocus();
  });

  it('heads each column (scope col) and each row with its first cell (scope row)', () => {
    show('codes');
    const table = screen.getByRole('table');
    const columns = within(table).getAllByRole('columnheader');
    expect(texts(columns)).toEqual(['Identifier', 'Family', 'Covers']);
    for (const column of columns) expect(column).toHaveAttribute('scope', 'col');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => texts(within(row).getAllByRole('cell')))).toEqual(
      dataTableExamples.codes.rows.map(({ cells }) => cells.slice(1)),
    );
    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(texts(rowHeaders)).toEqual(['AC', 'AT', 'AU']);
    for (const header of rowHeaders) expect(header).toHaveAttribute('scope', 'row');
  });

  it('lets row headers wrap by default and keeps short codes on one line when asked', () => {
    const { unmount } = show('phrases');
    for (const header of screen.getAllByRole('rowheader')) {
      expect(header).not.toHaveClass(styles.nowrap!);
    }
    unmount();
    show('codes');
    for (const header of screen.getAllByRole('rowheader')) {
      expect(header).toHaveClass(styles.nowrap!);
    }
  });
});
