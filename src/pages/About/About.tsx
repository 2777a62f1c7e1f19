import { useTranslation } from 'react-i18next';
import { aboutFacts, aboutPlatform, aboutWhy } from '../../../content/about';
import { useFigures } from '../../site/figures';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Section } from '../../components/Section/Section';
import { FeatureGrid } from '../../components/FeatureGrid/FeatureGrid';
import { tileCopy } from '../../components/FeatureGrid/tileCopy';
import { Facts } from '../../components/Facts/Facts';
import { ClosingCta } from '../../components/ClosingCta/ClosingCta';
import { HeroActions } from '../../components/HeroActions/HeroActions';
import styles from './About.module.css';

/** About Us: who the provider is, its mission, what the platform does and for whom. */
export default function About() {
  const { t } = useTranslation('about');
  const figures = useFigures();
  return (
    <>
      <PageHeader
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={<p>{t('hero.lead')}</p>}
        aside={
          <Facts
            label={t('facts.label')}
            items={aboutFacts.map((id) => ({
              id,
              value: t(`facts.${id}.value`, figures),
              label: t(`facts.${id}.label`),
            }))}
          />
        }
      >
        <HeroActions />
      </PageHeader>
      <Section heading={t('story.heading')}>
        <div className={styles.columns}>
          <p>{t('story.p1', figures)}</p>
          <p>{t('story.p2')}</p>
        </div>
      </Section>
      <Section heading={t('mission.heading')} tone="tinted">
        <p className={styles.mission}>{t('mission.text')}</p>
      </Section>
      <Section heading={t('platform.heading')} intro={t('platform.intro')}>
        <FeatureGrid columns={4} items={aboutPlatform} copy={tileCopy(t, 'platform.items')} />
      </Section>
      <Section heading={t('audience.heading')} tone="tinted">
        <p className={styles.lead}>{t('audience.text')}</p>
      </Section>
      <Section heading={t('why.heading')}>
        <FeatureGrid items={aboutWhy} copy={tileCopy(t, 'why.items')} />
      </Section>
      <ClosingCta heading={t('cta.heading')} text={t('cta.text')} />
    </>
  );
}
