import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { getI18n } from '../i18n/instance';
import { CurrentPageContext, type CurrentPage } from '../site/page-context';
import type { RouteHandle } from './routes';
import { useLayoutText } from './preload';
import { PageStatusProvider } from '../site/page-status';
import { useRouteChangeEffects } from './useRouteChangeEffects';
import { SkipLink } from '../components/SkipLink/SkipLink';
import { Header } from '../components/Header/Header';
import { Footer } from '../components/Footer/Footer';

/**
 * The frame of every page: skip link, header, the one `main`, footer. No React Aria provider: the
 * kit uses React Aria's hooks only for disclosures, which do not depend on the locale, and reads
 * the page's language from `useLocale()` (src/site/locale.ts), never from React Aria's
 * `I18nProvider` (script every page would load for nothing). Its `RouterProvider` is left out
 * too: the site's links are `LocalLink`s and no React Aria component renders a link. Add them here
 * if a React Aria component that formats, reads direction or renders a link joins the site.
 *
 * Its language and page are those of the route that matched (its `handle`, AppRoutes.tsx).
 */
export function Layout({ lng, page, children }: RouteHandle & { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = useMemo<CurrentPage>(
    () => ({ lng, page, pathname, navigate: (to) => void navigate(to) }),
    [lng, page, pathname, navigate],
  );
  useLayoutText(lng);
  useRouteChangeEffects(lng);
  return (
    <CurrentPageContext value={current}>
      <I18nextProvider i18n={getI18n(lng)}>
        <PageStatusProvider>
          <SkipLink />
          <Header />
          {/* Focusable only while focus is moved to it (SkipLink, useRouteChangeEffects). */}
          <main id="main">{children}</main>
          <Footer />
        </PageStatusProvider>
      </I18nextProvider>
    </CurrentPageContext>
  );
}
