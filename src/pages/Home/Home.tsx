import { Trans, useTranslation } from 'react-i18next';
import { capabilities, cost, technology, transitionSteps } from '../../../content/home';
import { useFigures } from '../../site/figures';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Section } from '../../components/Section/Section';
import { FeatureGrid } from '../../components/FeatureGrid/FeatureGrid';
import { tileCopy } from '../../components/FeatureGrid/tileCopy';
import { Services } from './Services';
import { deferredPart } from '../../components/Deferred/Deferred';
import { ContactSection } from '../../components/ContactSection/ContactSection';
import { HeroActions } from '../../components/HeroActions/HeroActions';
import { HeroIllustration } from './HeroIllustration';
import styles from './Home.module.css';
// The FAQ's rules come with the page's stylesheet: its prerendered HTML is styled before its code
// (a chunk of its own) arrives.
import '../../components/Accordion/Accordion.module.css';
import './Faq.module.css';
import { inlineMarkup } from '../../i18n/markup';

/**
 * The FAQ's code (React Aria's disclosures) is left out of the page's first load: its prerendered
 * HTML is hydrated when it is needed (src/components/Deferred).
 */
const Faq = deferredPart('faq', () => import('./Faq').then((module) => module.Faq));

/** Home: hero, capabilities, IRM, advantages, transition, costs, services, FAQ and contact. */
export default function Home() {
  const { t } = useTranslation('home');
  const figures = useFigures();
  return (
    <>
      <PageHeader
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={<p>{t('hero.lead')}</p>}
        aside={<HeroIllustration />}
      >
        <HeroActions />
      </PageHeader>

      <Section heading={t('provide.heading')} intro={t('provide.intro')}>
        <FeatureGrid columns={5} items={capabilities} copy={tileCopy(t, 'provide.items')} />
      </Section>

      <Section heading={t('intro.heading')} tone="tinted">
        <div className={styles.prose}>
          <p>{t('intro.p1')}</p>
          <p>{t('intro.p2', figures)}</p>
          <p>
            <Trans t={t} i18nKey="intro.p3" values={figures} components={inlineMarkup} />
          </p>
        </div>
      </Section>

      <Section heading={t('technology.heading')} intro={t('technology.intro')}>
        <FeatureGrid columns="panel" items={technology} copy={tileCopy(t, 'technology.items')} />
      </Section>

      <Section heading={t('transition.heading')} tone="tinted">
        <p className={styles.lead}>{t('transition.p1')}</p>
        <ol className={styles.steps} aria-label={t('transition.steps.label')}>
          {transitionSteps.map((id) => (
            <li key={id}>
              <Trans t={t} i18nKey={`transition.steps.${id}`} components={inlineMarkup} />
            </li>
          ))}
        </ol>
      </Section>

      <Section heading={t('cost.heading')} intro={t('cost.intro')}>
        <FeatureGrid columns="panel" items={cost} copy={tileCopy(t, 'cost.items')} />
      </Section>

      <Section
        id="Services"
        heading={t('services.heading')}
        intro={t('services.intro')}
        tone="tinted"
      >
        <Services />
      </Section>

      <Section heading={t('faq.heading')} intro={t('faq.intro')}>
        <Faq />
      </Section>

      <ContactSection />
    </>
  );
}
