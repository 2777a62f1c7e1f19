// The arithmetic and the table of `npm run bench:interactions` (tooling/measure/bench-interactions.mjs),
// apart from the browser so a test can check them.

/** Event Timing reports no interaction shorter than this (ms): a press without an entry took less. */
export const DURATION_THRESHOLD = 16;

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * One press's duration from the Event Timing entries it produced: the entries are grouped by
 * interactionId (a key press's keydown and keyup, a click's pointerdown, pointerup and click), an
 * interaction lasts as long as its longest entry, and the press counts its longest interaction.
 * No entry: under the threshold, 0.
 */
export function pressDuration(entries) {
  const interactions = new Map();
  for (const { interactionId, duration } of entries) {
    if (!interactionId) continue;
    interactions.set(interactionId, Math.max(interactions.get(interactionId) ?? 0, duration));
  }
  return Math.max(0, ...interactions.values());
}

/**
 * What one widget, width and input measured over its pages (each page an array of its presses'
 * durations): a page visit counts its worst press (as INP takes the worst interaction of a
 * visit), the figure is the median page's worst, and the slowest page's worst stands beside it.
 */
export function summarize(pages) {
  const worstPerPage = pages.map((presses) => Math.max(...presses));
  return {
    worstPerPage,
    worst: median(worstPerPage),
    slowestPage: Math.max(...worstPerPage),
  };
}

/** A duration as printed: whole milliseconds, or `<16` for a press with no entry. */
export const ms = (value) =>
  value === 0 ? `<${DURATION_THRESHOLD}` : Number.isNaN(value) ? '?' : String(Math.round(value));

/**
 * The table's lines: one row per widget, width and input, each median-page worst compared to the
 * budget. A row is `{ widget, width, input, pages }` (pages: the presses of each page, or null
 * where the width does not show the widget), with `cpu` (main-thread CPU per press of a traced
 * page) when traced.
 */
export function formatTable(rows, { budget, rounds, traced }) {
  const header = [
    'widget',
    'width',
    'input',
    `worst press per page (ms, ${rounds} page${rounds === 1 ? '' : 's'})`,
    'worst of a visit (median page)',
    '',
    'slowest page',
    ...(traced ? ['main-thread CPU, worst press of a traced page (ms)'] : []),
  ];
  const body = rows.map(({ widget, width, input, pages, cpu }) => {
    const start = [widget, String(width), input];
    if (!pages) return [...start, 'not shown at this width', '', '', '', ...(traced ? [''] : [])];
    const { worstPerPage, worst, slowestPage } = summarize(pages);
    return [
      ...start,
      worstPerPage.map(ms).join(' '),
      ms(worst),
      worst > budget ? `over ${budget}` : `within ${budget}`,
      ms(slowestPage),
      ...(traced ? [cpu ? ms(Math.max(...cpu)) : ''] : []),
    ];
  });
  const table = [header, ...body];
  const widths = header.map((_, column) => Math.max(...table.map((row) => row[column].length)));
  return table.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd(),
  );
}
