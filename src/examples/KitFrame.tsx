import type { ReactNode } from 'react';
import { CurrentPageContext, type CurrentPage } from '../site/page-context';

const examplePage: CurrentPage = {
  lng: 'en',
  page: null,
  pathname: '/examples',
  navigate: () => {},
};

/** What a kit component needs around it outside the app: a current page (its language). */
export function KitFrame({ children }: { children: ReactNode }) {
  return <CurrentPageContext value={examplePage}>{children}</CurrentPageContext>;
}
