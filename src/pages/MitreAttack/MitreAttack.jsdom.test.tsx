import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRouteOnce } from '../../test/renderRoute';
import { mitreBenefits } from '../../../content/mitreAttack';
import { englishKeys } from '../../test/pageText';
import { sectionNamed } from '../../test/sections';
import { tableWithColumns } from '../../test/tables';
const mitreUpdateSteps = englishKeys('mitreAttack', 'updates.steps');
const mitreMatrices = englishKeys('mitreAttack', 'matrices.items');
const mitreBuildingBlocks = englishKeys('mitreAttack', 'about.blocks.items');
const mitreAssessmentSteps = englishKeys('mitreAttack', 'assessment.steps');

const main = () => screen.getByRole('main');
const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

// The same structure in every language; the text is read from the page language's keys.
describe.each(['/mitre-attack', '/es/mitre-attack'])('MITRE ATT&CK page at %s', (url) => {
  const { text } = renderRouteOnce(url);

  it('promises a measure against real attackers and walks through the sections in order', () => {
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      text('mitreAttack:hero.title'),
    );
    expect(texts(within(main()).getAllByRole('heading', { level: 2 }))).toEqual(
      ['about', 'matrices', 'benefits', 'updates', 'assessment', 'cta'].map((part) =>
        text(`mitreAttack:${part}.heading`),
      ),
    );
  });

  it('explains ATT&CK and lists how the knowledge base is organized, bold terms rendered as markup', () => {
    const about = sectionNamed(text('mitreAttack:about.heading'));
    expect(about).toHaveTextContent(text('mitreAttack:about.p1'));
    expect(about).toHaveTextContent(text('mitreAttack:about.p2'));
    const blocks = within(about).getByRole('list', {
      name: text('mitreAttack:about.blocks.heading'),
    });
    expect(texts(within(blocks).getAllByRole('listitem'))).toEqual(
      mitreBuildingBlocks.map((id) => text(`mitreAttack:about.blocks.items.${id}`)),
    );
    expect(
      within(blocks)
        .getAllByRole('listitem')
        .map((item) => !!item.querySelector('strong')),
    ).toEqual(mitreBuildingBlocks.map(() => true));
    expect(about.textContent).not.toMatch(/<\/?strong>/);
  });

  it('compares the three matrices in a table with column and row headers', () => {
    const table = tableWithColumns(
      text('mitreAttack:matrices.caption'),
      ['matrix', 'covers', 'applies'].map((key) => text(`mitreAttack:matrices.columns.${key}`)),
    );
    expect(texts(within(table).getAllByRole('rowheader'))).toEqual(
      mitreMatrices.map((id) => text(`mitreAttack:matrices.items.${id}.name`)),
    );
    for (const id of mitreMatrices) {
      expect(table).toHaveTextContent(text(`mitreAttack:matrices.items.${id}.covers`));
      expect(table).toHaveTextContent(text(`mitreAttack:matrices.items.${id}.applies`));
    }
  });

  it('lists the four benefits', () => {
    const benefits = sectionNamed(text('mitreAttack:benefits.heading'));
    expect(texts(within(benefits).getAllByRole('heading', { level: 3 }))).toEqual(
      mitreBenefits.map(({ id }) => text(`mitreAttack:benefits.items.${id}.title`)),
    );
  });

  it('says how often MITRE releases ATT&CK and what happens then, as an ordered list', () => {
    const updates = sectionNamed(text('mitreAttack:updates.heading'));
    expect(updates).toHaveTextContent(text('mitreAttack:updates.text'));
    const steps = within(updates).getByRole('list', { name: text('mitreAttack:updates.label') });
    expect(steps.tagName).toBe('OL');
    expect(texts(within(steps).getAllByRole('listitem'))).toEqual(
      mitreUpdateSteps.map((id) => text(`mitreAttack:updates.steps.${id}`)),
    );
  });

  it('explains the assessment from documented controls to a remediation plan, in order', () => {
    const steps = screen.getByRole('list', { name: text('mitreAttack:assessment.label') });
    expect(steps.tagName).toBe('OL');
    expect(texts(within(steps).getAllByRole('listitem'))).toEqual(
      mitreAssessmentSteps.map((id) => text(`mitreAttack:assessment.steps.${id}`)),
    );
    expect(main()).toHaveTextContent(text('mitreAttack:assessment.note'));
    expect(main()).toHaveTextContent(text('mitreAttack:trademark'));
  });
});
