import { useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { I18nProvider } from 'react-aria-components';
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

/**
 * The frame of every page: skip link, header, the one `main`, footer. React Aria's
 * `RouterProvider` is left out on purpose: the site's links are `LocalLink`s, no React Aria
 * component renders a link, and the provider would cost every page about 1 KB of script. Add it
 * back here if a React Aria `Link` (or anything with `href`) joins the site.
 */
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
          <PageStatusProvider>
            <SkipLink />
            <Header />
            <main id="main" tabIndex={-1}>
              <Outlet />
            </main>
            <Footer />
          </PageStatusProvider>
        </I18nProvider>
      </I18nextProvider>
    </CurrentPageContext>
  );
}
