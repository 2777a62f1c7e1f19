import type { HeaderProps } from './Header';

// Named examples of the header's navigation in each state (the layout fixed instead of measured):
// test data for its unit and axe tests. The menu's open example makes the rest of the page inert
// and stops it scrolling, as on the site: render it on its own.
export const headerExamples = {
  dropdownClosed: { layout: 'full' },
  dropdownOpen: { layout: 'full', defaultIrmOpen: true },
  menuClosed: { layout: 'menu' },
  menuOpenIrmOpen: { layout: 'menu', defaultMenuOpen: true, defaultIrmOpen: true },
} satisfies Record<string, HeaderProps>;
