import { Trans, useTranslation } from 'react-i18next';
import { articles, type Article, type ArticleId } from '../../../content/articles';
import { sourceLinks } from '../../../content/sources';
import { specPaths } from '../../../content/paths';
import { site } from '../../../content/site';
import { Breadcrumb, type BreadcrumbItem } from '../../components/Breadcrumb/Breadcrumb';
import { ClosingCta } from '../../components/ClosingCta/ClosingCta';
import { ExternalLink } from '../../components/ExternalLink/ExternalLink';
import { LocalLink } from '../../components/LocalLink/LocalLink';
import { OutlineSections } from '../../components/OutlineSections/OutlineSections';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Section } from '../../components/Section/Section';
import { inlineMarkup } from '../../i18n/markup';
import { useCardText } from '../../site/cards';
import { useArticleMonth } from '../../site/articleMonths';
import { useFigures } from '../../site/figures';
import { languageOf } from '../../i18n/registry';
import { useCurrentPage } from '../../site/page-context';
import { useLangOf } from '../../site/textLanguage';
import layout from '../../styles/layout.module.css';
import { articleStructuredData } from './structuredData';
import { useJsonLd } from '../../site/json-ld';
import styles from './Article.module.css';

/**
 * An article's own keys: `hero.*` and `meta.description`, which every article file has
 * (Article.jsdom.test.tsx proves it for every article of the index in every language).
 */
type ComposedT = (key: string, options?: Record<string, string>) => string;

const isArticle = (id: string): id is ArticleId => Object.hasOwn(articles, id);

/**
 * The route component of every article (one chunk for all of them): the article of the current
 * page, by its page id, from the index in content/articles.ts.
 */
export default function ArticleRoute() {
  const { page } = useCurrentPage();
  if (!page || !isArticle(page.id)) throw new Error(`No article ${page?.id ?? ''}`);
  return <ArticlePage id={page.id} />;
}

/**
 * One article of the Insights section: breadcrumb, title, date and author, hero image, the body
 * from the article's locale file (its `sections` are the outline), a contact block, two related
 * articles and the closing band. Also writes the page's schema.org Article and BreadcrumbList as
 * JSON-LD.
 */
export function ArticlePage({ id }: { id: ArticleId }) {
  const article: Article = articles[id];
  const { t: articleT } = useTranslation(id);
  const t = articleT as unknown as ComposedT;
  const { t: ti } = useTranslation('insights');
  const { t: tc } = useTranslation('common');
  const { lng } = useCurrentPage();
  const month = useArticleMonth();
  const figures = useFigures();
  const title = t('hero.title');
  const trail: BreadcrumbItem[] = [
    { id: 'home', label: tc('pages.home'), to: specPaths.home },
    { id: 'insights', label: tc('pages.insights'), to: specPaths.insights },
    { id, label: title, to: article.path },
  ];
  /** "Published June 2025", "Updated November 2026": the month in a `<time>`. */
  const dated = (key: 'article.published' | 'article.updated', day: string) => (
    <span>
      <Trans
        t={ti}
        i18nKey={key}
        values={{ date: ti('article.date', { date: month(day) }) }}
        components={{ time: <time dateTime={day.slice(0, 7)} /> }}
      />
    </span>
  );

  useJsonLd(
    articleStructuredData({
      id,
      lng,
      languageTag: languageOf(lng).intl,
      headline: title,
      description: t('meta.description'),
      trail,
    }),
  );
  return (
    <>
      <div className={styles.trail}>
        <Breadcrumb label={ti('breadcrumb.label')} items={trail} />
      </div>
      <PageHeader
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={
          <>
            <p>{t('hero.lead')}</p>
            <p className={styles.byline}>
              {dated('article.published', article.published)}
              {article.updated && dated('article.updated', article.updated)}
              <span>{ti('article.author')}</span>
            </p>
          </>
        }
        aside={
          <img
            className={styles.hero}
            src={article.image}
            width={article.width}
            height={article.height}
            alt={t('hero.imageAlt')}
          />
        }
      />

      <OutlineSections ns={id} values={figures} />

      <Section id="sources" heading={ti('sources.heading')} tone="plain">
        <div className={layout.prose}>
          <p>{ti('sources.intro')}</p>
          <ul>
            {article.sources.map((source) => (
              <li key={source}>
                <ExternalLink href={sourceLinks[source]}>
                  <Trans t={ti} i18nKey={`sources.items.${source}`} components={inlineMarkup} />
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
      </Section>
      <ContactBlock />
      <RelatedArticles ids={article.related} />
      <ClosingCta heading={ti('cta.heading')} text={ti('cta.text')} />
    </>
  );
}

/** How to reach the provider: e-mail, website (new tab) and where it works. */
function ContactBlock() {
  const { t } = useTranslation('insights');
  return (
    <Section heading={t('contact.heading')} id="contact" tone="tinted">
      <div className={layout.prose}>
        <p>{t('contact.text')}</p>
        <address className={styles.contact}>
          <dl className={styles.contactList}>
            <div>
              <dt>{t('contact.email')}</dt>
              <dd>
                <a href={`mailto:${site.contactEmail}`}>
                  {t('contact.emailAddress', { email: site.contactEmail })}
                </a>
              </dd>
            </div>
            <div>
              <dt>{t('contact.website')}</dt>
              <dd>
                <ExternalLink href={site.websiteUrl}>
                  {t('contact.websiteAddress', { host: new URL(site.websiteUrl).host })}
                </ExternalLink>
              </dd>
            </div>
          </dl>
          <p>{t('contact.serving')}</p>
        </address>
      </div>
    </Section>
  );
}

/** Two other articles: image, title, description and a Read Article link named by the title. */
function RelatedArticles({ ids }: { ids: readonly ArticleId[] }) {
  const { t } = useTranslation('insights');
  return (
    <Section heading={t('related.heading')} id="related">
      <ul className={styles.related}>
        {ids.map((relatedId) => (
          <RelatedArticle key={relatedId} id={relatedId} />
        ))}
      </ul>
    </Section>
  );
}

/**
 * One related article's card: its title and description from the `cards` namespace (copied from
 * the article's own file at build time), marked with their language where it is not the page's.
 */
function RelatedArticle({ id }: { id: ArticleId }) {
  const { t } = useTranslation('insights');
  const related = articles[id];
  const card = useCardText()(id);
  const lang = useLangOf(id);
  return (
    <li className={styles.card} lang={lang}>
      <img
        className={styles.cardImage}
        loading="lazy"
        decoding="async"
        src={related.image}
        width={related.width}
        height={related.height}
        alt=""
      />
      <h3 className={styles.cardTitle}>{card.title}</h3>
      <p className={styles.cardText}>{card.description}</p>
      <LocalLink
        to={related.path}
        className={styles.readLink}
        aria-label={t('related.readArticleLabel', { title: card.title })}
      >
        {t('related.readArticle')}
      </LocalLink>
    </li>
  );
}
