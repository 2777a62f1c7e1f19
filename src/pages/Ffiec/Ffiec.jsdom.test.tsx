import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRouteOnce } from '../../test/renderRoute';
import { catDatesIn, figuresIn, englishKeys, inEveryLanguage } from '../../test/pageText';
import { ffiecStatus } from '../../../content/ffiec';
import { itemTerms as terms, sectionNamed, texts } from '../../test/sections';
import { rowTexts, tableWithColumns } from '../../test/tables';
const ffiecResources = englishKeys('ffiec', 'sunset.resources.items');
const ffiecDomains = englishKeys('ffiec', 'maturity.domains');
const ffiecChanged = englishKeys('ffiec', 'sunset.changed.items');
const ffiecUnchanged = englishKeys('ffiec', 'sunset.unchanged.items');
const ffiecRiskCategories = englishKeys('ffiec', 'profile.categories');
const ffiecRiskLevels = englishKeys('ffiec', 'profile.levels');
const ffiecMaturityLevels = englishKeys('ffiec', 'maturity.levels');
const ffiecMapping = englishKeys('ffiec', 'mapping.rows');

const main = () => screen.getByRole('main');

// The same structure in every language; the text is read from the page language's keys.
describe.each(inEveryLanguage('ffiec'))('FFIEC page at $url', ({ url, lng }) => {
  const { text, term } = renderRouteOnce(url);
  const dates = catDatesIn(lng, 'ffiec');

  it('promises to keep the CAT history and says up front that the FFIEC retired the CAT', () => {
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text('ffiec:hero.title'));
    // The retirement is the first section, not a footnote.
    const sunsetHeading = text('ffiec:sunset.heading', dates);
    expect(sunsetHeading).toContain(dates.retired);
    const [first] = within(main()).getAllByRole('heading', { level: 2 });
    expect(first).toHaveTextContent(sunsetHeading);
    expect(screen.getByRole('heading', { level: 2, name: sunsetHeading })).toBeVisible();
    const sunset = sectionNamed(sunsetHeading);
    const announced = text('ffiec:sunset.p1', dates);
    expect(announced).toContain(dates.announced);
    expect(sunset).toHaveTextContent(announced);
    const resources = within(sunset).getByRole('list', {
      name: text('ffiec:sunset.resources.heading'),
    });
    expect(texts(within(resources).getAllByRole('listitem'))).toEqual(
      ffiecResources.map((id) => text(`ffiec:sunset.resources.items.${id}`)),
    );
    for (const [list, ids] of [
      ['changed', ffiecChanged],
      ['unchanged', ffiecUnchanged],
    ] as const) {
      expect(
        texts(
          within(
            within(sunset).getByRole('list', { name: text(`ffiec:sunset.${list}.heading`) }),
          ).getAllByRole('listitem'),
        ),
      ).toEqual(ids.map((id) => text(`ffiec:sunset.${list}.items.${id}`)));
    }
    // The resources and the handbook by their official names, which every language keeps.
    for (const name of [
      'NIST Cybersecurity Framework (CSF) 2.0',
      'Cross-Sector Cybersecurity Performance Goals',
      'CRI Profile',
      'CIS Critical Security Controls',
      'FFIEC IT Examination Handbook',
    ])
      expect(sunset).toHaveTextContent(name);
  });

  it('gives the CAT’s dates at a glance in the hero', () => {
    const facts = screen.getByLabelText(text('ffiec:status.label'));
    const pairs = Array.from(facts.querySelectorAll('dt')).map((label) => [
      label.textContent,
      label.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual(ffiecStatus.map((id) => [text(`ffiec:status.${id}.label`), dates[id]]));
    expect(pairs.map(([, value]) => value)).toEqual(
      ffiecStatus.map((id) => text(`ffiec:status.${id}.value`, dates)),
    );
  });

  it('lists the five Inherent Risk Profile categories and the risk levels from Least to Most', () => {
    const categories = screen.getByRole('list', { name: text('ffiec:profile.categoriesHeading') });
    expect(ffiecRiskCategories).toHaveLength(5);
    expect(terms(categories)).toEqual(
      ffiecRiskCategories.map((id) => term(`ffiec:profile.categories.${id}`)),
    );
    expect(texts(within(categories).getAllByRole('listitem'))).toEqual(
      ffiecRiskCategories.map((id) => text(`ffiec:profile.categories.${id}`)),
    );
    const levels = screen.getByRole('list', { name: text('ffiec:profile.levelsHeading') });
    expect(levels.tagName).toBe('OL');
    expect(terms(levels)).toEqual(ffiecRiskLevels.map((id) => term(`ffiec:profile.levels.${id}`)));
    expect(terms(levels).every(Boolean)).toBe(true);
  });

  it('lists the five maturity levels in order, Baseline to Innovative', () => {
    const levels = screen.getByRole('list', { name: text('ffiec:maturity.levelsHeading') });
    expect(levels.tagName).toBe('OL');
    expect(ffiecMaturityLevels).toHaveLength(5);
    expect(terms(levels)).toEqual(
      ffiecMaturityLevels.map((id) => term(`ffiec:maturity.levels.${id}`)),
    );
    expect(terms(levels).every(Boolean)).toBe(true);
  });

  it('names the five domains in a table with their assessment factors', () => {
    const table = tableWithColumns(text('ffiec:maturity.table.caption'), [
      text('ffiec:maturity.table.domain'),
      text('ffiec:maturity.table.factors'),
    ]);
    expect(ffiecDomains).toHaveLength(5);
    expect(texts(within(table).getAllByRole('rowheader'))).toEqual(
      ffiecDomains.map((id) => text(`ffiec:maturity.domains.${id}.name`)),
    );
    expect(texts(within(table).getAllByRole('cell'))).toEqual(
      ffiecDomains.map((id) => text(`ffiec:maturity.domains.${id}.factors`)),
    );
  });

  it('maps what the CAT measured to the NIST CSF 2.0 functions', () => {
    const table = tableWithColumns(
      text('ffiec:mapping.table.caption'),
      ['measured', 'function', 'categories'].map((column) => text(`ffiec:mapping.table.${column}`)),
    );
    expect(rowTexts(table)).toEqual(
      ffiecMapping.map((id) =>
        ['measured', 'function', 'categories'].map((column) =>
          text(`ffiec:mapping.rows.${id}.${column}`),
        ),
      ),
    );
    // Every CSF 2.0 function, by the name every language keeps, receives part of the CAT.
    const functions = rowTexts(table)
      .map(([, fn]) => fn)
      .join(' ');
    for (const fn of ['Govern', 'Identify', 'Protect', 'Detect', 'Respond', 'Recover']) {
      expect(functions).toContain(fn);
    }
  });

  it('says the platform keeps past CAT assessments and maps SP 800-53 Rev. 5 controls to CSF 2.0', () => {
    const platform = sectionNamed(text('ffiec:platform.heading'));
    expect(
      within(platform).getByRole('heading', {
        level: 3,
        name: text('ffiec:platform.items.history.title'),
      }),
    ).toBeVisible();
    expect(platform).toHaveTextContent(text('ffiec:platform.items.history.text'));
    // The catalog's figures (content/figures.ts), formatted for the language.
    const counts = figuresIn(lng, 'ffiec');
    const documented = text('ffiec:platform.items.document.text', counts);
    expect(documented).toContain(counts.active);
    expect(documented).toContain(counts.release);
    expect(platform).toHaveTextContent(documented);
    expect(
      screen.getByRole('heading', { level: 2, name: text('ffiec:cta.heading') }),
    ).toBeVisible();
  });
});
