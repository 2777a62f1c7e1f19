/**
 * Recipe "Publish an article" (docs/editing.md), performed in a copy of the project and built:
 * one locale file per language and one entry in content/articles.ts, all named by the article's
 * id, nothing else. The built site must then have the article in English and Spanish (its
 * outline from the file's structure), its card first on Insights, its related links, its sitemap
 * entries, its JSON-LD and its social card; and the recipe must have touched exactly those three
 * files.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectCopy } from '../support/project-copy';

const copy = projectCopy('article');
// The recipe's example, under an id (its namespace too) and path the project does not have yet
// (an editor may have published the example itself).
const index = readFileSync(copy.file('content/articles.ts'), 'utf8');
const ID = ['vendorRisk', 'vendorRiskExample', 'vendorRiskExample2'].find(
  (id) => !index.includes(`  ${id}: {`) && !existsSync(copy.file(`locales/en/${id}.json`)),
)!;
// Published on the day of the index's newest article: Insights lists articles newest first and
// those of one day in the index's order, so the entry added at the top comes first whatever the
// project has published since.
const PUBLISHED = [...index.matchAll(/published: '(\d{4}-\d{2}-\d{2})'/g)]
  .map((match) => match[1]!)
  .sort()
  .at(-1)!;
const PATH = `/${ID.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}-for-credit-unions`;

/** The article's text in a language: what an editor writes (src/i18n/outline.ts). */
const article = (lng: 'en' | 'es') =>
  lng === 'en'
    ? {
        meta: {
          title: 'Vendor Risk for Credit Unions | {{brand}}',
          description: 'How a credit union keeps its vendors’ risks in one record.',
          keywords: 'vendor risk, third-party risk, credit union',
        },
        hero: {
          eyebrow: 'Insights · Third parties',
          title: 'Vendor Risk for Credit Unions',
          lead: 'Your vendors hold your members’ data. Their risks are yours.',
          imageAlt: 'A chain of linked documents.',
        },
        card: { description: 'Keep every vendor’s risk, evidence and review date in one record.' },
        sections: {
          why: {
            heading: 'Why vendor risk matters',
            p1: 'Examiners ask how you oversee the <strong>third parties</strong> you rely on.',
            reasonsHeading: 'Three reasons',
            reasons: {
              data: 'They hold data.',
              access: 'They have access.',
              uptime: 'You need them.',
            },
          },
          start: {
            heading: 'Where to start',
            intro: 'Four steps:',
            steps: {
              list: 'List them.',
              rank: 'Rank them.',
              review: 'Review them.',
              report: 'Report.',
            },
            outro: 'Then repeat every year.',
          },
        },
      }
    : {
        meta: {
          title: 'Riesgo de proveedores para cooperativas de ahorro y crédito | {{brand}}',
          description:
            'Cómo una cooperativa mantiene los riesgos de sus proveedores en un solo registro.',
          keywords: 'riesgo de proveedores, terceros, cooperativa',
        },
        hero: {
          eyebrow: 'Perspectivas · Terceros',
          title: 'Riesgo de proveedores para cooperativas de ahorro y crédito',
          lead: 'Sus proveedores guardan los datos de sus socios. Sus riesgos son suyos.',
          imageAlt: 'Una cadena de documentos enlazados.',
        },
        card: {
          description:
            'Mantenga el riesgo, la evidencia y la fecha de revisión de cada proveedor en un registro.',
        },
        sections: {
          why: {
            heading: 'Por qué importa el riesgo de proveedores',
            p1: 'Los examinadores preguntan cómo supervisa a los <strong>terceros</strong> de los que depende.',
            reasonsHeading: 'Tres razones',
            reasons: { data: 'Guardan datos.', access: 'Tienen acceso.', uptime: 'Los necesita.' },
          },
          start: {
            heading: 'Por dónde empezar',
            intro: 'Cuatro pasos:',
            steps: {
              list: 'Enumérelos.',
              rank: 'Clasifíquelos.',
              review: 'Revíselos.',
              report: 'Informe.',
            },
            outro: 'Y repita cada año.',
          },
        },
      };

/** The index entry an editor adds at the top of `articles` in content/articles.ts. */
const ENTRY = `  ${ID}: {
    path: '${PATH}',
    published: '${PUBLISHED}',
    image: '/files/insights/why-choose-irm.svg',
    ...image,
    related: ['whyChooseIrm', 'bestIrmSolutions'],
    sources: ['sp80053', 'nistCsf'],
  },
`;

beforeAll(async () => {
  // The recipe: two locale files and one index entry.
  for (const lng of ['en', 'es'] as const) {
    writeFileSync(
      copy.file(`locales/${lng}/${ID}.json`),
      `${JSON.stringify(article(lng), null, 2)}\n`,
    );
  }
  const index = copy.file('content/articles.ts');
  const source = readFileSync(index, 'utf8');
  const start = 'export const articles = {\n';
  expect(source).toContain(start);
  writeFileSync(index, source.replace(start, start + ENTRY));
  // Only the new page's social cards: the site's other cards are the build's (check:html).
  await copy.build((pageId) => pageId === ID);
}, 120_000);

afterAll(() => copy.remove());

const text = (node: Element | null | undefined) => node?.textContent?.trim() ?? '';

describe('publishing an article: one locale file per language and one index entry', () => {
  it('touches exactly those three files', () => {
    expect(copy.changedFiles()).toEqual([
      'content/articles.ts',
      `locales/en/${ID}.json`,
      `locales/es/${ID}.json`,
    ]);
  });

  it.each(['en', 'es'] as const)(
    'the article in %s: h1, byline month, body from the file’s outline, related links',
    (lng) => {
      const words = article(lng);
      const url = lng === 'en' ? PATH : `/es${PATH}`;
      const document = copy.page(url);
      const main = document.querySelector('main')!;
      expect(document.documentElement.lang).toBe(lng);
      expect(text(main.querySelector('h1'))).toBe(words.hero.title);
      expect(main.querySelector('time')?.getAttribute('datetime')).toBe(PUBLISHED.slice(0, 7));
      // No `updated` in the entry: no "Updated" line.
      expect(main.querySelectorAll('time')).toHaveLength(1);
      const why = main.querySelector('section#why')!;
      expect(
        [...why.querySelectorAll('h2, h3, p, ul, ol')].map((element) => element.tagName),
      ).toEqual(['H2', 'P', 'H3', 'UL']);
      expect(text(why.querySelector('h2'))).toBe(words.sections.why.heading);
      expect(text(why.querySelector('strong'))).toBe(lng === 'en' ? 'third parties' : 'terceros');
      expect([...why.querySelectorAll('li')].map(text)).toEqual(
        Object.values(words.sections.why.reasons),
      );
      const start = main.querySelector('section#start')!;
      expect(
        [...start.querySelectorAll('h2, h3, p, ul, ol')].map((element) => element.tagName),
      ).toEqual(['H2', 'P', 'OL', 'P']);
      const related = main.querySelector('section#related')!;
      expect([...related.querySelectorAll('h3')].map(text)).toHaveLength(2);
      expect([...related.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(
        [
          '/why-Choose-integrated-risk-management-services',
          '/best-integrated-risk-management-solutions',
        ].map((href) => (lng === 'en' ? href : `/es${href}`)),
      );
    },
  );

  it.each(['en', 'es'] as const)('its card comes first on Insights in %s', (lng) => {
    const insights = copy.page(lng === 'en' ? '/insights' : '/es/insights');
    const first = insights.querySelector('#articles li')!;
    expect(text(first.querySelector('h3'))).toBe(article(lng).hero.title);
    expect(text(first.querySelector('p'))).toBe(article(lng).card.description);
    expect(first.querySelector('a')?.getAttribute('href')).toBe(lng === 'en' ? PATH : `/es${PATH}`);
    expect(first.hasAttribute('lang')).toBe(false);
  });

  it('is in the sitemap with its alternates, described as a schema.org Article, with its social card', () => {
    const entry = copy.sitemap().find(({ url }) => url === PATH);
    expect(entry?.alternates.get('es')).toBe(`/es${PATH}`);
    expect(copy.sitemap().some(({ url }) => url === `/es${PATH}`)).toBe(true);
    const document = copy.page(PATH);
    const graph = (
      JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!) as {
        '@graph': Record<string, unknown>[];
      }
    )['@graph'];
    expect(graph.find((node) => node['@type'] === 'Article')).toMatchObject({
      headline: article('en').hero.title,
      datePublished: PUBLISHED,
      dateModified: PUBLISHED,
    });
    const card = document.querySelector('meta[property="og:image"]')?.getAttribute('content');
    expect(card).toMatch(new RegExp(`/social/en/${ID}\\.png$`));
    expect(existsSync(path.join(copy.out, 'social', 'es', `${ID}.png`))).toBe(true);
  });
});
