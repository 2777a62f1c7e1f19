import { Outlet, useHref, useNavigate } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { getI18n } from '../i18n/instance';
import { locales } from '../i18n/registry';
import { useCurrentPage } from './page-context';
import { PageStatusProvider } from './page-status';
import { useRouteChangeEffects } from './useRouteChangeEffects';
import { SkipLink } from '../components/SkipLink/SkipLink';
import { Header } from '../components/Header/Header';
import { Footer } from '../components/Footer/Footer';

/** The frame of every page: skip link, header, the one `main`, footer. */
export function Layout() {
  const { lng } = useCurrentPage();
  const navigate = useNavigate();
  useRouteChangeEffects(lng);
  return (
    <I18nextProvider i18n={getI18n(lng)}>
      <I18nProvider locale={locales[lng].intl}>
        <RouterProvider navigate={navigate} useHref={useHref}>
          <PageStatusProvider>
            <SkipLink />
            <Header />
            <main id="main" tabIndex={-1}>
              <Outlet />
            </main>
            <Footer />
          </PageStatusProvider>
        </RouterProvider>
      </I18nProvider>
    </I18nextProvider>
  );
}
