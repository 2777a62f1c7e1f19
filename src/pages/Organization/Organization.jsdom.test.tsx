import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRouteOnce } from '../../test/renderRoute';
import { organizationDepartments, organizationEmployees } from '../../../content/organization';
import { englishKeys, inEveryLanguage } from '../../test/pageText';
import { sectionNamed, texts } from '../../test/sections';
import { rowTexts, tableWithColumns } from '../../test/tables';
const organizationSteps = englishKeys('organization', 'setup.steps');
const organizationEvidence = englishKeys('organization', 'evidence.items');

const main = () => screen.getByRole('main');

// The same structure in every language; the text is read from the page language's keys.
describe.each(inEveryLanguage('organization'))('Organization page at $url', ({ url }) => {
  const { text, term } = renderRouteOnce(url);
  /** A feature section's level-3 titles and sentences, in order. */
  const features = (section: 'departments' | 'employees') => {
    const region = sectionNamed(text(`organization:${section}.heading`));
    return within(region)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => [heading.textContent, heading.nextElementSibling?.textContent]);
  };

  it('promises an owner for every control, policy and alert, then walks through the module', () => {
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      text('organization:hero.title'),
    );
    expect(texts(within(main()).getAllByRole('heading', { level: 2 }))).toEqual(
      ['why', 'departments', 'employees', 'setup', 'evidence', 'cta'].map((section) =>
        text(`organization:${section}.heading`),
      ),
    );
  });

  it('describes the department features: structure, owners, notifications and tickets', () => {
    expect(organizationDepartments).toHaveLength(4);
    expect(features('departments')).toEqual(
      organizationDepartments.map(({ id }) => [
        text(`organization:departments.items.${id}.title`),
        text(`organization:departments.items.${id}.text`),
      ]),
    );
  });

  it('describes the employee features: roles, training records and policy acknowledgments', () => {
    expect(organizationEmployees).toHaveLength(3);
    expect(features('employees')).toEqual(
      organizationEmployees.map(({ id }) => [
        text(`organization:employees.items.${id}.title`),
        text(`organization:employees.items.${id}.text`),
      ]),
    );
  });

  it('lists the set-up steps in order, each opening with its action in bold', () => {
    const list = screen.getByRole('list', { name: text('organization:setup.label') });
    expect(list.tagName).toBe('OL');
    const steps = within(list).getAllByRole('listitem');
    expect(organizationSteps).toHaveLength(5);
    expect(texts(steps)).toEqual(
      organizationSteps.map((id) => text(`organization:setup.steps.${id}`)),
    );
    const terms = steps.map((step) => step.querySelector('strong')?.textContent);
    expect(terms).toEqual(organizationSteps.map((id) => term(`organization:setup.steps.${id}`)));
    expect(terms.every(Boolean)).toBe(true);
  });

  it('maps each record to what it supports in a table with headers', () => {
    const table = tableWithColumns(text('organization:evidence.caption'), [
      text('organization:evidence.columns.record'),
      text('organization:evidence.columns.supports'),
    ]);
    expect(organizationEvidence).toHaveLength(5);
    expect(rowTexts(table)).toEqual(
      organizationEvidence.map((id) => [
        text(`organization:evidence.items.${id}.record`),
        text(`organization:evidence.items.${id}.supports`),
      ]),
    );
    // The control by its identifier and official name, which every language keeps.
    expect(table).toHaveTextContent('PL-4 (Rules of Behavior');
  });
});
