import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { getI18n } from '../i18n/instance';
import type { Locale } from '../i18n/registry';
import { CurrentPageContext } from '../site/page-context';

/**
 * What a kit component needs around it outside the app: a current page (its language) and that
 * language's text (the namespaces a component reads must be loaded, `loadNamespaces`).
 */
export function KitFrame({ lng = 'en', children }: { lng?: Locale; children: ReactNode }) {
  return (
    <CurrentPageContext value={{ lng, page: null, pathname: '/examples', navigate: () => {} }}>
      <I18nextProvider i18n={getI18n(lng)}>{children}</I18nextProvider>
    </CurrentPageContext>
  );
}
