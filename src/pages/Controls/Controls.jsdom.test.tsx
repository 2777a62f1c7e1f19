import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRouteOnce } from '../../test/renderRoute';
import { figuresIn, englishKeys } from '../../test/pageText';
import { sectionNamed } from '../../test/sections';
const scannedControls = englishKeys('controls', 'evidence.items');
const evidenceSteps = englishKeys('controls', 'evidence.steps');
const controlFamilies = englishKeys('controls', 'families.items');
const controlBaselines = englishKeys('controls', 'baselines.items');

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

// The same structure in every language; the text is read from the page language's keys.
describe.each([
  { url: '/Controls', lng: 'en' },
  { url: '/es/Controls', lng: 'es' },
])('Controls page at $url', ({ url, lng }) => {
  const { text } = renderRouteOnce(url);

  it('promises every NIST SP 800-53 Rev. 5 control with its status and evidence', () => {
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      text('controls:hero.title'),
    );
    // The counts come from content/figures.ts, formatted for the language, and the family count.
    const counts = figuresIn(lng, 'controls');
    const lead = text('controls:hero.lead', counts);
    expect(lead).toContain(counts.active);
    expect(lead).toContain(counts.release);
    expect(lead).toMatch(new RegExp(`\\b${controlFamilies.length}\\b`));
    expect(document.querySelector('main')).toHaveTextContent(lead);
    // NIST SP 800-53 Rev. 5 has 20 families: the page never says 22 (a count once in the brief).
    expect(document.body.textContent).not.toMatch(/\b22\b/);
  });

  it('lists the 20 control families, AC to SR, in a table with headers', () => {
    expect(controlFamilies).toHaveLength(20);
    expect(
      screen.getByRole('heading', { level: 2, name: text('controls:families.heading') }),
    ).toBeVisible();
    const table = screen.getByRole('table', { name: text('controls:families.caption') });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(
      ['identifier', 'family', 'covers'].map((column) =>
        text(`controls:families.columns.${column}`),
      ),
    );
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(controlFamilies.length);
    expect(
      rows.map((row) => [within(row).getByRole('rowheader').textContent, cells(row)[0]]),
    ).toEqual(
      controlFamilies.map((id) => [
        text(`controls:families.items.${id}.identifier`),
        text(`controls:families.items.${id}.name`),
      ]),
    );
    // The identifiers are NIST's two-letter codes, the same in every language.
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(
      controlFamilies.map((id) => id.toUpperCase()),
    );
  });

  it('names the SP 800-53B baselines and the Implemented / Planned statuses', () => {
    const baselines = screen.getByRole('table', { name: text('controls:baselines.caption') });
    expect(
      within(baselines)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(controlBaselines.map((id) => text(`controls:baselines.items.${id}.name`)));
    const status = sectionNamed(text('controls:status.heading'));
    expect(
      within(status).getByRole('heading', {
        level: 3,
        name: text('controls:status.statusHeading'),
      }),
    ).toBeVisible();
    expect(
      within(status).getByRole('heading', { level: 3, name: text('controls:status.poamHeading') }),
    ).toBeVisible();
    expect(status).toHaveTextContent(text('controls:status.poam'));
    // The platform's English status labels are marked as English on pages in other languages
    // (<en> in the translation, WCAG 3.1.2); the English page needs no mark.
    const english = [...status.querySelectorAll('span[lang="en"]')].map((span) => span.textContent);
    expect(english.length === 0).toBe(lng === 'en');
    expect(english).toEqual(lng === 'en' ? [] : expect.arrayContaining(['Implemented', 'Planned']));
  });

  it('shows how nightly scans become evidence, step by step', () => {
    const evidence = sectionNamed(text('controls:evidence.heading'));
    const steps = within(evidence).getAllByRole('list')[0]!;
    expect(steps.tagName).toBe('OL');
    expect(within(steps).getAllByRole('listitem')).toHaveLength(evidenceSteps.length);
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(evidenceSteps.map((id) => text(`controls:evidence.steps.${id}`)));
    const table = within(evidence).getByRole('table');
    const controls = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(controls).toEqual(
      scannedControls.map((id) => text(`controls:evidence.items.${id}.control`)),
    );
    // NIST identifiers (CM-6 for cm6), the same in every language.
    expect(controls.map((code) => code!.replace('-', '').toLowerCase())).toEqual(scannedControls);
    expect(controls.every((code) => /^[A-Z]{2}-\d+$/.test(code!))).toBe(true);
  });
});
