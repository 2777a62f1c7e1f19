import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRouteOnce } from '../../test/renderRoute';
import { localizePath } from '../../i18n/paths';
import { existsSync, readFileSync } from 'node:fs';
import { articles } from '../../../content/articles';
import { articleOrder } from '../../../content/insights';
import { specPaths } from '../../../content/paths';
import { defaultLocale, localeCodes } from '../../i18n/registry';
import { sectionNamed } from '../../test/sections';

// The same structure in every language that translates the page; the text is read from the page
// language's keys.
const languages = localeCodes.filter((lng) => existsSync(`locales/${lng}/insights.json`));
describe.each(
  languages.map((lng) => ({ lng, url: lng === defaultLocale ? '/insights' : `/${lng}/insights` })),
)('Insights page at $url', ({ url, lng }) => {
  const { text } = renderRouteOnce(url);
  /**
   * An article's title and card sentence, from its own file in the page's language (in English
   * where the language does not translate the article).
   */
  const cardOf = (id: keyof typeof articles) => {
    const file = (code: string) => `locales/${code}/${id}.json`;
    const json = JSON.parse(
      readFileSync(existsSync(file(lng)) ? file(lng) : file(defaultLocale), 'utf8'),
    ) as { hero: { title: string }; card: { description: string } };
    return { title: json.hero.title, description: json.card.description };
  };

  it('lists a card for every article of the index, in its order, each one link named by its article’s title', () => {
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      text('insights:hero.title'),
    );
    const list = within(sectionNamed(text('insights:list.heading'))).getByRole('list');
    const cards = within(list).getAllByRole('listitem');
    expect([...articleOrder].sort()).toEqual(Object.keys(articles).sort());
    expect(cards).toHaveLength(articleOrder.length);
    const links = cards.map((card, index) => {
      const [link, ...others] = within(card).getAllByRole('link');
      expect(others).toEqual([]);
      expect(link!.closest('h3')).not.toBeNull();
      const image = within(card).getByRole('presentation');
      expect(image).toHaveAttribute('alt', '');
      expect(image).toHaveAttribute('src', articles[articleOrder[index]!].image);
      expect(card.querySelector('p')?.textContent).toBe(cardOf(articleOrder[index]!).description);
      return [link!.textContent, link!.getAttribute('href')];
    });
    // Each card leads to its article at the specification's path, in the page's language.
    expect(links).toEqual(
      articleOrder.map((id) => [cardOf(id).title, localizePath(articles[id].path, lng)]),
    );
  });

  it('leads to the downloadable guides', () => {
    const guides = sectionNamed(text('insights:downloads.heading'));
    expect(guides).toHaveTextContent(text('insights:downloads.text'));
    expect(
      within(guides).getByRole('link', { name: text('insights:downloads.link') }),
    ).toHaveAttribute('href', localizePath(specPaths.downloads, lng));
  });
});
