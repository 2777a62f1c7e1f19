import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { articles, type Article, type ArticleId } from '../../../content/articles';
import { sourceLinks } from '../../../content/sources';
import { outlineKeys, outlineOf, type SectionTree } from '../../i18n/outline';
import { specPaths } from '../../../content/paths';
import { site } from '../../../content/site';
import { defaultLocale, languageOf, localeCodes } from '../../i18n/registry';
import { followLink, renderRoute, renderRouteOnce } from '../../test/renderRoute';
import { escapeRegExp, textIn, figuresIn } from '../../test/pageText';
import { expectOutlineShown } from '../../test/outline';
import { itemTexts, sectionNamed } from '../../test/sections';

const brand = site.brand;
const ids = Object.keys(articles) as ArticleId[];
const main = () => screen.getByRole('main');

type Json = { [key: string]: string | Json };
const locale = (lng: string, ns: string) =>
  JSON.parse(readFileSync(`locales/${lng}/${ns}.json`, 'utf8')) as Json;
const lookup = (json: Json, key: string) =>
  key
    .split('.')
    .reduce<string | Json | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      json,
    );
/** An article's outline, from the structure of its file in a language (src/i18n/outline.ts). */
const outline = (lng: string, id: ArticleId) =>
  outlineOf((locale(lng, id) as { sections: Record<string, SectionTree> }).sections);
/** Every key the article page reads through its untyped t (tsc cannot check them). */
const composedKeys = (id: ArticleId) => [
  'meta.description',
  'hero.eyebrow',
  'hero.title',
  'hero.lead',
  'hero.imageAlt',
  'card.description',
  ...outlineKeys(outline('en', id)),
];

/** The languages that have an article's file (English always; a partial language may not). */
const languagesOf = (id: ArticleId) =>
  localeCodes.filter((lng) => existsSync(`locales/${lng}/${id}.json`));

/** The page's JSON-LD graph, parsed. */
function structuredData() {
  const scripts = document.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  expect(scripts[0]!.textContent).not.toContain('<');
  const data = JSON.parse(scripts[0]!.textContent) as {
    '@context': string;
    '@graph': Record<string, unknown>[];
  };
  expect(data['@context']).toBe('https://schema.org');
  const byType = (type: string) => data['@graph'].find((node) => node['@type'] === type)!;
  return { article: byType('Article'), breadcrumbs: byType('BreadcrumbList') };
}

describe.each(ids)('article %s', (id) => {
  // The rules docs/editing.md states in "Publish an article", step 1.
  it('has 3 sections or more, every key of its outline in each of its languages, in English’s order, and 900–1,400 words in English', () => {
    expect(outline('en', id).length).toBeGreaterThanOrEqual(3);
    for (const lng of languagesOf(id)) {
      const json = locale(lng, id);
      for (const key of composedKeys(id)) {
        const value = lookup(json, key);
        expect(typeof value === 'string' && value.trim() !== '', `${lng} ${key}`).toBe(true);
      }
      // The page lays its body out from the file of its own language: the same outline.
      expect(outline(lng, id), `${lng}: the outline of English`).toEqual(outline('en', id));
    }
    const en = locale('en', id);
    const words = composedKeys(id)
      .filter((key) => !key.startsWith('meta.') && key !== 'hero.imageAlt')
      .map((key) => lookup(en, key) as string)
      .join(' ')
      .replace(/<[^>]+>/g, '')
      .split(/\s+/)
      .filter(Boolean).length;
    expect(words).toBeGreaterThanOrEqual(900);
    expect(words).toBeLessThanOrEqual(1400);
  });
});

// Every article in every language that has its file, rendered once each: the same structure, the
// language's text.
const pages = ids.flatMap((id) =>
  languagesOf(id).map((lng) => ({
    id,
    lng,
    prefix: lng === defaultLocale ? '' : `/${lng}`,
    tag: languageOf(lng).intl,
  })),
);

describe.each(pages)('article $id in $lng', ({ id, lng, prefix, tag }) => {
  const article: Article = articles[id];
  const { text } = renderRouteOnce(`${prefix}${article.path}`);
  /** A spec path as this language links it. */
  const local = (path: string) => (path === '/' ? prefix || '/' : `${prefix}${path}`);
  /** The figures the article's text interpolates, formatted for the language. */
  const values = figuresIn(lng);
  const words = (key: string) => text(`${id}:${key}`, values);
  const title = () => words('hero.title');
  /** Another article's title and card sentence, from its own file in this language. */
  const card = (other: ArticleId) => {
    const json = locale(lng, other);
    return {
      title: lookup(json, 'hero.title') as string,
      description: lookup(json, 'card.description') as string,
    };
  };
  const sections = outline('en', id);

  it('opens with the breadcrumb Home / Insights / title, the title as h1, the date and the author', () => {
    const nav = screen.getByRole('navigation', { name: text('insights:breadcrumb.label') });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(itemTexts(list)).toEqual([
      text('common:pages.home'),
      text('common:pages.insights'),
      title(),
    ]);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [text('common:pages.home'), local(specPaths.home)],
      [text('common:pages.insights'), local(specPaths.insights)],
    ]);
    const current = within(nav).getByText(title());
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current.closest('a')).toBeNull();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(words('hero.title'));
    const time = main().querySelector('time')!;
    expect(time).toHaveAttribute('dateTime', article.published.slice(0, 7));
    const month = new Intl.DateTimeFormat(tag, {
      year: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(Date.parse(`${article.published}T00:00Z`));
    const date = text('insights:article.date', { date: month });
    expect(time.textContent).toBe(date);
    expect(time.parentElement).toHaveTextContent(text('insights:article.published', { date }));
    // "Updated …" only for an article reviewed since it was published.
    const times = main().querySelectorAll('time');
    expect(times).toHaveLength(article.updated ? 2 : 1);
    const updatedDay = article.updated;
    if (updatedDay) {
      const updated = times[1]!;
      expect(updated).toHaveAttribute('dateTime', updatedDay.slice(0, 7));
      const updatedDate = text('insights:article.date', {
        date: new Intl.DateTimeFormat(tag, {
          year: 'numeric',
          month: 'long',
          timeZone: 'UTC',
        }).format(Date.parse(`${updatedDay}T00:00Z`)),
      });
      expect(updated.textContent).toBe(updatedDate);
      expect(updated.parentElement).toHaveTextContent(
        text('insights:article.updated', { date: updatedDate }),
      );
    }
    expect(main()).toHaveTextContent(text('insights:article.author'));

    const hero = within(main()).getAllByRole('img')[0]!;
    expect(hero).toHaveAttribute('src', article.image);
    expect(hero).toHaveAttribute('width', String(article.width));
    expect(hero).toHaveAttribute('height', String(article.height));
    expect(hero.getAttribute('alt')).not.toBe('');
    expect(hero).toHaveAttribute('alt', words('hero.imageAlt'));
  });

  it('lays out its outline: a region per section, in order, with its sub-headings, paragraphs and lists', () => {
    expect(
      within(main())
        .getAllByRole('heading', { level: 2 })
        .slice(0, sections.length)
        .map((heading) => heading.textContent),
    ).toEqual(sections.map((section) => words(`sections.${section.id}.heading`)));
    expectOutlineShown(sections, words);
  });

  it('recommends its two related articles with Read Article links named by their titles', () => {
    const related = sectionNamed(text('insights:related.heading'));
    const cards = within(related).getAllByRole('listitem');
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(article.related.map((other) => card(other).title));
    expect(cards.map((item) => item.querySelector('p')?.textContent)).toEqual(
      article.related.map((other) => card(other).description),
    );
    const links = within(related).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      article.related.map((other) => [
        text('insights:related.readArticle'),
        local(articles[other].path),
      ]),
    );
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(
      article.related.map((other) =>
        text('insights:related.readArticleLabel', { title: card(other).title }),
      ),
    );
    for (const card of cards)
      expect(within(card).getByRole('presentation')).toHaveAttribute('alt', '');
  });

  it('ends with a contact block: e-mail, the website in a new tab (announced) and where it serves', () => {
    const contact = sectionNamed(text('insights:contact.heading'));
    expect(within(contact).getByRole('link', { name: site.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${site.contactEmail}`,
    );
    const host = new URL(site.websiteUrl).host;
    const website = within(contact).getByRole('link', {
      name: new RegExp(
        `^${escapeRegExp(text('insights:contact.websiteAddress', { host }))} ?${escapeRegExp(text('common:newTab'))}$`,
      ),
    });
    expect(website).toHaveAttribute('href', site.websiteUrl);
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(contact).toHaveTextContent(text('insights:contact.serving'));
  });

  it('ends with the primary sources it relies on, each a link to its publisher', () => {
    const sources = sectionNamed(text('insights:sources.heading'));
    const links = within(within(sources).getByRole('list')).getAllByRole('link');
    // At least four primary sources (docs/editing.md, "Publish an article", step 3).
    expect(article.sources.length).toBeGreaterThanOrEqual(4);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      article.sources.map((source) => sourceLinks[source]),
    );
    for (const [index, source] of article.sources.entries()) {
      expect(links[index]).toHaveAccessibleName(
        new RegExp(
          `^${escapeRegExp(text(`insights:sources.items.${source}`))} ?${escapeRegExp(text('common:newTab'))}$`,
        ),
      );
      expect(sourceLinks[source]).toMatch(/^https:\/\//);
    }
  });

  it('describes itself as a schema.org Article with its BreadcrumbList', () => {
    const { article: data, breadcrumbs } = structuredData();
    expect(data).toMatchObject({
      headline: title(),
      datePublished: article.published,
      dateModified: article.updated ?? article.published,
      inLanguage: tag,
      author: { '@type': 'Organization', name: brand },
      image: `${site.siteUrl}${article.image}`,
      mainEntityOfPage: `${site.siteUrl}${local(article.path)}`,
    });
    expect(data.description).toBe(
      document.querySelector('meta[name="description"]')?.getAttribute('content'),
    );
    expect(data.description).toBe(words('meta.description'));
    expect(breadcrumbs.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        name: text('common:pages.home'),
        item: `${site.siteUrl}${local(specPaths.home)}`,
      },
      {
        '@type': 'ListItem',
        position: 2,
        name: text('common:pages.insights'),
        item: `${site.siteUrl}${local(specPaths.insights)}`,
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: title(),
        item: `${site.siteUrl}${local(article.path)}`,
      },
    ]);
  });
});

describe('article navigation', () => {
  it('the breadcrumb’s Insights link navigates in the app to the Insights page', async () => {
    const user = userEvent.setup();
    await renderRoute(articles.whyChooseIrm.path);
    const text = textIn('en');
    const nav = screen.getByRole('navigation', { name: text('insights:breadcrumb.label') });
    await followLink(user, within(nav).getByRole('link', { name: text('common:pages.insights') }));
    expect(
      await screen.findByRole('heading', { level: 1, name: text('insights:hero.title') }),
    ).toBeInTheDocument();
  });
});
