// Typed translation keys. `Resources` is generated from locales/en/*.json by `i18next-cli types`
// (run by `npm install` and `npm run typecheck`), so a new namespace needs no edit here.
import type Resources from './generated/resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    enableSelector: false;
    defaultNS: 'common';
    resources: Resources;
    /** Filled in by every instance (src/i18n/instance.ts), so t() never needs them. */
    defaultVariables: { brand: string; founder: string; foundedYear: string };
  }
}
