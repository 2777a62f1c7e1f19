import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRouteOnce } from '../../test/renderRoute';
import { figuresIn, englishKeys } from '../../test/pageText';
import { selfAssessmentFrameworks } from '../../../content/frameworks';
import { solutionsProblems } from '../../../content/solutions';
import { sectionNamed } from '../../test/sections';
import { tableWithColumns } from '../../test/tables';
const oversightPoints = englishKeys('solutions', 'oversight.items');
const gapOutputs = englishKeys('solutions', 'gap.items');
const csfFunctions = englishKeys('solutions', 'migration.table.rows');

const main = () => screen.getByRole('main');
const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

// The same structure in every language; the text is read from the page language's keys.
describe.each([
  ['/solutions', 'en', ''],
  ['/es/solutions', 'es', '/es'],
] as const)('Solutions page at %s', (url, lng, prefix) => {
  const { text } = renderRouteOnce(url);
  const s = (key: string, options?: Record<string, unknown>) => text(`solutions:${key}`, options);

  it('promises one record for every framework and walks through the sections in order', () => {
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(s('hero.title'));
    expect(texts(within(main()).getAllByRole('heading', { level: 2 }))).toEqual(
      [
        'problems',
        'migration',
        'gap',
        'intelligence',
        'oversight',
        'selfAssessment',
        'mitre',
        'impact',
        'cta',
      ].map((part) => s(`${part}.heading`)),
    );
  });

  it('names each problem with the platform’s answer, its lead-in in bold', () => {
    const problems = sectionNamed(s('problems.heading'));
    expect(texts(within(problems).getAllByRole('heading', { level: 3 }))).toEqual(
      solutionsProblems.map(({ id }) => s(`problems.items.${id}.title`)),
    );
    for (const { id } of solutionsProblems)
      expect(problems).toHaveTextContent(s(`problems.items.${id}.text`));
    expect(problems.querySelectorAll('strong')).toHaveLength(solutionsProblems.length);
  });

  it('lists the six CSF 2.0 functions in a table with headers', () => {
    const table = tableWithColumns(
      s('migration.table.caption'),
      ['function', 'identifier', 'outcome'].map((key) => s(`migration.table.${key}`)),
    );
    expect(csfFunctions).toHaveLength(6);
    expect(texts(within(table).getAllByRole('rowheader'))).toEqual(
      csfFunctions.map((id) => s(`migration.table.rows.${id}.function`)),
    );
  });

  it('explains gap analysis against SP 800-53 Rev. 5 with its figures written for the language', () => {
    const gap = sectionNamed(s('gap.heading'));
    expect(gap).toHaveTextContent(s('gap.intro', figuresIn(lng, 'solutions')));
    const outputs = within(gap).getByRole('list', { name: s('gap.listLabel') });
    expect(texts(within(outputs).getAllByRole('listitem'))).toEqual(
      gapOutputs.map((id) => s(`gap.items.${id}`)),
    );
    expect(gap).toHaveTextContent(s('gap.note'));
  });

  it('lists the oversight points and the self-assessment frameworks by name, in order', () => {
    const oversight = screen.getByRole('list', { name: s('oversight.listLabel') });
    expect(texts(within(oversight).getAllByRole('listitem'))).toEqual(
      oversightPoints.map((id) => s(`oversight.items.${id}`)),
    );
    const list = screen.getByRole('list', { name: s('selfAssessment.listLabel') });
    expect(texts(within(list).getAllByRole('listitem'))).toEqual(
      selfAssessmentFrameworks.map((id) => s(`selfAssessment.frameworks.${id}`)),
    );
  });

  it('links to the Risk Intelligence, MITRE ATT&CK and Data Classification pages in its language', () => {
    expect(screen.getByRole('link', { name: s('intelligence.link') })).toHaveAttribute(
      'href',
      `${prefix}/risk-intelligence`,
    );
    expect(screen.getByRole('link', { name: s('mitre.link') })).toHaveAttribute(
      'href',
      `${prefix}/mitre-attack`,
    );
    expect(screen.getByRole('link', { name: s('impact.classification.link') })).toHaveAttribute(
      'href',
      `${prefix}/data-classification`,
    );
  });
});
