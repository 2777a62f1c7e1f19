/**
 * Every page's social card (`og:image`): a 1200×630 PNG per page and language, drawn at build time
 * by tooling/site-build/social-cards.mjs from the text chosen here: the brand, the page's eyebrow (its
 * section) and its `<h1>`. `Seo` describes the same text in `og:image:alt`, so the image and its
 * alternative text cannot disagree.
 */
import type { i18n as I18n } from 'i18next';
import type { Locale } from '../i18n/registry';
import type { PageRoute } from '../site/page-context';

/** The card's size in pixels (the size Open Graph and X recommend for a large image). */
export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;

/** Where a page's card is served: `/social/<lng>/<page id>.png`. */
export const socialCardPath = (lng: Locale, page: Pick<PageRoute, 'id'>): string =>
  `/social/${lng}/${page.id}.png`;

/**
 * The key groups of a page's first namespace that hold its header (`eyebrow` and `title`, as
 * `PageHeader` shows them), tried in order. A page with neither gets its name from
 * `common:pages` as the section and its `meta.title` as the title.
 */
const HEADER_GROUPS = ['hero', 'page'] as const;

export interface SocialCardText {
  /** The brand name (the BRAND_NAME setting, through `common:brand`). */
  brand: string;
  /** The page's eyebrow: its section of the site. */
  section: string;
  /** The page's `<h1>`. */
  title: string;
  /** The card described in words (`og:image:alt`). */
  alt: string;
  /** The alternative text of the brand-only card drawn when the fonts lack the page's script. */
  brandAlt: string;
}

/** The text of a page's card, in the language of `i18n` (the page's namespaces loaded). */
export function socialCardText(i18n: I18n, page: PageRoute): SocialCardText {
  // Keys composed from the route table: checked by the locale tests and check:html, not by tsc.
  const t = i18n.t as unknown as (key: string, options?: Record<string, string>) => string;
  const ns = page.namespaces[0] ?? 'common';
  const group = HEADER_GROUPS.find(
    (name) => i18n.exists(`${ns}:${name}.eyebrow`) && i18n.exists(`${ns}:${name}.title`),
  );
  const section = group ? t(`${ns}:${group}.eyebrow`) : t(`common:pages.${page.id}`);
  const title = group ? t(`${ns}:${group}.title`) : t(`${ns}:meta.title`);
  return {
    brand: t('common:brand'),
    section,
    title,
    alt: t('common:socialCard.alt', { section, title }),
    brandAlt: t('common:socialCard.brandAlt'),
  };
}
