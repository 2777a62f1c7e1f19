import { describe, expect, it } from 'vitest';
import { formatTable, ms, pressDuration, summarize } from './bench-report.mjs';

describe('bench:interactions arithmetic', () => {
  it('a press lasts as long as the longest entry of its longest interaction', () => {
    // A key press: keydown and keyup share an interactionId; a second interaction (a click the
    // press caused) is shorter; an entry without interactionId (a hover) is not a press.
    const entries = [
      { interactionId: 7, duration: 40 },
      { interactionId: 7, duration: 88 },
      { interactionId: 8, duration: 56 },
      { interactionId: 0, duration: 300 },
    ];
    expect(pressDuration(entries)).toBe(88);
    expect(pressDuration([])).toBe(0);
  });

  it('a visit counts its worst press; the median visit is the figure, the slowest beside it', () => {
    // The second page's one slow press decides that page, though its other presses are quick: a
    // median per press over the pages would have printed 24 for every press and hidden it.
    const pages = [
      [24, 32, 24, 0, 24],
      [24, 24, 24, 140, 24],
      [56, 24, 0, 24, 24],
    ];
    expect(summarize(pages)).toEqual({ worstPerPage: [32, 140, 56], worst: 56, slowestPage: 140 });
  });

  it('prints a row per widget, width and input, each against the budget', () => {
    const lines = formatTable(
      [
        { widget: 'menu', width: 375, input: 'touch', pages: [[0, 120, 30]] },
        { widget: 'menu', width: 1280, input: 'touch', pages: null },
        { widget: 'faq', width: 375, input: 'keyboard', pages: [[0, 0, 0]] },
      ],
      { budget: 100, rounds: 1, traced: false },
    );
    const cells = lines.map((line) => line.split(/\s{2,}/));
    expect(cells[1]).toEqual(['menu', '375', 'touch', '120', '120', 'over 100', '120']);
    expect(cells[2]).toEqual(['menu', '1280', 'touch', 'not shown at this width']);
    expect(cells[3]).toEqual(['faq', '375', 'keyboard', ms(0), ms(0), 'within 100', ms(0)]);
  });
});
