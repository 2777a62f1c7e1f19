import { describe, expect, it, vi } from 'vitest';
import type { ResourceLanguage } from 'i18next';
import { prerenderUrls } from '../../src/app/routes';
import { defaultLocale, type Namespace } from '../../src/i18n/registry';
import { renderRoute } from '../../src/test/renderRoute';
import { PSEUDO_MARK, pseudoResource } from '../support/pseudo';

// Every namespace of the default locale is served pseudo-localized.
vi.mock('../../src/i18n/load', async (importActual) => {
  const actual = await importActual<typeof import('../../src/i18n/load')>();
  return {
    loadResource: async (_lng: string, ns: Namespace): Promise<ResourceLanguage | undefined> => {
      const resource = await actual.loadResource(defaultLocale, ns);
      return resource && pseudoResource(resource as never);
    },
  };
});

const TRANSLATABLE = ['alt', 'title', 'aria-label', 'placeholder', 'aria-description'];

/** Text in an element marked with another language (the language switcher) is exempt. */
function inOtherLanguage(node: Node): boolean {
  const element = node instanceof Element ? node : node.parentElement;
  const lang = element?.closest('[lang]')?.getAttribute('lang');
  return lang !== null && lang !== undefined && lang !== defaultLocale;
}

function untranslated(): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    if (/\p{L}/u.test(text) && !PSEUDO_MARK.test(text) && !inOtherLanguage(node)) {
      found.push(`text "${text.trim()}" in <${node.parentElement?.tagName.toLowerCase()}>`);
    }
  }
  for (const element of document.querySelectorAll('*')) {
    for (const name of TRANSLATABLE) {
      const value = element.getAttribute(name);
      if (value && /\p{L}/u.test(value) && !PSEUDO_MARK.test(value) && !inOtherLanguage(element)) {
        found.push(`${name}="${value}" on <${element.tagName.toLowerCase()}>`);
      }
    }
  }
  for (const meta of document.head.querySelectorAll(
    'meta[name="description"], meta[name="keywords"]',
  )) {
    const value = meta.getAttribute('content') ?? '';
    if (!PSEUDO_MARK.test(value)) found.push(`meta ${meta.getAttribute('name')}="${value}"`);
  }
  if (!PSEUDO_MARK.test(document.title)) found.push(`title "${document.title}"`);
  return found;
}

const urls = [
  ...prerenderUrls()
    .filter(({ lng }) => lng === defaultLocale)
    .map(({ url }) => url),
  '/no-such-page',
];

describe('pseudo-locale: no hard-coded text', () => {
  it.each(urls)('%s shows only translated text', async (url) => {
    await renderRoute(url);
    expect(untranslated()).toEqual([]);
  });

  it('catches text that is not translated (the check itself works)', async () => {
    await renderRoute('/aboutUs');
    const stray = document.createElement('p');
    stray.textContent = 'Hard-coded';
    document.querySelector('main')!.append(stray);
    expect(untranslated()).toContain('text "Hard-coded" in <p>');
  });
});
