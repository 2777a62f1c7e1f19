import { type Article, type ArticleId, articles } from '../../../content/articles';
import { site } from '../../../content/site';
import { absoluteUrl } from '../../i18n/paths';
import type { Locale } from '../../i18n/registry';
import type { BreadcrumbItem } from '../../components/Breadcrumb/Breadcrumb';

export interface ArticleStructuredDataInput {
  /** The article. */
  id: ArticleId;
  /** Language of the page. */
  lng: Locale;
  /** BCP 47 tag of that language (schema.org `inLanguage`). */
  languageTag: string;
  /** The article's title (`headline`). */
  headline: string;
  /** The article's meta description. */
  description: string;
  /** The breadcrumb trail shown on the page, Home first. */
  trail: readonly BreadcrumbItem[];
}

/**
 * schema.org `Article` and `BreadcrumbList` of an article page, as the JSON text of a
 * `<script type="application/ld+json">`. Every `<` is escaped (`\u003c`) so no value can close
 * the script element.
 */
export function articleStructuredData({
  id,
  lng,
  languageTag,
  headline,
  description,
  trail,
}: ArticleStructuredDataInput): string {
  const absolute = (path: string) => absoluteUrl(path, lng);
  const article: Article = articles[id];
  const organization = { '@type': 'Organization', name: site.brand, url: site.siteUrl };
  const data = {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Article',
        headline,
        description,
        datePublished: article.published,
        dateModified: article.updated ?? article.published,
        inLanguage: languageTag,
        image: absoluteUrl(article.image),
        author: organization,
        publisher: organization,
        mainEntityOfPage: absolute(article.path),
      },
      {
        '@type': 'BreadcrumbList',
        itemListElement: trail.map((item, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: item.label,
          item: absolute(item.to),
        })),
      },
    ],
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
