import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { followLink, renderRoute } from '../test/renderRoute';
import { textIn } from '../test/pageText';
import { localizePath } from '../i18n/paths';
import { notFoundLinks } from '../../content/navigation';
import { specPaths } from '../../content/paths';
import { site } from '../../content/site';
import { sectionNamed } from '../test/sections';

const canonical = () => document.querySelector('link[rel="canonical"]');
const robots = () => document.querySelector('meta[name="robots"]');
const description = () => document.querySelector('meta[name="description"]');

// One visit per language, each step on the page the previous one left: an unknown route, its
// skip link, a link from the not-found page to About us, then the main navigation to Founder.
describe.each(['en', 'es'])('in-app navigation in %s', (lng) => {
  it('from the not-found page to About us and Founder: window at the top, the new page’s title and meta, focus on its h1', async () => {
    const user = userEvent.setup();
    const local = (path: string) => localizePath(path, lng);
    // A fresh document's head: after the previous visit, setup.ts's `document.title = ''` on the
    // emptied head left an empty <title> of its own, which would count as a second title.
    document.head.replaceChildren();
    vi.mocked(window.scrollTo).mockClear();
    await renderRoute(local('/no-existe'));
    const text = textIn(lng);
    expect(document.documentElement).toHaveAttribute('lang', lng);

    // Unknown routes show the translated not-found page, with links home and to main sections.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      text('common:notFound.title'),
    );
    expect(document.title).toBe(text('common:notFound.meta.title'));
    expect(document.querySelectorAll('title')).toHaveLength(1);
    expect(robots()).toHaveAttribute('content', 'noindex');
    expect(canonical()).toBeNull();
    expect(screen.getByRole('link', { name: text('common:notFound.home') })).toHaveAttribute(
      'href',
      local(specPaths.home),
    );
    const sections = sectionNamed(text('common:notFound.sectionsHeading'));
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(
      notFoundLinks.map((page) => [
        text(`common:notFound.sections.${page}`),
        local(specPaths[page]),
      ]),
    );
    // The first render (a prerendered page) keeps its scroll position and focus.
    expect(window.scrollTo).not.toHaveBeenCalled();

    // The skip link is the first tab stop and leads into main.
    await user.tab();
    const skip = screen.getByRole('link', { name: text('common:skipLink') });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    expect(document.getElementById('main')).toBe(screen.getByRole('main'));

    // Not-found → About us: the about page's head replaces the not-found page's. (React prints a
    // development warning here, "called use() to suspend … but did not call use() when it
    // finished": the page mounts suspended and preload.ts calls use() only while loading.)
    await followLink(
      user,
      within(sections).getByRole('link', { name: text('common:notFound.sections.about') }),
    );
    // Until the about page's text has loaded, text() throws for its keys: waitFor retries.
    // (Its chunk is transformed on first import: allow a slow machine the time.)
    const about = await waitFor(
      () => screen.getByRole('heading', { level: 1, name: text('about:hero.title') }),
      { timeout: 10_000 },
    );
    expect(about).toHaveFocus();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
    expect(document.title).toBe(text('about:meta.title'));
    expect(description()).toHaveAttribute('content', text('about:meta.description'));
    expect(canonical()).toHaveAttribute('href', `${site.siteUrl}${local(specPaths.about)}`);
    expect(robots()).toBeNull();
    vi.mocked(window.scrollTo).mockClear();

    // About us → Founder, through the main navigation.
    const nav = screen.getByRole('navigation', { name: text('common:nav.label') });
    await followLink(user, within(nav).getByRole('link', { name: text('common:pages.founder') }));
    const heading = await waitFor(
      () => screen.getByRole('heading', { level: 1, name: text('founder:hero.title') }),
      { timeout: 10_000 },
    );
    expect(heading).toHaveTextContent(site.founder);
    expect(heading).toHaveFocus();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
    expect(document.title).toBe(text('founder:meta.title'));
    expect(document.title).toContain(site.founder);
    expect(description()).toHaveAttribute('content', text('founder:meta.description'));
    expect(canonical()).toHaveAttribute('href', `${site.siteUrl}${local(specPaths.founder)}`);
    expect(document.querySelectorAll('title')).toHaveLength(1);
    expect(document.documentElement).toHaveAttribute('lang', lng);
  });
});
