import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { followLink, renderRoute } from '../../test/renderRoute';

const header = () => screen.getByRole('banner');

describe('language switcher', () => {
  it('links to the same page in Spanish, named in Spanish, with lang and hreflang', async () => {
    await renderRoute('/aboutUs');
    const link = within(header()).getByRole('link', { name: 'Español' });
    expect(link).toHaveAttribute('href', '/es/aboutUs');
    expect(link).toHaveAttribute('lang', 'es');
    expect(link).toHaveAttribute('hreflang', 'es');
    expect(within(header()).queryByRole('link', { name: 'English' })).toBeNull();
  });

  it('links back to English from a Spanish page', async () => {
    await renderRoute('/es/founder');
    const link = within(header()).getByRole('link', { name: 'English' });
    expect(link).toHaveAttribute('href', '/founder');
    expect(link).toHaveAttribute('lang', 'en');
  });

  it('switches the page, its text and <html lang> without a reload', async () => {
    const user = userEvent.setup();
    await renderRoute('/aboutUs');
    await followLink(user, within(header()).getByRole('link', { name: 'Español' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: /automatizamos/i }),
    ).toBeInTheDocument();
    // The switcher now offers the way back to the same page in English.
    expect(within(header()).getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/aboutUs',
    );
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
    expect(within(header()).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/es');
  });

  it('on the not-found page links to the other language’s home', async () => {
    await renderRoute('/no-such-page');
    expect(within(header()).getByRole('link', { name: 'Español' })).toHaveAttribute('href', '/es');
  });
});
