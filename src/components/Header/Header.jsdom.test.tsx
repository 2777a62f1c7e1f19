import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespaces } from '../../i18n/instance';
import { screen, within } from '@testing-library/react';
import { axeViolations } from '../../../tests/support/axe';
import { renderExample } from '../../test/renderExample';
import { Header, type HeaderProps } from './Header';
import { headerExamples } from './Header.examples';

beforeAll(() => loadNamespaces('en', ['common']));

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
      const nav = screen.getByRole('navigation', { name: 'Main' });
      const irm = within(nav).getByRole('button', { name: 'IRM' });
      expect(irm, name).toHaveAttribute('aria-expanded', String(!!props.defaultIrmOpen));
      if (props.layout === 'menu') {
        const menu = within(nav).getByRole('button', { name: 'Menu' });
        expect(menu, name).toHaveAttribute('aria-expanded', String(!!props.defaultMenuOpen));
      }
      unmount();
    }
  });
});
