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

/** Makes sure the namespaces are in the language's instance before anything renders them. */
export async function loadNamespaces(lng: Locale, namespaces: readonly Namespace[]): Promise<void> {
  const instance = getI18n(lng);
  await Promise.all(
    namespaces
      .filter((ns) => !instance.hasResourceBundle(lng, ns))
      .map(async (ns) => {
        instance.addResourceBundle(lng, ns, await loadResource(lng, ns), true, true);
      }),
  );
}
