import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { getI18n } from '../i18n/instance';
import { CurrentPageContext, type CurrentPage } from '../site/page-context';

const examplePage: CurrentPage = {
  lng: 'en',
  page: null,
  pathname: '/examples',
  navigate: () => {},
};

/**
 * What a kit component needs around it outside the app: a current page (its language) and that
 * language's text (the namespaces a component reads must be loaded, `loadNamespaces`).
 */
export function KitFrame({ children }: { children: ReactNode }) {
  return (
    <CurrentPageContext value={examplePage}>
      <I18nextProvider i18n={getI18n(examplePage.lng)}>{children}</I18nextProvider>
    </CurrentPageContext>
  );
}
