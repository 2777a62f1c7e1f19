import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { site } from '../../content/site';
import { fallsBackToDefault, getI18n, loadNamespaces } from '../i18n/instance';
import { defaultLocale, localeCodes, type Locale, type Namespace } from '../i18n/registry';
import { pages } from './routes';
import { socialCardPath, socialCardText } from './socialCard';

/** A value of a locale file, or undefined where the file or the key is missing. */
const valueIn = (lng: string, ns: string, key: string): string | undefined => {
  const file = `locales/${lng}/${ns}.json`;
  if (!existsSync(file)) return undefined;
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      JSON.parse(readFileSync(file, 'utf8')),
    );
  return typeof value === 'string' ? value : undefined;
};

/**
 * A value as the site shows it in `lng`: from that language's file, else from English (a partial
 * translation, or a file still lacking keys, which the site shows in English until complete),
 * with the settings filled in as the site fills them.
 */
const fromFile = (lng: string, ns: string, key: string) =>
  (
    (fallsBackToDefault(lng as Locale, [ns as Namespace]) ? undefined : valueIn(lng, ns, key)) ??
    valueIn(defaultLocale, ns, key)!
  )
    .replaceAll('{{brand}}', site.brand)
    .replaceAll('{{founder}}', site.founder);

describe('social card text', () => {
  it('every page in every language: its brand, eyebrow and <h1> in that language, described in its alt text', async () => {
    for (const lng of localeCodes) {
      for (const page of pages) {
        await loadNamespaces(lng, ['common', ...page.namespaces]);
        const card = socialCardText(getI18n(lng), page);
        const ns = page.namespaces[0]!;
        const group = valueIn(defaultLocale, ns, 'hero.title') === undefined ? 'page' : 'hero';
        const where = `${lng} ${page.id}`;
        expect(card.brand, where).toBe(site.brand);
        expect(card.section, where).toBe(fromFile(lng, ns, `${group}.eyebrow`));
        expect(card.title, where).toBe(fromFile(lng, ns, `${group}.title`));
        expect(card.alt, where).toBe(
          fromFile(lng, 'common', 'socialCard.alt')
            .replace('{{section}}', card.section)
            .replace('{{title}}', card.title),
        );
        expect(card.brandAlt, where).toBe(fromFile(lng, 'common', 'socialCard.brandAlt'));
        expect(socialCardPath(lng, page)).toBe(`/social/${lng}/${page.id}.png`);
      }
    }
  });

  it('a page without an eyebrow and title in its namespace gets its name and its meta title', async () => {
    const i18n = getI18n('es');
    await loadNamespaces('es', ['common']);
    i18n.addResourceBundle('es', 'plainPage', { meta: { title: 'Título de la página' } });
    const page = { ...pages[0]!, id: 'privacy' as const, namespaces: ['plainPage' as Namespace] };
    const card = socialCardText(i18n, page);
    expect([card.section, card.title]).toEqual([
      fromFile('es', 'common', 'pages.privacy'),
      'Título de la página',
    ]);
  });
});
