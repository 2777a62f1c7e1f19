import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { CurrentPageContext, type CurrentPage } from '../site/page-context';

const examplePage: CurrentPage = {
  lng: 'en',
  page: null,
  pathname: '/examples',
  navigate: () => {},
};

/** What a kit component needs around it outside the app: a locale and a current page. */
export function KitFrame({ children, locale = 'en-US' }: { children: ReactNode; locale?: string }) {
  return (
    <I18nProvider locale={locale}>
      <CurrentPageContext value={examplePage}>{children}</CurrentPageContext>
    </I18nProvider>
  );
}
