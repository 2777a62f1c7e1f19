import type { ResourceLanguage } from 'i18next';
import { locales, type Locale, type Namespace } from './registry';

type JsonModule = ResourceLanguage | { default: ResourceLanguage };

/** Fetches one namespace of one language (its own chunk). */
export async function loadResource(lng: Locale, ns: Namespace): Promise<ResourceLanguage> {
  const module: JsonModule = await locales[lng].namespaces[ns]();
  // Vite/Vitest wrap JSON in { default }; Parcel hands over the object itself.
  return 'default' in module && typeof module.default === 'object'
    ? (module.default as ResourceLanguage)
    : (module as ResourceLanguage);
}
