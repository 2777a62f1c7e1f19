import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { ResourceLanguage } from 'i18next';
import type { Namespace } from '../src/i18n/registry';
import { renderRoute } from '../src/test/renderRoute';
import { axeViolations } from './axe';

// Spanish as a translator leaves it mid-way: no file for the About page's namespace yet.
vi.mock('../src/i18n/load', async (importActual) => {
  const actual = await importActual<typeof import('../src/i18n/load')>();
  return {
    loadResource: async (lng: string, ns: Namespace): Promise<ResourceLanguage | undefined> =>
      lng === 'es' && ns === 'about' ? undefined : actual.loadResource(lng, ns),
  };
});

describe('a page whose namespace a language lacks', () => {
  it('is shown in English, marked lang="en", under a notice in the visitor’s language', async () => {
    await renderRoute('/es/aboutUs');
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('We automate risk and compliance');
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'en');
    const notice = screen.getByRole('note');
    expect(notice).toHaveTextContent(
      'Esta página aún no está traducida a su idioma (Español), por eso se muestra en inglés.',
    );
    expect(notice.closest('[lang]')).toBe(document.documentElement);
    expect(document.documentElement.lang).toBe('es');
    // The header and footer stay Spanish.
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('a complete language shows no notice', async () => {
    await renderRoute('/es/founder');
    expect(screen.queryByRole('note')).toBeNull();
  });
});
