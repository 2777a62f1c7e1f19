import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { followLink, renderRoute } from '../test/renderRoute';

describe('after an in-app navigation', () => {
  it('the window is at the top, the title and meta are the new page’s, and focus is on its h1', async () => {
    const user = userEvent.setup();
    await renderRoute('/aboutUs');
    expect(document.title).toMatch(/^About Northwind Risk/);
    vi.mocked(window.scrollTo).mockClear();

    const nav = screen.getByRole('navigation', { name: 'Main' });
    await followLink(user, within(nav).getByRole('link', { name: 'Founder' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Alex Morgan' });
    expect(heading).toHaveFocus();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(document.title).toBe('Alex Morgan, Founder and CEO of Northwind Risk');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringMatching(/^Meet Alex Morgan/),
    );
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://www.example.com/founder',
    );
    expect(document.querySelectorAll('title')).toHaveLength(1);
  });

  it('the skip link is the first tab stop and moves focus into main', async () => {
    const user = userEvent.setup();
    await renderRoute('/aboutUs');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    expect(document.getElementById('main')).toBe(screen.getByRole('main'));
  });

  it('unknown routes show the translated not-found page with links home and to main sections', async () => {
    await renderRoute('/es/no-existe');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'No encontramos esa página',
    );
    expect(screen.getByRole('link', { name: 'Ir a la página de inicio' })).toHaveAttribute(
      'href',
      '/es',
    );
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
