import { defineConfig } from 'i18next-cli';

// i18next-cli: typed keys (`types`), translation status (`status`) and key checks (`extract --ci`).
export default defineConfig({
  locales: ['en', 'es'],
  extract: {
    input: ['{,src}/**/*.{ts,tsx}', 'content/**/*.ts'],
    ignore: ['{,src}/**/*.test.{ts,tsx}', 'src/test/**'],
    output: 'locales/{{language}}/{{namespace}}.json',
    defaultNS: 'common',
    primaryLanguage: 'en',
  },
  types: {
    input: ['locales/en/*.json'],
    output: 'src/i18n/i18next.d.ts',
    resourcesFile: 'src/i18n/generated/resources.d.ts',
    enableSelector: false,
  },
});
