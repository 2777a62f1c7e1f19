import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRouteOnce } from '../../test/renderRoute';
import { englishKeys } from '../../test/pageText';
import { sectionNamed } from '../../test/sections';
const glbaStandards = englishKeys('glba', 'law.standards');
const glbaReportSections = englishKeys('glba', 'report.sections');
const glbaRegistries = englishKeys('glba', 'registries.items');

// The same structure in every language; the text is read from the page language's keys.
describe.each(['/glba', '/es/glba'])('GLBA page at %s', (url) => {
  const { text } = renderRouteOnce(url);

  it('promises current registries and a ready Board report, and names the standards', () => {
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text('glba:hero.title'));
    const table = screen.getByRole('table', { name: text('glba:law.table.caption') });
    for (const id of glbaStandards)
      expect(table).toHaveTextContent(text(`glba:law.standards.${id}.standard`));
    expect(sectionNamed(text('glba:appendix.heading'))).toHaveTextContent(
      text('glba:appendix.items.report'),
    );
  });

  it('keeps the registries in a table with column and row headers, in order', () => {
    expect(
      screen.getByRole('heading', { level: 2, name: text('glba:registries.heading') }),
    ).toBeVisible();
    const table = screen.getByRole('table', { name: text('glba:registries.table.caption') });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['registry', 'records', 'users'].map((key) => text(`glba:registries.table.${key}`)));
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(glbaRegistries.map((id) => text(`glba:registries.items.${id}.name`)));
  });

  it('lists the sections of the annual Board report as an ordered list, in order', () => {
    const report = sectionNamed(text('glba:report.heading'));
    const list = within(report).getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(glbaReportSections.length);
    expect(items.map((item) => item.textContent)).toEqual(
      glbaReportSections.map((id) => text(`glba:report.sections.${id}`)),
    );
  });
});
