import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { ResourceLanguage } from 'i18next';
import { site } from '../content/site';
import { alternates, canonicalUrl, isTranslated } from '../src/i18n/paths';
import { pages } from '../src/app/routes';
import { renderRoute } from '../src/test/renderRoute';

type Loaders = Record<string, Record<string, () => Promise<{ default: ResourceLanguage }>>>;

// Languages part-way through translation, in the locale module the registry reads: Spanish
// without the About page's and the contact section's namespaces; French with only common.json
// and the contact section (copied from English here: the test reads structure, not words).
vi.mock('../src/i18n/generated/locales', async (importActual) => {
  const actual = await importActual<typeof import('../src/i18n/generated/locales')>();
  const loaders = actual.namespaceLoaders as Loaders;
  const spanish = Object.fromEntries(
    Object.entries(loaders.es ?? {}).filter(([ns]) => ns !== 'about' && ns !== 'contact'),
  );
  return {
    languageFiles: {
      ...actual.languageFiles,
      fr: { name: 'Français', intl: 'fr-US', dir: 'ltr', ogLocale: 'fr_FR' },
    },
    namespaceLoaders: {
      ...loaders,
      es: spanish,
      fr: { common: loaders.en!.common!, contact: loaders.en!.contact! },
    },
  };
});

const page = (id: string) => pages.find((candidate) => candidate.id === id)!;
const hreflangs = () =>
  [...document.querySelectorAll('link[rel="alternate"]')].map((link) =>
    link.getAttribute('hreflang'),
  );
const canonical = () => document.querySelector('link[rel="canonical"]')?.getAttribute('href');

describe('a language part-way through translation', () => {
  it('marks English per block: the translated home page keeps its language, the untranslated contact section is lang="en"', async () => {
    await renderRoute('/es');
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.closest('[lang]')).toBe(document.documentElement);
    expect(document.documentElement.lang).toBe('es');
    const contact = document.getElementById('contact')!;
    expect(contact).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('note')).toBeInTheDocument();
    // Partly translated: still the Spanish page.
    expect(canonical()).toBe(`${site.siteUrl}/es`);
    expect(hreflangs()).toEqual(['en', 'es', 'fr', 'x-default']);
  });

  it('and the other way round: an English page body, with the translated contact section marked back in the page language', async () => {
    await renderRoute('/fr');
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'en');
    const contact = document.getElementById('contact')!;
    expect(contact).toHaveAttribute('lang', 'fr');
    expect(contact.closest('[lang="en"]')).not.toBeNull();
  });

  it('a page shown entirely in fallback English is not advertised as that language: canonical to English, no hreflang of its own', async () => {
    await renderRoute('/es/aboutUs');
    expect(screen.getByRole('heading', { level: 1 }).closest('[lang]')).toHaveAttribute(
      'lang',
      'en',
    );
    expect(canonical()).toBe(`${site.siteUrl}/aboutUs`);
    expect(hreflangs()).toEqual(['en', 'x-default']);
  });

  it('the same rule for the sitemap (src/i18n/paths.ts): listed only where translated, with the same alternates', () => {
    const about = page('aboutUs');
    expect(['en', 'es', 'fr'].map((lng) => isTranslated(about, lng))).toEqual([true, false, false]);
    expect(canonicalUrl(about, 'fr')).toBe(`${site.siteUrl}/aboutUs`);
    expect(alternates(page('founder')).map(({ hreflang }) => hreflang)).toEqual([
      'en',
      'es',
      'x-default',
    ]);
    expect(alternates(page('home'))).toEqual([
      { hreflang: 'en', href: `${site.siteUrl}/` },
      { hreflang: 'es', href: `${site.siteUrl}/es` },
      { hreflang: 'fr', href: `${site.siteUrl}/fr` },
      { hreflang: 'x-default', href: `${site.siteUrl}/` },
    ]);
  });
});
