import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getI18n, loadNamespaces } from '../../i18n/instance';
import { renderExample } from '../../test/renderExample';
import { Header } from './Header';
import { headerExamples } from './Header.examples';

/** Renders of the navigation's links (the list, the IRM list, the languages). */
const renders = vi.hoisted(() => ({ links: 0 }));
vi.mock('../LocalLink/LocalLink', async (original) => {
  const kit = await original<typeof import('../LocalLink/LocalLink')>();
  function LocalLink(props: Parameters<typeof kit.LocalLink>[0]) {
    renders.links += 1;
    return <kit.LocalLink {...props} />;
  }
  return { ...kit, LocalLink };
});

beforeAll(() => loadNamespaces('en', ['common']));
// The names as English has them (the kit's examples render in English).
const en = getI18n('en').getFixedT('en', 'common');

/**
 * Opening and closing the menu renders its toggle and the panel's state, not the links in it: at
 * 4x CPU throttling a menu press that rendered every link of the list, the IRM list and the
 * language switcher took more than 100 ms.
 */
describe('the menu button', () => {
  it('opens and closes the menu without rendering its links again', async () => {
    const user = userEvent.setup();
    renderExample(<Header {...headerExamples.menuClosed} />);
    const nav = screen.getByRole('navigation', { name: en('nav.label') });
    const menu = within(nav).getByRole('button', { name: en('nav.menu') });
    const before = renders.links;
    expect(before).toBeGreaterThan(0);

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Home' })).toBeVisible();
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(renders.links).toBe(before);
  });
});

/**
 * Opening and closing the menu reads no layout: each read in the press's commit forces a style
 * and layout pass before the inert marks restyle the page again (React Aria's usePreventScroll
 * read the scrollbar's width, about a fifth of a mobile menu press at 4x CPU). The page behind
 * still cannot scroll while the menu is open.
 */
describe('the menu button, by layout reads', () => {
  it('opens and closes the menu reading no layout, and the page does not scroll meanwhile', async () => {
    const user = userEvent.setup();
    renderExample(<Header {...headerExamples.menuClosed} />);
    const nav = screen.getByRole('navigation', { name: en('nav.label') });
    const menu = within(nav).getByRole('button', { name: en('nav.menu') });
    const reads = [
      vi.spyOn(Element.prototype, 'clientWidth', 'get'),
      vi.spyOn(Element.prototype, 'clientHeight', 'get'),
      vi.spyOn(Element.prototype, 'getBoundingClientRect'),
      vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get'),
      vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get'),
    ];
    const count = () => reads.reduce((sum, spy) => sum + spy.mock.calls.length, 0);

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    // Once the frame that shows the panel has been painted.
    await waitFor(() => expect(document.documentElement.style.overflow).toBe('hidden'));
    expect(count()).toBe(0);
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(document.documentElement.style.overflow).toBe(''));
    expect(count()).toBe(0);
    vi.restoreAllMocks();
  });
});
