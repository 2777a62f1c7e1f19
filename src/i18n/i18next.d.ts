import 'i18next';
import type common from '../../locales/en/common.json';
import type about from '../../locales/en/about.json';
import type founder from '../../locales/en/founder.json';
import type home from '../../locales/en/home.json';
import type contact from '../../locales/en/contact.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      about: typeof about;
      founder: typeof founder;
      home: typeof home;
      contact: typeof contact;
    };
  }
}
