import { Tags } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { classificationPlatform } from '../../../content/dataClassification';
import { PageHero } from '../../components/PageHero/PageHero';
import { DataTable } from '../../components/DataTable/DataTable';
import { Section } from '../../components/Section/Section';
import { FeatureGrid } from '../../components/FeatureGrid/FeatureGrid';
import { tileCopy } from '../../components/FeatureGrid/tileCopy';
import { deferredPart } from '../../components/Deferred/Deferred';
import { ClosingCta } from '../../components/ClosingCta/ClosingCta';
import layout from '../../styles/layout.module.css';
import { inlineMarkup } from '../../i18n/markup';
import { keysOf } from '../../i18n/lists';

// The cards' rules come with the page's stylesheet: their prerendered HTML is styled before their
// code (a chunk of its own) arrives.
import '../../components/ExpandableCards/ExpandableCards.module.css';

const strong = inlineMarkup;

/**
 * The level cards' code (React Aria's disclosures, shared with other pages' disclosures) is left
 * out of the page's first load, which would otherwise be among the site's largest: their
 * prerendered HTML is hydrated when it is needed (src/components/Deferred).
 */
const Levels = deferredPart('classification-levels', () =>
  import('./Levels').then((module) => module.Levels),
);

/**
 * Data Classification: why banks and credit unions classify data (GLBA, PCI DSS, BSA, supervisory
 * information), four levels as Read More cards, handling rules per level, and how the
 * platform's scans and business impact analysis use the classification.
 */
export default function DataClassification() {
  const { t } = useTranslation('dataClassification');
  // The table's columns: the level, then each handling rule (locales/<lng>/dataClassification.json).
  const handlingColumns = keysOf(t('handling.columns', { returnObjects: true }));
  return (
    <>
      <PageHero ns="dataClassification" art={Tags} />

      <Section heading={t('intro.heading')}>
        <div className={layout.stack}>
          <div className={layout.prose}>
            <p>{t('intro.p1')}</p>
          </div>
          <ul className={layout.list} aria-label={t('intro.driversLabel')}>
            {keysOf(t('intro.drivers', { returnObjects: true })).map((id) => (
              <li key={id}>
                <Trans t={t} i18nKey={`intro.drivers.${id}`} components={strong} />
              </li>
            ))}
          </ul>
          <div className={layout.prose}>
            <p>
              <Trans t={t} i18nKey="intro.p2" components={inlineMarkup} />
            </p>
          </div>
        </div>
      </Section>

      <Section heading={t('levels.heading')} intro={t('levels.intro')} tone="tinted">
        <Levels />
      </Section>

      <Section heading={t('handling.heading')} intro={t('handling.intro')}>
        <DataTable
          caption={t('handling.caption')}
          columns={handlingColumns.map((column) => t(`handling.columns.${column}`))}
          rows={keysOf(t('levels.items', { returnObjects: true })).map((level) => ({
            id: level,
            cells: handlingColumns.map((column) =>
              column === 'level' ? (
                t(`levels.items.${level}.title`)
              ) : (
                <Trans
                  t={t}
                  i18nKey={`handling.rules.${level}.${column}`}
                  components={inlineMarkup}
                />
              ),
            ),
          }))}
        />
      </Section>

      <Section heading={t('platform.heading')} intro={t('platform.intro')} tone="tinted">
        <FeatureGrid
          columns={2}
          items={classificationPlatform}
          copy={tileCopy(t, 'platform.items')}
        />
      </Section>

      <ClosingCta heading={t('cta.heading')} text={t('cta.text')} />
    </>
  );
}
