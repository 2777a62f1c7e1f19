/**
 * The locale registry. Adding a language = adding `locales/<lng>/` (one file per namespace
 * plus language.json) and one entry here. Loaders are written out so that the bundler makes
 * each namespace of each language its own chunk, fetched only with the route that needs it.
 */
import type { ResourceLanguage } from 'i18next';
import enLanguage from '../../locales/en/language.json';
import esLanguage from '../../locales/es/language.json';

export type Namespace = 'common' | 'about' | 'founder' | 'home' | 'contact';
type Loader = () => Promise<ResourceLanguage | { default: ResourceLanguage }>;

export interface LocaleEntry {
  /** The language's own name for itself, shown in the language switcher. */
  name: string;
  /** BCP 47 tag for Intl formatting and React Aria. */
  intl: string;
  /** Writing direction of the language. */
  dir: 'ltr' | 'rtl';
  /** Open Graph locale (language_TERRITORY). */
  ogLocale: string;
  /** One loader per namespace. */
  namespaces: Record<Namespace, Loader>;
}

export const locales = {
  en: {
    name: enLanguage.name,
    intl: 'en-US',
    dir: 'ltr',
    ogLocale: 'en_US',
    namespaces: {
      common: () => import('../../locales/en/common.json'),
      about: () => import('../../locales/en/about.json'),
      founder: () => import('../../locales/en/founder.json'),
      home: () => import('../../locales/en/home.json'),
      contact: () => import('../../locales/en/contact.json'),
    },
  },
  es: {
    name: esLanguage.name,
    intl: 'es-US',
    dir: 'ltr',
    ogLocale: 'es_US',
    namespaces: {
      common: () => import('../../locales/es/common.json'),
      about: () => import('../../locales/es/about.json'),
      founder: () => import('../../locales/es/founder.json'),
      home: () => import('../../locales/es/home.json'),
      contact: () => import('../../locales/es/contact.json'),
    },
  },
} satisfies Record<string, LocaleEntry>;

export type Locale = keyof typeof locales;

/** The default locale lives at the spec's paths; every other locale under `/<lng>`. */
export const defaultLocale: Locale = 'en';
export const localeCodes = Object.keys(locales) as Locale[];

export function isLocale(value: string | undefined): value is Locale {
  return value !== undefined && Object.hasOwn(locales, value);
}
