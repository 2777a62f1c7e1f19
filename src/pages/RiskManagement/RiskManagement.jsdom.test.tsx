import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../test/renderRoute';

const OUTLINE = [
  'h1 One view of technology risk, from the first assessment to the board report',
  'h2 What integrated risk management means for a bank or credit union',
  'h2 The risk assessment cycle',
  'h3 Identify',
  'h3 Assess likelihood and impact',
  'h3 Respond',
  'h3 Monitor',
  'h3 Where the NIST Risk Management Framework fits',
  'h2 Risk appetite and board oversight',
  'h2 Third-party risk',
  /^h2 How .+ supports the cycle$/,
  'h3 Gap analysis',
  'h3 Plan of Action and Milestones (POA&M)',
  'h3 Business impact analysis',
  'h3 Nightly endpoint scans',
  'h3 Reports to the board',
  'h2 See your risk picture in one place',
];

const outline = () =>
  within(screen.getByRole('main'))
    .getAllByRole('heading')
    .map((heading) => `${heading.tagName.toLowerCase()} ${heading.textContent}`);

describe('Risk Management page', () => {
  it('has a heading outline a reader can scan, without skipped levels', async () => {
    await renderRoute('/riskManagement');
    const headings = outline();
    expect(headings).toHaveLength(OUTLINE.length);
    OUTLINE.forEach((expected, index) => {
      if (typeof expected === 'string') expect(headings[index]).toBe(expected);
      else expect(headings[index]).toMatch(expected);
    });
  });

  it('walks the cycle in order and cites NIST SP 800-30 Rev. 1 and SP 800-37 Rev. 2', async () => {
    await renderRoute('/riskManagement');
    const cycle = screen.getByRole('region', { name: 'The risk assessment cycle' });
    expect(cycle).toHaveTextContent('NIST SP 800-30 Rev. 1, Guide for Conducting Risk Assessments');
    expect(cycle).toHaveTextContent('NIST SP 800-37 Rev. 2, Risk Management Framework');
    const [steps, rmf] = within(cycle).getAllByRole('list');
    expect(steps!.tagName).toBe('OL');
    expect(
      within(rmf!)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('strong')?.textContent),
    ).toEqual(['Prepare', 'Categorize', 'Select', 'Implement', 'Assess', 'Authorize', 'Monitor']);
  });

  it('is text only: no images or cards', async () => {
    await renderRoute('/riskManagement');
    const main = screen.getByRole('main');
    expect(within(main).queryAllByRole('img')).toEqual([]);
    expect(main.querySelectorAll('img, article')).toHaveLength(0);
  });

  it('is translated in Spanish', async () => {
    await renderRoute('/es/riskManagement');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Una sola visión del riesgo tecnológico',
    );
    expect(outline()).toHaveLength(OUTLINE.length);
    expect(screen.getByRole('heading', { level: 2, name: 'Riesgo de terceros' })).toBeVisible();
  });
});
