import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { ResourceLanguage } from 'i18next';
import { languageNameInText } from '../../src/i18n/registry';
import { renderRoute } from '../../src/test/renderRoute';
import { axeViolations } from '../support/axe';

type Loaders = Record<string, Record<string, () => Promise<{ default: ResourceLanguage }>>>;

/** How a French translator words the notice (locales/fr/common.json, the only French file). */
const FRENCH_NOTICE =
  'Cette page n’est pas encore traduite en {{language}} ; elle s’affiche en anglais.';

// Languages as a translator leaves them mid-way, in the locale module the registry reads:
// Spanish without the About page's namespace yet, and French with nothing but common.json.
vi.mock('../../src/i18n/generated/locales', async (importActual) => {
  const actual = await importActual<typeof import('../../src/i18n/generated/locales')>();
  const loaders = actual.namespaceLoaders as Loaders;
  const spanish = Object.fromEntries(
    Object.entries(loaders.es ?? {}).filter(([ns]) => ns !== 'about'),
  );
  const frenchCommon = async () => {
    const english = (await loaders.en!.common!()).default as { fallback: object };
    return { default: { ...english, fallback: { notice: FRENCH_NOTICE } } as ResourceLanguage };
  };
  return {
    ...actual,
    languageFiles: {
      ...actual.languageFiles,
      fr: { name: 'Français', intl: 'fr-US', dir: 'ltr', ogLocale: 'fr_FR' },
    },
    namespaceLoaders: { ...loaders, es: spanish, fr: { common: frenchCommon } },
  };
});

describe('a page whose namespace a language lacks', () => {
  it('is shown in English, marked lang="en", under a notice in the visitor’s language', async () => {
    await renderRoute('/es/aboutUs');
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('We automate risk and compliance');
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'en');
    const notice = screen.getByRole('note');
    // The language's name as Spanish writes it in a sentence: "al español", not "(Español)".
    expect(notice).toHaveTextContent(
      /^Esta página aún no está traducida al español, por eso se muestra en inglés\.$/,
    );
    expect(notice.closest('[lang]')).toBe(document.documentElement);
    expect(document.documentElement.lang).toBe('es');
    // The header and footer stay Spanish.
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('a language with only common.json: every page in English under its own sentence, naming the language in lower case', async () => {
    await renderRoute('/fr/aboutUs');
    expect(document.documentElement.lang).toBe('fr');
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('We automate risk and compliance');
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('note')).toHaveTextContent(
      /^Cette page n’est pas encore traduite en français ; elle s’affiche en anglais\.$/,
    );
  });

  it('the name in running text comes from Intl, in the language itself', () => {
    expect(['en', 'es', 'fr'].map(languageNameInText)).toEqual(['English', 'español', 'français']);
  });

  it('a complete language shows no notice', async () => {
    await renderRoute('/es/founder');
    expect(screen.queryByRole('note')).toBeNull();
  });
});
