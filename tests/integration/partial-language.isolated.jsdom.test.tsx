import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { ResourceLanguage } from 'i18next';
import { site } from '../../content/site';
import { formatFigures } from '../../content/figures';
import { readFileSync } from 'node:fs';
import { languageNameInText } from '../../src/i18n/registry';
import { alternates, canonicalUrl, isTranslated } from '../../src/i18n/paths';
import { pages } from '../../src/app/routes';
import { renderRoute } from '../../src/test/renderRoute';

type Loaders = Record<string, Record<string, () => Promise<{ default: ResourceLanguage }>>>;

// Languages part-way through translation, in the locale module the registry reads: Spanish
// without the About page's and the contact section's namespaces; French with only common.json
// and the contact section (copied from English here: the test reads structure, not words).
vi.mock('../../src/i18n/generated/locales', async (importActual) => {
  const actual = await importActual<typeof import('../../src/i18n/generated/locales')>();
  const loaders = actual.namespaceLoaders as Loaders;
  const spanish = Object.fromEntries(
    Object.entries(loaders.es ?? {}).filter(([ns]) => ns !== 'about' && ns !== 'contact'),
  );
  return {
    ...actual,
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
    const about = page('about');
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

describe('what a partial language says about itself', () => {
  const note = () => screen.getByRole('note').textContent;
  /** A fallback sentence of Spanish's common.json, as the page fills it. */
  const sentence = (key: 'notice' | 'partsNotice') =>
    (
      JSON.parse(readFileSync('locales/es/common.json', 'utf8')) as {
        fallback: Record<string, string>;
      }
    ).fallback[key]!.replace('{{language}}', languageNameInText('es'));
  const meta = (selector: string) => document.querySelector(`meta[${selector}]`);

  it('a translated page with an untranslated block says "parts of this page", not that the page is untranslated', async () => {
    await renderRoute('/es');
    expect(note()).toBe(sentence('partsNotice'));
  });

  it('an untranslated page says so, and its head is English like its text: title, description, og:locale', async () => {
    await renderRoute('/es/aboutUs');
    expect(note()).toBe(sentence('notice'));
    const title = document.querySelector('title')!;
    expect(title).toHaveAttribute('lang', 'en');
    expect(meta('name="description"')).toHaveAttribute('lang', 'en');
    expect(meta('property="og:locale"')).toHaveAttribute('content', 'en_US');
  });

  it('a translated page: no lang of its own in the head, and its language’s og:locale', async () => {
    await renderRoute('/es/founder');
    expect(document.querySelector('title')).not.toHaveAttribute('lang');
    expect(meta('property="og:locale"')).toHaveAttribute('content', 'es_US');
  });

  it('an English block formats its figures as English, not as the page language', async () => {
    await renderRoute('/fr/aboutUs');
    const main = screen.getByRole('main').textContent!;
    const english = formatFigures('en-US');
    const french = formatFigures('fr-US');
    expect(french.active).not.toBe(english.active);
    expect(main).toContain(english.active);
    expect(main).not.toContain(french.active);
  });
});
