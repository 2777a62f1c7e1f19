import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRouteOnce } from '../../test/renderRoute';
import { englishKeys } from '../../test/pageText';
import { sectionNamed } from '../../test/sections';
const thirdPartyStages = englishKeys('riskManagement', 'thirdParty.stages');
const rmfSteps = englishKeys('riskManagement', 'cycle.rmf');
const riskSupport = englishKeys('riskManagement', 'support.items');
const riskCycle = englishKeys('riskManagement', 'cycle.steps');
const boardDuties = englishKeys('riskManagement', 'appetite.duties');

const main = () => screen.getByRole('main');
const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

/** Every heading of main, in order, as `h<level> <text>`. */
const outline = () =>
  within(main())
    .getAllByRole('heading')
    .map((heading) => `${heading.tagName.toLowerCase()} ${heading.textContent}`);

// The same structure in every language; the text is read from the page language's keys.
describe.each([
  { url: '/riskManagement', lng: 'en' },
  { url: '/es/riskManagement', lng: 'es' },
])('Risk Management page at $url', ({ url }) => {
  const { text, term: termOf } = renderRouteOnce(url);
  const words = (key: string) => text(`riskManagement:${key}`);
  /** The bold term a list item's key opens with, as text (an English name inside is marked). */
  const term = (key: string) => termOf(`riskManagement:${key}`);

  it('has a heading outline a reader can scan, without skipped levels', () => {
    const expected = [
      `h1 ${words('hero.title')}`,
      `h2 ${words('meaning.heading')}`,
      `h2 ${words('cycle.heading')}`,
      ...riskCycle.map((id) => `h3 ${words(`cycle.steps.${id}.title`)}`),
      `h3 ${words('cycle.rmfHeading')}`,
      `h2 ${words('appetite.heading')}`,
      `h2 ${words('thirdParty.heading')}`,
      `h2 ${words('support.heading')}`,
      ...riskSupport.map((id) => `h3 ${words(`support.items.${id}.title`)}`),
      `h2 ${words('cta.heading')}`,
    ];
    expect(expected).toHaveLength(17);
    const headings = outline();
    expect(headings).toEqual(expected);
    // The brand is interpolated into the support heading, never left as a placeholder.
    expect(headings.join('\n')).not.toMatch(/{{|}}/);
    // No level is skipped on the way down.
    const levels = headings.map((heading) => Number(heading[1]));
    expect(levels[0]).toBe(1);
    levels
      .slice(1)
      .forEach((level, index) => expect(level).toBeLessThanOrEqual(levels[index]! + 1));
    expect(
      screen.getByRole('heading', { level: 2, name: words('thirdParty.heading') }),
    ).toBeVisible();
  });

  it('walks the cycle in order and cites NIST SP 800-30 Rev. 1 and SP 800-37 Rev. 2', () => {
    const cycle = sectionNamed(words('cycle.heading'));
    expect(cycle).toHaveTextContent(words('cycle.intro'));
    expect(cycle).toHaveTextContent(words('cycle.rmfIntro'));
    // The publications by their official titles, which every language keeps.
    expect(cycle).toHaveTextContent('NIST SP 800-30 Rev. 1, Guide for Conducting Risk Assessments');
    expect(cycle).toHaveTextContent('NIST SP 800-37 Rev. 2, Risk Management Framework');
    const [steps, rmf, ...others] = within(cycle).getAllByRole('list');
    expect(others).toEqual([]);
    expect(steps!.tagName).toBe('OL');
    expect(
      within(steps!)
        .getAllByRole('listitem')
        .map((item) => [
          within(item).getByRole('heading', { level: 3 }).textContent,
          item.querySelector('p')?.textContent,
        ]),
    ).toEqual(
      riskCycle.map((id) => [words(`cycle.steps.${id}.title`), words(`cycle.steps.${id}.text`)]),
    );
    expect(rmf!.tagName).toBe('OL');
    const items = within(rmf!).getAllByRole('listitem');
    expect(texts(items)).toEqual(rmfSteps.map((id) => words(`cycle.rmf.${id}`)));
    const terms = items.map((item) => item.querySelector('strong')?.textContent);
    expect(rmfSteps).toHaveLength(7);
    expect(terms).toEqual(rmfSteps.map((id) => term(`cycle.rmf.${id}`)));
    // Each step keeps the framework's own name (Prepare, Categorize … Monitor).
    terms.forEach((name, index) =>
      expect(name).toContain(`${rmfSteps[index]![0]!.toUpperCase()}${rmfSteps[index]!.slice(1)}`),
    );
  });

  it('lists the board’s oversight duties and the stages of a third-party relationship', () => {
    for (const [section, list, ids] of [
      ['appetite', 'duties', boardDuties],
      ['thirdParty', 'stages', thirdPartyStages],
    ] as const) {
      const region = sectionNamed(words(`${section}.heading`));
      expect(region).toHaveTextContent(words(`${section}.listIntro`));
      expect(texts(within(within(region).getByRole('list')).getAllByRole('listitem'))).toEqual(
        ids.map((id) => words(`${section}.${list}.${id}`)),
      );
    }
  });

  it('is text only: no images or cards (the hero illustration is decoration, hidden)', () => {
    expect(within(main()).queryAllByRole('img')).toEqual([]);
    const shown = [...main().querySelectorAll('img, svg, article')].filter(
      (element) => !element.closest('[aria-hidden="true"]'),
    );
    expect(shown).toHaveLength(0);
  });
});
