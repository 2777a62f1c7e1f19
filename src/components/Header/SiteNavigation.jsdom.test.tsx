import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { computeAccessibleName } from 'dom-accessibility-api';
import { followLink, renderRoute } from '../../test/renderRoute';
import { getI18n } from '../../i18n/instance';
import { localizePath } from '../../i18n/paths';
import { localeCodes } from '../../i18n/registry';
import { specPaths } from '../../../content/paths';
import { irmPages } from '../../../content/navigation';

// jsdom lays nothing out: every box is 0×0, so the header's navigation fits its bar ("full").
// Giving each box a width makes it overflow the bar's 0 px, and the header shows the menu.
function narrow() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, width: 100, height: 40 }),
  );
}
afterEach(() => vi.restoreAllMocks());

/** Each language's home and one IRM page in it. */
const languages = localeCodes.map((lng) => ({
  lng,
  t: getI18n(lng).getFixedT(lng, 'common'),
  path: (page: keyof typeof specPaths) => localizePath(specPaths[page], lng),
}));
const irmPage = irmPages[Math.floor(irmPages.length / 2)]!;

const nav = (name: string) => screen.getByRole('navigation', { name });
const menuButton = (t: (key: 'nav.menu') => string) =>
  within(screen.getByRole('banner')).getByRole('button', { name: t('nav.menu') });
const panel = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls')!)!;

/** href → the names the header's links to it have. */
function headerNames(): Map<string, Set<string>> {
  const names = new Map<string, Set<string>>();
  const navigation = within(screen.getByRole('banner')).getByRole('navigation');
  for (const link of within(navigation).getAllByRole('link', { hidden: true })) {
    if (link.hasAttribute('lang')) continue; // the language switcher
    const href = link.getAttribute('href')!;
    names.set(href, (names.get(href) ?? new Set()).add(computeAccessibleName(link)));
  }
  return names;
}

describe.each(languages)('the header navigation ($lng)', ({ t, path }) => {
  it('is one list: each destination has one name, in the bar and in the menu (audit 5, WCAG 3.2.4)', async () => {
    await renderRoute(path('about'));
    const bar = headerNames();
    for (const [href, names] of bar) expect([...names], href).toHaveLength(1);
    expect(screen.getAllByRole('navigation', { name: t('nav.label') })).toHaveLength(1);
  });

  it('the same names in the menu as in the bar', async () => {
    const { unmount } = await renderRoute(path('about'));
    const inBar = headerNames();
    unmount();
    narrow();
    const user = userEvent.setup();
    await renderRoute(path('about'));
    await user.click(menuButton(t));
    await user.click(within(nav(t('nav.label'))).getByRole('button', { name: t('nav.irm') }));
    expect(headerNames()).toEqual(inBar);
  });

  it('while the menu panel covers the page, the page behind is inert and does not scroll (audit 3)', async () => {
    narrow();
    const user = userEvent.setup();
    await renderRoute(path('about'));
    const main = screen.getByRole('main');
    const footer = screen.getByRole('contentinfo');
    expect(main).not.toHaveAttribute('inert');
    await user.click(menuButton(t));
    expect(menuButton(t)).toHaveAttribute('aria-expanded', 'true');
    // Once the frame that shows the panel has been painted (below).
    await waitFor(() => expect(main).toHaveAttribute('inert'));
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(footer).toHaveAttribute('inert');
    expect(screen.getByRole('banner')).not.toHaveAttribute('inert');
    await user.keyboard('{Escape}');
    expect(menuButton(t)).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton(t)).toHaveFocus();
    await waitFor(() => expect(main).not.toHaveAttribute('inert'));
    expect(document.documentElement.style.overflow).not.toBe('hidden');
    expect(footer).not.toHaveAttribute('inert');
  });

  // Issue 36: the inert marks restyle the whole page behind the panel (at 375 px and 4x CPU,
  // about 35 ms of a press), and `overflow` on <html> restyles the root: the press's own frame
  // shows the panel open or closed first.
  it('a press on the menu button shows or hides the panel in its own frame; the page behind turns inert and stops scrolling, and back, once that frame is painted', async () => {
    narrow();
    const queued = new Map<number, FrameRequestCallback>();
    let last = 0;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      queued.set(++last, callback);
      return last;
    });
    vi.stubGlobal('cancelAnimationFrame', (id: number) => queued.delete(id));
    /** A frame: its animation frame callbacks, its paint, then the tasks they queued. */
    const frame = async () => {
      const callbacks = [...queued.values()];
      queued.clear();
      for (const callback of callbacks) callback(performance.now());
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    const user = userEvent.setup();
    await renderRoute(path('about'));
    await frame();
    const main = screen.getByRole('main');
    const { style } = document.documentElement;
    await user.click(menuButton(t));
    expect(menuButton(t)).toHaveAttribute('aria-expanded', 'true');
    expect(main).not.toHaveAttribute('inert');
    expect(style.overflow).toBe('');
    await frame();
    expect(main).toHaveAttribute('inert');
    expect(style.overflow).toBe('hidden');
    await user.click(menuButton(t));
    expect(menuButton(t)).toHaveAttribute('aria-expanded', 'false');
    expect(main).toHaveAttribute('inert');
    expect(style.overflow).toBe('hidden');
    await frame();
    expect(main).not.toHaveAttribute('inert');
    expect(style.overflow).toBe('');
    // Opened again before that frame: the page is inert while the panel shows, as before.
    await user.click(menuButton(t));
    await user.click(menuButton(t));
    await user.click(menuButton(t));
    await frame();
    expect(menuButton(t)).toHaveAttribute('aria-expanded', 'true');
    expect(main).toHaveAttribute('inert');
    expect(style.overflow).toBe('hidden');
  });

  it("on an iPhone, React Aria's lock stops a touch from scrolling the page behind the open menu; elsewhere it is not loaded", async () => {
    // React Aria's lock for iOS: a stylesheet that keeps scrolling within the element touched.
    const touchLock = () =>
      [...document.head.querySelectorAll('style')].some((style) =>
        style.textContent?.includes('overscroll-behavior: contain'),
      );
    narrow();
    const user = userEvent.setup();
    const { unmount } = await renderRoute(path('about'));
    await user.click(menuButton(t));
    expect(menuButton(t)).toHaveAttribute('aria-expanded', 'true');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(touchLock()).toBe(false);
    unmount();

    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('iPhone');
    await renderRoute(path('about'));
    await user.click(menuButton(t));
    await waitFor(() => expect(touchLock()).toBe(true));
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(touchLock()).toBe(false);
    expect(document.documentElement.style.overflow).not.toBe('hidden');
  });

  it('on an IRM page the menu opens with the IRM list open, its button saying it is the current section; Escape closes the innermost list first (audit 4)', async () => {
    narrow();
    const user = userEvent.setup();
    await renderRoute(path(irmPage));
    await user.click(menuButton(t));
    const menu = panel(menuButton(t));
    const irm = within(menu).getByRole('button', { name: new RegExp(`^${t('nav.irm')}`) });
    expect(computeAccessibleName(irm)).toBe(`${t('nav.irm')} ${t('nav.irmCurrent')}`);
    expect(irm).toHaveAttribute('aria-expanded', 'true');
    const current = within(panel(irm)).getByRole('link', { name: t(`pages.${irmPage}`) });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toBeVisible();
    current.focus();
    await user.keyboard('{Escape}');
    expect(irm).toHaveAttribute('aria-expanded', 'false');
    expect(irm).toHaveFocus();
    expect(menuButton(t)).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(menuButton(t)).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton(t)).toHaveFocus();
  });

  it('off the IRM pages the menu opens with the IRM list closed and its button named as such', async () => {
    narrow();
    const user = userEvent.setup();
    await renderRoute(path('about'));
    await user.click(menuButton(t));
    const irm = within(panel(menuButton(t))).getByRole('button', { name: t('nav.irm') });
    expect(irm).toHaveAttribute('aria-expanded', 'false');
    expect(panel(irm)).not.toBeVisible();
  });

  it('closes on a press outside, and when a link is chosen', async () => {
    narrow();
    const user = userEvent.setup();
    await renderRoute(path('about'));
    await user.click(menuButton(t));
    // A press on the panel's own padding keeps it open.
    await user.click(panel(menuButton(t)));
    expect(menuButton(t)).toHaveAttribute('aria-expanded', 'true');
    await user.click(document.body);
    expect(menuButton(t)).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton(t));
    await followLink(
      user,
      within(panel(menuButton(t))).getByRole('link', { name: t('pages.founder') }),
    );
    // The new page's code and text load first (slow on a busy machine).
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus(), {
      timeout: 5000,
    });
    expect(menuButton(t)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('main')).not.toHaveAttribute('inert');
  });
});

describe('focus and <main> (audit 6)', () => {
  it.each(languages)(
    '$lng: main is focusable only while the skip link or a navigation has moved focus to it',
    async ({ t, path }) => {
      const user = userEvent.setup();
      await renderRoute(path('about'));
      const main = screen.getByRole('main');
      expect(main).not.toHaveAttribute('tabindex');
      await user.click(screen.getByRole('link', { name: t('skipLink') }));
      expect(main).toHaveFocus();
      expect(main).toHaveAttribute('tabindex', '-1');
      await user.tab();
      expect(main).not.toHaveFocus();
      expect(main).not.toHaveAttribute('tabindex');
    },
  );
});
