import { specPaths } from '../../../content/paths';
import { useTranslation } from 'react-i18next';
import { articleOrder, articles } from '../../../content/articles';
import { ClosingCta } from '../../components/ClosingCta/ClosingCta';
import { ButtonLink } from '../../components/ButtonLink/ButtonLink';
import { LocalLink } from '../../components/LocalLink/LocalLink';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Section } from '../../components/Section/Section';
import styles from './Insights.module.css';

/**
 * Insights: the articles of the section as cards. Each card is one link, its heading's, whose
 * ::after covers the card; the image is decorative.
 */
export default function Insights() {
  const { t } = useTranslation('insights');
  const { t: tc } = useTranslation('common');
  return (
    <>
      <PageHeader
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={<p>{t('hero.lead')}</p>}
      />
      <Section heading={t('list.heading')} id="articles">
        <ul className={styles.grid}>
          {articleOrder.map((id) => {
            const article = articles[id];
            return (
              <li key={id} className={styles.card}>
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
                      {tc(`pages.${id}`)}
                    </LocalLink>
                  </h3>
                  <p className={styles.text}>{t(`cards.${id}.description`)}</p>
                </div>
              </li>
            );
          })}
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
