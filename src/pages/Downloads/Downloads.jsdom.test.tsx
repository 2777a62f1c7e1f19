import { statSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute, renderRouteOnce } from '../../test/renderRoute';
import { numberIn, textIn } from '../../test/pageText';
import { downloadItems, downloadsFolder } from '../../../content/downloads';
import manifest from './generated/manifest.json';
import { expandedNames, panelOf } from '../../test/disclosures';

type Text = (key: string, options?: Record<string, unknown>) => string;

/** The page's helpers in one language. */
function page(text: Text) {
  const title = (id: string) => text(`downloads:library.items.${id}.title`);
  const library = () => screen.getByRole('region', { name: text('downloads:library.heading') });
  const triggers = () => within(library()).getAllByRole('button');
  const expanded = () => expandedNames(triggers());
  /** Waits for the guides' part to have loaded (src/components/Deferred): every trigger there. */
  const loaded = () =>
    waitFor(() => expect(triggers()).toHaveLength(downloadItems.length), { timeout: 15_000 });
  return { title, library, triggers, expanded, panelOf, loaded };
}

// The same structure in every language; the text is read from the page language's keys.
describe.each([
  { url: '/downloads', lng: 'en' as const },
  { url: '/es/downloads', lng: 'es' as const },
])('Downloads page at $url', ({ url, lng }) => {
  const { text } = renderRouteOnce(url);
  const { title, library, triggers, panelOf, loaded } = page(text);
  // The guides are a part of their own, loaded after the page.
  beforeAll(loaded, 20_000);
  /** A file's size in whole kilobytes (1,024 bytes), at least 1, as the language writes numbers. */
  const kb = (bytes: number) => numberIn(lng)(Math.max(1, Math.round(bytes / 1024)));

  it('offers every guide of content/downloads.ts in level-3 headings, instantly and without registration', () => {
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      text('downloads:hero.title'),
    );
    expect(
      within(within(library()).getByRole('list', { name: text('downloads:library.benefitsLabel') }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['instant', 'noRegistration'].map((id) => text(`downloads:library.benefits.${id}`)));
    expect(triggers().map((button) => button.textContent)).toEqual(downloadItems.map(title));
    for (const button of triggers()) {
      expect(button.closest('h3')).not.toBeNull();
      expect(button).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('links each guide to its PDF in the page language, named with its title and its size from the build', () => {
    // Both languages have every guide in their own text: no link to English, no notice.
    expect(screen.queryByRole('note')).toBeNull();
    for (const [index, id] of downloadItems.entries()) {
      const bytes = manifest[lng][id];
      const path = `/${downloadsFolder}/${lng}/${id}.pdf`;
      // The size is the one of the file the build wrote (tooling/site-build/pdfs.mjs, Vitest's global setup).
      expect(statSync(`build/pdfs${path}`).size).toBe(bytes);
      const size = kb(bytes);
      // The guide's panel is closed (the link is exposed once it opens: see the test below).
      const link = within(panelOf(triggers()[index]!)).getByRole('link', {
        hidden: true,
        name: text('downloads:library.downloadLabel', { size, title: title(id) }),
      });
      expect(link).toHaveAttribute('href', path);
      expect(link).toHaveAttribute('hreflang', lng);
      expect(link).toHaveAttribute('download');
      expect(link.textContent).toBe(text('downloads:library.download', { size }));
    }
  });
});

// Opening guides changes the page: this test renders its own.
describe('Downloads page guides', () => {
  it('opens one guide at a time, by pointer and by keyboard, exposing its download link', async () => {
    const user = userEvent.setup();
    await renderRoute('/downloads');
    const { title, triggers, expanded, panelOf, loaded } = page(textIn('en'));
    await loaded();
    const titles = downloadItems.map(title);
    const link = (index: number) => within(panelOf(triggers()[index]!)).getByRole('link');
    await user.click(triggers()[0]!);
    expect(expanded()).toEqual([titles[0]]);
    expect(link(0)).toHaveAttribute('href', `/${downloadsFolder}/en/${downloadItems[0]}.pdf`);
    await user.click(triggers()[2]!);
    expect(expanded()).toEqual([titles[2]]);
    expect(link(2)).toHaveAttribute('href', `/${downloadsFolder}/en/${downloadItems[2]}.pdf`);
    triggers()[1]!.focus();
    await user.keyboard('{Enter}');
    expect(expanded()).toEqual([titles[1]]);
    expect(link(1)).toHaveAttribute('href', `/${downloadsFolder}/en/${downloadItems[1]}.pdf`);
    await user.keyboard(' ');
    expect(expanded()).toEqual([]);
  });
});
