/**
 * One i18next instance per language, initialised synchronously. Namespaces are added as
 * routes load them; nothing ever calls changeLanguage, so renders of different languages
 * cannot leak into each other.
 */
import i18next, { type i18n } from 'i18next';
import { site } from '../../content/site';
import { loadResource } from './load';
import { defaultLocale, type Locale, type Namespace } from './registry';

const instances = new Map<Locale, i18n>();
/** Per language, the namespaces it has no file for, shown in English instead. */
const fallbacks = new Map<Locale, Set<Namespace>>();

export function getI18n(lng: Locale): i18n {
  let instance = instances.get(lng);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      lng,
      fallbackLng: defaultLocale,
      ns: [],
      defaultNS: 'common',
      resources: {},
      initAsync: false,
      returnNull: false,
      interpolation: {
        escapeValue: false,
        defaultVariables: {
          brand: site.brand,
          founder: site.founder,
          foundedYear: String(site.foundedYear),
        },
      },
      react: { useSuspense: false },
    });
    instances.set(lng, instance);
  }
  return instance;
}

/**
 * Makes sure the namespaces are in the language's instance before anything renders them. A
 * namespace the language has no file for yet is loaded in English and remembered as a fallback.
 */
export async function loadNamespaces(lng: Locale, namespaces: readonly Namespace[]): Promise<void> {
  const instance = getI18n(lng);
  await Promise.all(
    namespaces
      .filter((ns) => !instance.hasResourceBundle(lng, ns))
      .map(async (ns) => {
        let resource = await loadResource(lng, ns);
        if (!resource && lng !== defaultLocale) {
          resource = await loadResource(defaultLocale, ns);
          fallbacks.set(lng, (fallbacks.get(lng) ?? new Set()).add(ns));
        }
        if (!resource) throw new Error(`No locales/${defaultLocale}/${ns}.json`);
        instance.addResourceBundle(lng, ns, resource, true, true);
      }),
  );
}

/** Whether any of these namespaces is shown in English because the language lacks its file. */
export function fallsBackToDefault(lng: Locale, namespaces: readonly Namespace[]): boolean {
  const missing = fallbacks.get(lng);
  return missing !== undefined && namespaces.some((ns) => missing.has(ns));
}
