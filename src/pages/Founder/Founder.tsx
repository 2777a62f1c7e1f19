import { useTranslation } from 'react-i18next';
import { founderBio, founderPrinciples } from '../../../content/founder';
import { specPaths } from '../../../content/paths';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Section } from '../../components/Section/Section';
import { FeatureGrid } from '../../components/FeatureGrid/FeatureGrid';
import { tileCopy } from '../../components/FeatureGrid/tileCopy';
import { CallToAction } from '../../components/CallToAction/CallToAction';
import { ButtonLink } from '../../components/ButtonLink/ButtonLink';
import { Portrait } from './Portrait';
import styles from './Founder.module.css';

/** Founder: a biography of the company's founder (name from content/site.ts). */
export default function Founder() {
  const { t } = useTranslation('founder');
  const { t: tc } = useTranslation();
  return (
    <>
      <PageHeader
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={
          <>
            <p className={styles.role}>{t('hero.role')}</p>
            <p>{t('hero.lead')}</p>
          </>
        }
        aside={<Portrait label={t('portraitAlt')} />}
      />
      <Section heading={t('bio.heading')}>
        <div className={styles.bio}>
          {founderBio.map((id) => (
            <p key={id}>{t(`bio.${id}`)}</p>
          ))}
        </div>
      </Section>
      <Section heading={t('principles.heading')} tone="tinted">
        <FeatureGrid columns={3} items={founderPrinciples} copy={tileCopy(t, 'principles.items')} />
      </Section>
      <figure className={styles.quote}>
        <blockquote>
          <p>{t('quote.text')}</p>
        </blockquote>
        <figcaption>{t('quote.attribution')}</figcaption>
      </figure>
      <CallToAction heading={t('cta.heading')} text={t('cta.text')}>
        <ButtonLink to={specPaths.bookDemo}>{tc('cta.demo')}</ButtonLink>
        <ButtonLink to={specPaths.about} variant="secondary">
          {t('cta.about')}
        </ButtonLink>
      </CallToAction>
    </>
  );
}
