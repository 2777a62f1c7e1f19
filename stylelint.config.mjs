// `npx stylelint "src/**/*.css"`: physical directions (left/right, margin-left, text-align: left,
// float: right, …) are errors; logical properties make every page mirror by itself in a
// right-to-left language (tests/browser/rtl.a11y.browser.test.ts proves it on a built RTL pseudo-locale).
//
// Only one rule. stylelint-use-logical 2.x names it `csstools/use-logical` (1.x called it
// `plugin/use-logical`). Nothing else is enabled, so the CSS-modules `composes:` property and
// `:global`/`:local` are accepted as they are.
//
// `except`: the rule also maps width/height to inline-size/block-size. That mapping is not about
// direction (for horizontal writing, in both ltr and rtl, width IS inline-size), and media
// queries such as `(min-width: 40rem)` are not declarations, so no exception is needed for them.
// No exceptions are configured: the site's CSS uses logical properties throughout.
/** @type {import('stylelint').Config} */
export default {
  plugins: ['stylelint-use-logical'],
  rules: {
    'csstools/use-logical': 'always',
  },
};
