import axe from 'axe-core';

/** The one tag set every axe run uses. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Rules disabled in jsdom only, each with its reason:
 * - color-contrast: jsdom has no layout or computed colours; contrast is checked in Chromium
 *   by tests/browser (https://github.com/dequelabs/axe-core/issues/595).
 */
export const JSDOM_DISABLED = { 'color-contrast': { enabled: false } };

/** Runs axe on the document and returns readable violations (empty = pass). */
export async function axeViolations(context: Element | Document = document): Promise<string[]> {
  const results = await axe.run(context, {
    runOnly: { type: 'tag', values: AXE_TAGS },
    rules: JSDOM_DISABLED,
    // jsdom loads no frame documents (Book a Demo's calendar); axe cannot message into them.
    iframes: false,
  });
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
