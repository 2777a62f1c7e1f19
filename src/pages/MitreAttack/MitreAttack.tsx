import { Crosshair } from 'lucide-react';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { mitreBenefits } from '../../../content/mitreAttack';
import { PageHero } from '../../components/PageHero/PageHero';
import { DataTable } from '../../components/DataTable/DataTable';
import { Section } from '../../components/Section/Section';
import { FeatureGrid } from '../../components/FeatureGrid/FeatureGrid';
import { tileCopy } from '../../components/FeatureGrid/tileCopy';
import { ClosingCta } from '../../components/ClosingCta/ClosingCta';
import layout from '../../styles/layout.module.css';
import { inlineMarkup } from '../../i18n/markup';
import { keysOf } from '../../i18n/lists';

const strong = inlineMarkup;

/**
 * MITRE ATT&CK: what the knowledge base is, its three matrices, the four benefits of an
 * assessment, the twice-yearly updates the platform downloads, and how the assessment and gap
 * analysis map documented controls to the techniques they mitigate.
 */
export default function MitreAttack() {
  const { t } = useTranslation('mitreAttack');
  const blocksHeadingId = useId();
  return (
    <>
      <PageHero ns="mitreAttack" art={Crosshair} />

      <Section heading={t('about.heading')}>
        <div className={layout.stack}>
          <div className={layout.prose}>
            <p>{t('about.p1')}</p>
            <p>{t('about.p2')}</p>
            <h3 id={blocksHeadingId}>{t('about.blocks.heading')}</h3>
          </div>
          <ul className={layout.list} aria-labelledby={blocksHeadingId}>
            {keysOf(t('about.blocks.items', { returnObjects: true })).map((id) => (
              <li key={id}>
                <Trans t={t} i18nKey={`about.blocks.items.${id}`} components={strong} />
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section heading={t('matrices.heading')} intro={t('matrices.intro')} tone="tinted">
        <DataTable
          caption={t('matrices.caption')}
          columns={[
            t('matrices.columns.matrix'),
            t('matrices.columns.covers'),
            t('matrices.columns.applies'),
          ]}
          rows={keysOf(t('matrices.items', { returnObjects: true })).map((id) => ({
            id,
            cells: [
              t(`matrices.items.${id}.name`),
              t(`matrices.items.${id}.covers`),
              t(`matrices.items.${id}.applies`),
            ],
          }))}
        />
      </Section>

      <Section heading={t('benefits.heading')} intro={t('benefits.intro')}>
        <FeatureGrid columns={4} items={mitreBenefits} copy={tileCopy(t, 'benefits.items')} />
      </Section>

      <Section heading={t('updates.heading')} tone="tinted">
        <div className={layout.stack}>
          <div className={layout.prose}>
            <p>{t('updates.text')}</p>
          </div>
          <ol className={layout.ordered} aria-label={t('updates.label')}>
            {keysOf(t('updates.steps', { returnObjects: true })).map((id) => (
              <li key={id}>{t(`updates.steps.${id}`)}</li>
            ))}
          </ol>
        </div>
      </Section>

      <Section heading={t('assessment.heading')} intro={t('assessment.intro')}>
        <div className={layout.stack}>
          <ol className={layout.ordered} aria-label={t('assessment.label')}>
            {keysOf(t('assessment.steps', { returnObjects: true })).map((id) => (
              <li key={id}>
                <Trans t={t} i18nKey={`assessment.steps.${id}`} components={strong} />
              </li>
            ))}
          </ol>
          <p className={layout.note}>
            <Trans t={t} i18nKey="assessment.note" components={strong} />
          </p>
          <p className={layout.note}>{t('trademark')}</p>
        </div>
      </Section>

      <ClosingCta heading={t('cta.heading')} text={t('cta.text')} />
    </>
  );
}
