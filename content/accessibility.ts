/**
 * Structure of the accessibility statement (/accessibility): its review date, its facts and the
 * checks it lists. The words are in locales/<lng>/accessibility.json. The checks listed are the
 * ones `npm test` really runs (README "Tests"; tests/); the page's test names the test behind
 * each, so change this list when they change.
 */

/** The day the statement was last reviewed (ISO, UTC); written for the language on the page. */
export const accessibilityReviewDate = '2026-11-28';

/** The hero's facts. */
export const accessibilityFacts = ['standard', 'checks'] as const;

/** How the site is tested on every build, by group; each item is a check a test really runs. */
export const testGroups = [
  {
    id: 'everyPage',
    checks: ['axe', 'axeOpen', 'reflow', 'focusContrast', 'html', 'translated', 'englishMarked'],
  },
  {
    id: 'keyboard',
    checks: ['skipLink', 'menus', 'focusNotHidden', 'newPage', 'history', 'pressedInView'],
  },
  {
    id: 'display',
    checks: ['textSpacing', 'forcedColours', 'rtl'],
  },
  {
    id: 'forms',
    checks: ['errors', 'screenReader', 'noScript', 'reachNoScript', 'beforeReady'],
  },
] as const;
