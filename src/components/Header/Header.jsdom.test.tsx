import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getI18n, loadNamespaces } from '../../i18n/instance';
import { screen, within } from '@testing-library/react';
import { axeViolations } from '../../../tests/support/axe';
import { renderExample } from '../../test/renderExample';
import { Header, type HeaderProps } from './Header';
import { headerExamples } from './Header.examples';

beforeAll(() => loadNamespaces('en', ['common']));
// The names as English has them (the kit's examples render in English).
const en = getI18n('en').getFixedT('en', 'common');

const show = (example: keyof typeof headerExamples) =>
  renderExample(<Header {...headerExamples[example]} />);

describe('Header examples', () => {
  it.each(Object.keys(headerExamples))('%s: has no axe violations', async (name) => {
    show(name as keyof typeof headerExamples);
    expect(await axeViolations()).toEqual([]);
  });

  it('each example shows the state it is named for', () => {
    for (const [name, props] of Object.entries(headerExamples) as [string, HeaderProps][]) {
      const { unmount } = show(name as keyof typeof headerExamples);
      const nav = screen.getByRole('navigation', { name: en('nav.label') });
      const irm = within(nav).getByRole('button', { name: en('nav.irm') });
      expect(irm, name).toHaveAttribute('aria-expanded', String(!!props.defaultIrmOpen));
      if (props.layout === 'menu') {
        const menu = within(nav).getByRole('button', { name: en('nav.menu') });
        expect(menu, name).toHaveAttribute('aria-expanded', String(!!props.defaultMenuOpen));
      }
      unmount();
    }
  });
});

/**
 * The header measures whether its navigation fits in the frame after the commit that mounts it,
 * not in that commit: on a prerendered page that commit is hydration's, and the measure (a style
 * and layout pass over the page, then the navigation rendered in its layout) lengthened the
 * page's longest task (Total Blocking Time at 4x CPU, /Documents: 332 → 248 ms, median of 5).
 */
describe('the header, measured', () => {
  it('reads no layout while it mounts, and sets its layout in the next frame', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    vi.stubGlobal('cancelAnimationFrame', () => {});
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const reads = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    const { container } = renderExample(<Header />);
    const header = container.querySelector('header')!;
    expect(reads).not.toHaveBeenCalled();
    expect(header).not.toHaveAttribute('data-nav');

    for (const frame of frames.splice(0)) frame(0);
    expect(reads).toHaveBeenCalled();
    expect(header.dataset.nav).toMatch(/^(full|menu)$/);
    reads.mockRestore();
  });
});
