import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { footerSiteLinks, irmPages } from '../../../content/navigation';
import { specPaths } from '../../../content/paths';
import { followLink, renderRoute, renderRouteOnce } from '../../test/renderRoute';
import { textIn } from '../../test/pageText';

const footer = () => screen.getByRole('contentinfo');

describe.each([
  { url: specPaths.about, prefix: '' },
  { url: `/es${specPaths.about}`, prefix: '/es' },
])('the footer at $url', ({ url, prefix }) => {
  const { text } = renderRouteOnce(url);

  it('links every page of its bottom row (the privacy notice and accessibility statement among them), in the page’s language', () => {
    const pages = footerSiteLinks.map(({ page }) => page);
    expect(pages).toEqual(expect.arrayContaining(['privacy', 'accessibility']));
    for (const page of pages) {
      const link = within(footer()).getByRole('link', { name: text(`common:pages.${page}`) });
      expect(link).toHaveAttribute('href', `${prefix}${specPaths[page]}`);
      expect(link).not.toHaveAttribute('target');
    }
  });

  // Without script the header's Menu leads to the footer's navigation: it names every IRM page.
  it('its navigation links the IRM overview and every IRM page', () => {
    const nav = within(footer()).getByRole('navigation');
    for (const id of ['irm', ...irmPages] as const) {
      expect(within(nav).getByRole('link', { name: text(`common:pages.${id}`) })).toHaveAttribute(
        'href',
        `${prefix}${specPaths[id]}`.replace(/(.)\/$/, '$1'),
      );
    }
  });

  it('keeps them beside the copyright line, after the footer navigation', () => {
    const copyright = within(footer()).getByText(
      text('common:footer.copyright', { year: new Date().getFullYear() }),
    );
    const privacy = within(footer()).getByRole('link', { name: text('common:pages.privacy') });
    expect(copyright.parentElement).toContainElement(privacy);
  });
});

describe('the footer’s privacy link', () => {
  it('opens the privacy notice in the app, with focus on its heading', async () => {
    const user = userEvent.setup();
    await renderRoute(`/es${specPaths.about}`);
    const es = textIn('es');
    await followLink(
      user,
      within(footer()).getByRole('link', { name: es('common:pages.privacy') }),
    );
    // The page's code and text arrive with it (lazy chunks: on a busy machine, over a second).
    const title = await waitFor(() => es('privacy:hero.title'), { timeout: 10_000 });
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: title },
      { timeout: 10_000 },
    );
    expect(heading).toHaveFocus();
    expect(
      within(footer()).getByRole('link', { name: es('common:pages.privacy') }),
    ).toHaveAttribute('aria-current', 'page');
  });
});
