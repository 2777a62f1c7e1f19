/**
 * The inline markup a translation may use in a text rendered with <Trans>: `<strong>` for
 * emphasis, and `<en>` for an English name inside another language (a level, a domain, a
 * function), rendered as `<span lang="en">` so screen readers pronounce it as English (WCAG 3.1.2).
 * `npm run i18n:check` accepts `<en>` in any translated text whose English has markup, that is a
 * text the page renders with these components.
 */
export const inlineMarkup = { strong: <strong />, en: <span lang="en" /> };
