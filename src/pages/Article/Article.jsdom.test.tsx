import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { articles, type ArticleId } from '../../../content/articles';
import { site } from '../../../content/site';
import { followLink, renderRoute } from '../../test/renderRoute';

const brand = site.brand;
const titles: Record<ArticleId, string> = {
  whyChooseIrm: 'Why Choose Integrated Risk Management Services',
  cybersecuritySolutions: 'Advanced Cybersecurity Risk Management Solutions',
  bestIrmSolutions: 'Best Integrated Risk Management Solutions (IRM) in the United States',
};
const ids = Object.keys(titles) as ArticleId[];
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
/** Every key the article page reads through its untyped t (tsc cannot check them). */
const composedKeys = (id: ArticleId) => [
  'meta.description',
  'hero.eyebrow',
  'hero.title',
  'hero.lead',
  'hero.imageAlt',
  ...articles[id].sections.flatMap((section) => [
    `sections.${section.id}.heading`,
    ...section.blocks.flatMap((block) =>
      block.kind === 'ul' || block.kind === 'ol'
        ? block.items.map((item) => `sections.${section.id}.${block.id}.${item}`)
        : [`sections.${section.id}.${block.id}`],
    ),
  ]),
];

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
  const article = articles[id];
  const title = titles[id];

  it('has every key of its outline in English and Spanish, and 900–1,400 words in English', () => {
    for (const lng of ['en', 'es']) {
      const json = locale(lng, article.namespace);
      for (const key of composedKeys(id)) {
        const value = lookup(json, key);
        expect(typeof value === 'string' && value.trim() !== '', `${lng} ${key}`).toBe(true);
      }
      // The h1 and the article's name in the breadcrumb, cards and navigation are the same words.
      expect(lookup(json, 'hero.title')).toBe(lookup(locale(lng, 'common'), `pages.${id}`));
    }
    const en = locale('en', article.namespace);
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

  it('opens with the breadcrumb Home / Insights / title, the title as h1, the date and the author', async () => {
    await renderRoute(article.path);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Insights', title]);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Insights', '/insights'],
    ]);
    const current = within(nav).getByText(title);
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current.closest('a')).toBeNull();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    const time = main().querySelector('time')!;
    expect(time).toHaveAttribute('dateTime', '2025-06');
    expect(time).toHaveTextContent(/^June 2025$/);
    expect(time.parentElement).toHaveTextContent('Published June 2025');
    expect(main()).toHaveTextContent(`By the ${brand} Security Team`);

    const hero = within(main()).getAllByRole('img')[0]!;
    expect(hero).toHaveAttribute('src', article.image);
    expect(hero).toHaveAttribute('width', String(article.width));
    expect(hero).toHaveAttribute('height', String(article.height));
    expect(hero.getAttribute('alt')).not.toBe('');
  });

  it('recommends its two related articles with Read Article links named by their titles', async () => {
    await renderRoute(article.path);
    const related = screen.getByRole('region', { name: 'Related Security Articles' });
    const cards = within(related).getAllByRole('listitem');
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(article.related.map((other) => titles[other]));
    const links = within(related).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      article.related.map((other) => ['Read Article', articles[other].path]),
    );
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(
      article.related.map((other) => `Read article: ${titles[other]}`),
    );
    for (const card of cards)
      expect(within(card).getByRole('presentation')).toHaveAttribute('alt', '');
  });

  it('ends with a contact block: e-mail, the website in a new tab (announced) and where it serves', async () => {
    await renderRoute(article.path);
    const contact = screen.getByRole('region', { name: 'Questions about this article?' });
    expect(within(contact).getByRole('link', { name: site.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${site.contactEmail}`,
    );
    const website = within(contact).getByRole('link', { name: /\(opens in a new tab\)$/ });
    expect(website).toHaveAttribute('href', site.websiteUrl);
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(contact).toHaveTextContent('Serving organizations across the United States');
  });

  it('describes itself as a schema.org Article with its BreadcrumbList', async () => {
    await renderRoute(article.path);
    const { article: data, breadcrumbs } = structuredData();
    expect(data).toMatchObject({
      headline: title,
      datePublished: '2025-06-01',
      inLanguage: 'en-US',
      author: { '@type': 'Organization', name: brand },
      image: `${site.siteUrl}${article.image}`,
      mainEntityOfPage: `${site.siteUrl}${article.path}`,
    });
    expect(data.description).toBe(
      document.querySelector('meta[name="description"]')?.getAttribute('content'),
    );
    expect(breadcrumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site.siteUrl}/` },
      { '@type': 'ListItem', position: 2, name: 'Insights', item: `${site.siteUrl}/insights` },
      { '@type': 'ListItem', position: 3, name: title, item: `${site.siteUrl}${article.path}` },
    ]);
  });
});

describe('articles in Spanish', () => {
  it('translates the date, breadcrumb, related links and structured data', async () => {
    const article = articles.cybersecuritySolutions;
    await renderRoute(`/es${article.path}`);
    const title = 'Soluciones avanzadas de gestión de riesgos de ciberseguridad';
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    const nav = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Inicio', 'Artículos', title]);
    expect(within(nav).getByRole('link', { name: 'Artículos' })).toHaveAttribute(
      'href',
      '/es/insights',
    );
    expect(main().querySelector('time')).toHaveTextContent(/^junio de 2025$/);
    const related = screen.getByRole('region', { name: 'Artículos de seguridad relacionados' });
    expect(
      within(related)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual([
      'Leer artículo: Por qué elegir servicios de gestión integrada de riesgos',
      'Leer artículo: Las mejores soluciones de gestión integrada de riesgos (IRM) en los Estados Unidos',
    ]);
    const contact = screen.getByRole('region', { name: '¿Tiene preguntas sobre este artículo?' });
    expect(contact).toHaveTextContent('Al servicio de organizaciones en todo Estados Unidos');
    const { article: data, breadcrumbs } = structuredData();
    expect(data).toMatchObject({
      headline: title,
      inLanguage: 'es-US',
      datePublished: '2025-06-01',
    });
    expect(data.mainEntityOfPage).toBe(`${site.siteUrl}/es${article.path}`);
    expect((breadcrumbs.itemListElement as { name: string }[]).map((item) => item.name)).toEqual([
      'Inicio',
      'Artículos',
      title,
    ]);
  });
});

describe('article content', () => {
  it('Advanced Cybersecurity names the four threat categories and the four pillars, and the steps in order', async () => {
    await renderRoute(articles.cybersecuritySolutions.path);
    const threats = screen.getByRole('region', { name: 'Four threat categories to plan for' });
    expect(
      within(threats)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Advanced persistent threats',
      'Ransomware and malware',
      'Social engineering',
      'Data exfiltration',
    ]);
    const pillars = screen.getByRole('region', {
      name: 'Four pillars of an advanced cybersecurity risk program',
    });
    expect(
      within(pillars)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Threat intelligence and analytics',
      'Multi-layered security architecture',
      'Incident response and recovery',
      'Continuous risk assessment',
    ]);
    const frameworks = screen.getByRole('region', {
      name: 'Aligning with the frameworks examiners use',
    });
    for (const name of [
      'NIST Cybersecurity Framework (CSF) 2.0',
      'CIS Critical Security Controls',
      'MITRE ATT&CK',
      'FFIEC IT Examination Handbook',
    ])
      expect(frameworks).toHaveTextContent(name);
    const steps = within(screen.getByRole('region', { name: 'Where to start' })).getByRole('list');
    expect(steps.tagName).toBe('OL');
    expect(within(steps).getAllByRole('listitem')).toHaveLength(5);
  });

  it('Best IRM gives the buyer two checklists as lists and the evaluation as numbered steps', async () => {
    await renderRoute(articles.bestIrmSolutions.path);
    const solution = screen.getByRole('region', {
      name: 'Checklist: what to look for in the solution',
    });
    expect(within(within(solution).getByRole('list')).getAllByRole('listitem')).toHaveLength(8);
    const provider = screen.getByRole('region', {
      name: 'Checklist: what to look for in the provider',
    });
    expect(within(within(provider).getByRole('list')).getAllByRole('listitem')).toHaveLength(6);
    const steps = within(
      screen.getByRole('region', { name: 'How to run the evaluation' }),
    ).getByRole('list');
    expect(steps.tagName).toBe('OL');
  });

  it('the breadcrumb’s Insights link navigates in the app to the Insights page', async () => {
    const user = userEvent.setup();
    await renderRoute(articles.whyChooseIrm.path);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await followLink(user, within(nav).getByRole('link', { name: 'Insights' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Security and risk insights for banks and credit unions',
      }),
    ).toBeInTheDocument();
  });
});
