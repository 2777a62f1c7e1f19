import { useMemo } from 'react';
import { Outlet, useHref, useLocation, useNavigate } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { getI18n } from '../i18n/instance';
import { languageOf } from '../i18n/registry';
import { CurrentPageContext, type CurrentPage } from '../site/page-context';
import { matchPage } from './routes';
import { useLayoutText } from './preload';
import { PageStatusProvider } from '../site/page-status';
import { useRouteChangeEffects } from './useRouteChangeEffects';
import { SkipLink } from '../components/SkipLink/SkipLink';
import { Header } from '../components/Header/Header';
import { Footer } from '../components/Footer/Footer';

/** The frame of every page: skip link, header, the one `main`, footer. */
export function Layout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = useMemo<CurrentPage>(
    () => ({ ...matchPage(pathname), pathname, navigate: (to) => void navigate(to) }),
    [pathname, navigate],
  );
  const { lng } = current;
  useLayoutText(lng);
  useRouteChangeEffects(lng);
  return (
    <CurrentPageContext value={current}>
      <I18nextProvider i18n={getI18n(lng)}>
        <I18nProvider locale={languageOf(lng).intl}>
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
    </CurrentPageContext>
  );
}
