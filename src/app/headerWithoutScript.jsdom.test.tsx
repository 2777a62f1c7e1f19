import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { AppRoutes } from './AppRoutes';
import { preloadRoute } from './preload';
import { getI18n } from '../i18n/instance';
import { localizePath } from '../i18n/paths';
import { localeCodes } from '../i18n/registry';
import { specPaths } from '../../content/paths';

// The prerendered HTML is what a visitor without script gets: the header must lead everywhere.
const languages = localeCodes.map((lng) => ({
  lng,
  t: getI18n(lng).getFixedT(lng, 'common'),
  path: (page: keyof typeof specPaths) => localizePath(specPaths[page], lng),
}));

describe('the header without script (issue 25 item 7)', () => {
  it('without script, Menu leads to the footer site navigation and IRM to the IRM overview', async () => {
    for (const { lng, t, path } of languages) {
      await preloadRoute(path('about'));
      const host = document.createElement('div');
      host.innerHTML = renderToString(
        <MemoryRouter initialEntries={[path('about')]}>
          <AppRoutes />
        </MemoryRouter>,
      );
      const header = host.querySelector('header')!;
      const menu = within(header).getByRole('link', { name: t('nav.menu') });
      const target = host.querySelector(menu.getAttribute('href')!);
      expect(target?.closest('footer'), lng).not.toBeNull();
      expect(target?.tagName).toBe('NAV');
      expect(within(header).getByRole('link', { name: t('nav.irm') })).toHaveAttribute(
        'href',
        path('irm'),
      );
      expect(within(header).queryByRole('button')).toBeNull();
    }
  });
});
