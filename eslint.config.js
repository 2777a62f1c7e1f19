import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import noLiteralUiText from './scripts/eslint/no-literal-ui-text.js';

export default tseslint.config(
  { ignores: ['dist/', 'build/', '.parcel-cache/', 'node_modules/', '.tmp/', 'screenshots/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {
      'react-hooks': reactHooks,
      'jsx-a11y': jsxA11y,
      site: { rules: { 'no-literal-ui-text': noLiteralUiText } },
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...Object.fromEntries(
        Object.entries(jsxA11y.flatConfigs.strict.rules).map(([rule, setting]) => [
          rule,
          Array.isArray(setting) ? ['error', ...setting.slice(1)] : 'error',
        ]),
      ),
      // Deprecated by jsx-a11y in favour of label-has-associated-control (kept on); it demands a
      // label both wrap and point at its control.
      'jsx-a11y/label-has-for': 'off',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      'site/no-literal-ui-text': 'error',
    },
  },
  {
    // Tests may render literal fixtures; the pseudo-locale test catches hard-coded text in the app.
    files: ['**/*.test.{ts,tsx}', 'a11y-tests/**', 'src/test/**'],
    rules: {
      'site/no-literal-ui-text': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
