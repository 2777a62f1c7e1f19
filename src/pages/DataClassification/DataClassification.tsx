import { Trans, useTranslation } from 'react-i18next';
import {
  classificationDrivers,
  classificationLevels,
  classificationPlatform,
  handlingRules,
} from '../../../content/dataClassification';
import { PageHero } from '../../components/PageHero/PageHero';
import { DataTable } from '../../components/DataTable/DataTable';
import { Section } from '../../components/Section/Section';
import { FeatureGrid } from '../../components/FeatureGrid/FeatureGrid';
import { ExpandableCards } from '../../components/ExpandableCards/ExpandableCards';
import { useCardLabels } from '../../components/ExpandableCards/useCardLabels';
import { ClosingCta } from '../../components/ClosingCta/ClosingCta';
import layout from '../../styles/layout.module.css';
import { inlineMarkup } from '../../i18n/markup';

const strong = inlineMarkup;

/**
 * Data Classification: why banks and credit unions classify data (GLBA, PCI DSS, BSA, supervisory
 * information), four levels as Read More / Read Less cards, handling rules per level, and how the
 * platform's scans and business impact analysis use the classification.
 */
export default function DataClassification() {
  const { t } = useTranslation('dataClassification');
  const cardLabels = useCardLabels();
  return (
    <>
      <PageHero ns="dataClassification" />

      <Section heading={t('intro.heading')}>
        <div className={layout.stack}>
          <div className={layout.prose}>
            <p>{t('intro.p1')}</p>
          </div>
          <ul className={layout.list} aria-label={t('intro.driversLabel')}>
            {classificationDrivers.map((id) => (
              <li key={id}>
                <Trans t={t} i18nKey={`intro.drivers.${id}`} components={strong} />
              </li>
            ))}
          </ul>
          <div className={layout.prose}>
            <p>{t('intro.p2')}</p>
          </div>
        </div>
      </Section>

      <Section heading={t('levels.heading')} intro={t('levels.intro')} tone="tinted">
        <ExpandableCards
          headingLevel={3}
          items={classificationLevels.map((id) => ({
            id,
            title: t(`levels.items.${id}.title`),
            text: t(`levels.items.${id}.text`),
          }))}
          labels={cardLabels}
        />
      </Section>

      <Section heading={t('handling.heading')} intro={t('handling.intro')}>
        <DataTable
          caption={t('handling.caption')}
          columns={[
            t('handling.columns.level'),
            ...handlingRules.map((rule) => t(`handling.columns.${rule}`)),
          ]}
          rows={classificationLevels.map((level) => ({
            id: level,
            cells: [
              t(`levels.items.${level}.title`),
              ...handlingRules.map((rule) => t(`handling.rules.${level}.${rule}`)),
            ],
          }))}
        />
      </Section>

      <Section heading={t('platform.heading')} intro={t('platform.intro')} tone="tinted">
        <FeatureGrid
          columns={2}
          items={classificationPlatform}
          copy={(id) => ({
            title: t(`platform.items.${id}.title`),
            text: t(`platform.items.${id}.text`),
          })}
        />
      </Section>

      <ClosingCta heading={t('cta.heading')} text={t('cta.text')} />
    </>
  );
}
