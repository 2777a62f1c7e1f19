import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import regexpPlugin from 'eslint-plugin-regexp';
import noLiteralUiText from './tooling/lint/no-literal-ui-text.js';
import { layerZones, roleZones } from './tooling/lint/layers.js';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'build/',
      '.parcel-cache/',
      '.parcel-cache-dev/',
      'node_modules/',
      '.tmp/',
      'screenshots/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {
      'react-hooks': reactHooks,
      'jsx-a11y': jsxA11y,
      'import-x': importX,
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
      // Imports point down the layers only, and never in a circle (docs/architecture.md).
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
  {
    // The folders by role (docs/architecture.md): the app never imports the tooling or the tests,
    // the contact service never imports the tooling, the build never imports the translation
    // checks. Tests and test helpers may import what they test.
    files: [
      'content/**/*.ts',
      'shared/**/*.ts',
      'src/**/*.{ts,tsx}',
      'service/**/*.ts',
      'tooling/**/*.{ts,js,mjs,cjs}',
    ],
    ignores: ['**/*.test.{ts,tsx}', 'src/test/**', 'service/test/**'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...roleZones] }],
    },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
  {
    // Tests may render literal fixtures; the pseudo-locale test catches hard-coded text in the app.
    files: [
      '**/*.test.{ts,tsx}',
      '**/*.examples.tsx',
      'tests/**',
      'src/test/**',
      'src/examples/**',
    ],
    rules: {
      'site/no-literal-ui-text': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // What the contact service and the form's rules run on a visitor's input: no pattern whose
    // time can grow faster than its input (a request could stop the service).
    files: ['service/**/*.ts', 'src/contact/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { regexp: regexpPlugin },
    rules: {
      ...regexpPlugin.configs['flat/recommended'].rules,
      'regexp/no-super-linear-backtracking': ['error', { report: 'potential' }],
      'regexp/no-super-linear-move': ['error', { report: 'potential' }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
