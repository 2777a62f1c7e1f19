/**
 * The inline markup a translation may use in a text rendered with <Trans>: `<strong>` for
 * emphasis, and `<en>` for an English name inside another language (a level, a domain, a
 * function), rendered as `<span lang="en">` so screen readers pronounce it as English (WCAG 3.1.2).
 * A translation may use `<en>` in any text; a page renders such a text with <Trans> and these
 * components (tests/integration/english-names.a11y.jsdom.test.tsx fails on an `<en>` shown as text).
 */
export const inlineMarkup = { strong: <strong />, en: <span lang="en" /> };
