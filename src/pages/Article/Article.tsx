import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import {
  articleUpdated,
  sourceLinks,
  articlePublished,
  articles,
  type ArticleBlock,
  type ArticleId,
} from '../../../content/articles';
import { specPaths } from '../../../content/paths';
import { site } from '../../../content/site';
import { Breadcrumb, type BreadcrumbItem } from '../../components/Breadcrumb/Breadcrumb';
import { ClosingCta } from '../../components/ClosingCta/ClosingCta';
import { ExternalLink } from '../../components/ExternalLink/ExternalLink';
import { LocalLink } from '../../components/LocalLink/LocalLink';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Section } from '../../components/Section/Section';
import { useFormat } from '../../site/locale';
import { languageOf } from '../../i18n/registry';
import { useCurrentPage } from '../../site/page-context';
import layout from '../../styles/layout.module.css';
import { articleStructuredData } from './structuredData';
import { useJsonLd } from '../../site/json-ld';
import styles from './Article.module.css';
import { inlineMarkup } from '../../i18n/markup';

/**
 * The article's own keys are composed from its outline in content/articles.ts, so tsc cannot
 * check them; Article.jsdom.test.tsx proves every one exists in every language.
 */
type ComposedT = (key: string, options?: Record<string, string>) => string;

const markup = inlineMarkup;

/**
 * One article of the Insights section: breadcrumb, title, date and author, hero image, the body
 * from the article's outline, a contact block, two related articles and the closing band. Also
 * writes the page's schema.org Article and BreadcrumbList as JSON-LD.
 */
export function ArticlePage({ id }: { id: ArticleId }) {
  const article = articles[id];
  const { t: articleT } = useTranslation(article.namespace);
  const t = articleT as unknown as ComposedT;
  const { t: ti } = useTranslation('insights');
  const { t: tc } = useTranslation('common');
  const { lng } = useCurrentPage();
  const format = useFormat();
  const figures = format.figures;
  const title = tc(`pages.${id}`);
  const published = format.month(articlePublished.month);
  const updated = format.month(articleUpdated.month);
  const trail: BreadcrumbItem[] = [
    { id: 'home', label: tc('pages.home'), to: specPaths.home },
    { id: 'insights', label: tc('pages.insights'), to: specPaths.insights },
    { id, label: title, to: article.path },
  ];
  const text = (key: string) => (
    <Trans t={articleT} i18nKey={key as never} values={figures} components={markup} />
  );

  useJsonLd(
    articleStructuredData({
      id,
      lng,
      languageTag: languageOf(lng).intl,
      headline: t('hero.title'),
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
              <span>
                <Trans
                  t={ti}
                  i18nKey="article.published"
                  values={{ date: ti('article.date', { date: published }) }}
                  components={{ time: <time dateTime={articlePublished.month} /> }}
                />
              </span>
              <span>
                <Trans
                  t={ti}
                  i18nKey="article.updated"
                  values={{ date: ti('article.date', { date: updated }) }}
                  components={{ time: <time dateTime={articleUpdated.month} /> }}
                />
              </span>
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

      {article.sections.map((section, index) => (
        <Section
          key={section.id}
          id={section.id}
          heading={t(`sections.${section.id}.heading`, figures)}
          tone={index % 2 === 1 ? 'tinted' : 'plain'}
        >
          <div className={layout.prose}>
            {section.blocks.map((block) => (
              <Block
                key={block.id}
                block={block}
                text={(key) => text(`sections.${section.id}.${key}`)}
              />
            ))}
          </div>
        </Section>
      ))}

      <Section id="sources" heading={ti('sources.heading')} tone="plain">
        <div className={layout.prose}>
          <p>{ti('sources.intro')}</p>
          <ul>
            {article.sources.map((source) => (
              <li key={source}>
                <ExternalLink href={sourceLinks[source]}>
                  {ti(`sources.items.${source}`)}
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

function Block({ block, text }: { block: ArticleBlock; text: (key: string) => ReactNode }) {
  switch (block.kind) {
    case 'p':
      return <p>{text(block.id)}</p>;
    case 'h3':
      return <h3>{text(block.id)}</h3>;
    case 'ul':
    case 'ol': {
      const List = block.kind;
      return (
        <List className={block.kind === 'ol' ? layout.ordered : layout.list}>
          {block.items.map((item) => (
            <li key={item}>{text(`${block.id}.${item}`)}</li>
          ))}
        </List>
      );
    }
  }
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
  const { t: tc } = useTranslation('common');
  return (
    <Section heading={t('related.heading')} id="related">
      <ul className={styles.related}>
        {ids.map((relatedId) => {
          const related = articles[relatedId];
          const title = tc(`pages.${relatedId}`);
          return (
            <li key={relatedId} className={styles.card}>
              <img
                className={styles.cardImage}
                loading="lazy"
                decoding="async"
                src={related.image}
                width={related.width}
                height={related.height}
                alt=""
              />
              <h3 className={styles.cardTitle}>{title}</h3>
              <p className={styles.cardText}>{t(`cards.${relatedId}.description`)}</p>
              <LocalLink
                to={related.path}
                className={styles.readLink}
                aria-label={t('related.readArticleLabel', { title })}
              >
                {t('related.readArticle')}
              </LocalLink>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
