import { Landmark } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { PageHero } from '../../components/PageHero/PageHero';
import { AssessmentLevels } from '../../components/TitledList/AssessmentLevels';
import { TitledList } from '../../components/TitledList/TitledList';
import { textItems } from '../../components/TitledList/textItems';
import { Section } from '../../components/Section/Section';
import { deferredPart } from '../../components/Deferred/Deferred';
import { ClosingCta } from '../../components/ClosingCta/ClosingCta';
import layout from '../../styles/layout.module.css';
import { useCatDates } from '../../site/catDates';
import { inlineMarkup } from '../../i18n/markup';
import { keysOf } from '../../i18n/lists';

// The cards' rules come with the page's stylesheet: their prerendered HTML is styled before their
// code (a chunk of its own) arrives.
import '../../components/ExpandableCards/ExpandableCards.module.css';

const strong = inlineMarkup;

/**
 * The Read More cards' code (React Aria's disclosures) is left out of the page's first load and its
 * hydration: their prerendered HTML is hydrated when it is needed (src/components/Deferred).
 */
const Cards = deferredPart('acet-components', () =>
  import('./Cards').then((module) => module.Cards),
);

/**
 * NCUA: the Automated Cybersecurity Evaluation Toolbox (ACET), its Inherent Risk Profile and
 * maturity scales, its key components (Read More cards), and how the platform completes it from
 * the controls the credit union has documented.
 */
export default function Ncua() {
  const { t } = useTranslation('ncua');
  const dates = useCatDates();
  return (
    <>
      <PageHero ns="ncua" art={Landmark} />

      <Section heading={t('about.heading')}>
        <div className={layout.prose}>
          <p>
            <Trans t={t} i18nKey="about.p1" components={inlineMarkup} />
          </p>
          <p>
            <Trans t={t} i18nKey="about.p2" values={dates} components={inlineMarkup} />
          </p>
        </div>
      </Section>

      <Section
        heading={t('profile.heading')}
        intro={<Trans t={t} i18nKey="profile.intro" components={inlineMarkup} />}
        tone="tinted"
      >
        <AssessmentLevels t={t} part="profile" />
      </Section>

      <Section heading={t('maturity.heading')} intro={t('maturity.intro')}>
        <div className={layout.columns}>
          <TitledList
            heading={t('maturity.domainsHeading')}
            {...textItems(t, 'maturity.domains')}
          />
          <AssessmentLevels t={t} part="maturity" rule />
        </div>
      </Section>

      <Section heading={t('cards.heading')} tone="tinted">
        <Cards />
      </Section>

      <Section heading={t('platform.heading')} intro={t('platform.intro')}>
        <ol className={layout.ordered}>
          {keysOf(t('platform.steps', { returnObjects: true })).map((id) => (
            <li key={id}>
              <Trans t={t} i18nKey={`platform.steps.${id}`} components={strong} />
            </li>
          ))}
        </ol>
      </Section>

      <ClosingCta heading={t('cta.heading')} text={t('cta.text')} />
    </>
  );
}
