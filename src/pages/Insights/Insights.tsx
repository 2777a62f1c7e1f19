import { BookOpenText } from 'lucide-react';
import { specPaths } from '../../../content/paths';
import { useTranslation } from 'react-i18next';
import { articles, type ArticleId } from '../../../content/articles';
import { articleOrder } from '../../../content/insights';
import { ClosingCta } from '../../components/ClosingCta/ClosingCta';
import { ButtonLink } from '../../components/ButtonLink/ButtonLink';
import { LocalLink } from '../../components/LocalLink/LocalLink';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Section } from '../../components/Section/Section';
import { useCardText } from '../../site/cards';
import { useLangOf } from '../../site/textLanguage';
import styles from './Insights.module.css';

/**
 * Insights: the articles of the section as cards. Each card is one link, its heading's, whose
 * ::after covers the card; the image is decorative.
 */
export default function Insights() {
  const { t } = useTranslation('insights');
  return (
    <>
      <PageHeader
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={<p>{t('hero.lead')}</p>}
        art={BookOpenText}
      />
      <Section heading={t('list.heading')} id="articles">
        <ul className={styles.grid}>
          {articleOrder.map((id) => (
            <ArticleCard key={id} id={id} />
          ))}
        </ul>
      </Section>
      <Section heading={t('downloads.heading')} tone="tinted">
        <p>{t('downloads.text')}</p>
        <ButtonLink to={specPaths.downloads} variant="secondary">
          {t('downloads.link')}
        </ButtonLink>
      </Section>
      <ClosingCta heading={t('cta.heading')} text={t('cta.text')} />
    </>
  );
}

/**
 * An article's card, from the index (image, path) and the `cards` namespace (title, sentence,
 * copied from the article's own file), marked with its language where it is not the page's.
 */
function ArticleCard({ id }: { id: ArticleId }) {
  const article = articles[id];
  const card = useCardText()(id);
  return (
    <li className={styles.card} lang={useLangOf(id)}>
      <img
        className={styles.image}
        src={article.image}
        width={article.width}
        height={article.height}
        alt=""
      />
      <div className={styles.body}>
        <h3 className={styles.title}>
          <LocalLink to={article.path} className={styles.link}>
            {card.title}
          </LocalLink>
        </h3>
        <p className={styles.text}>{card.description}</p>
      </div>
    </li>
  );
}
