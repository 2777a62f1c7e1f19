import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { PageHero } from '../../components/PageHero/PageHero';
import { DataTable } from '../../components/DataTable/DataTable';
import { Section } from '../../components/Section/Section';
import { ClosingCta } from '../../components/ClosingCta/ClosingCta';
import layout from '../../styles/layout.module.css';
import { ReportGroups } from './ReportGroups';
import { inlineMarkup } from '../../i18n/markup';
import { keysOf } from '../../i18n/lists';

const strong = inlineMarkup;

/**
 * IRM overview: what integrated risk management is, how it differs from siloed compliance, and
 * the six report groups the platform produces (an accordion whose groups open independently).
 */
export default function Irm() {
  const { t } = useTranslation('irm');
  const principlesHeadingId = useId();
  // Every list, table row and report group is a group of keys in locales/<lng>/irm.json: the
  // report groups are the keys of `groups.items`, each group's reports the keys of its `reports`.
  const comparisonColumns = keysOf(t('comparison.columns', { returnObjects: true }));
  const reportGroups = keysOf(t('groups.items', { returnObjects: true })).map((id) => ({
    id,
    items: keysOf(t(`groups.items.${id}.reports`, { returnObjects: true })),
  }));
  return (
    <>
      <PageHero ns="irm" />

      <Section heading={t('intro.heading')}>
        <div className={layout.stack}>
          <div className={layout.prose}>
            <p>{t('intro.p1')}</p>
            <p>{t('intro.p2')}</p>
            <h3 id={principlesHeadingId}>{t('intro.principles.heading')}</h3>
          </div>
          <ul className={layout.list} aria-labelledby={principlesHeadingId}>
            {keysOf(t('intro.principles.items', { returnObjects: true })).map((id) => (
              <li key={id}>
                <Trans t={t} i18nKey={`intro.principles.items.${id}`} components={strong} />
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section heading={t('comparison.heading')} tone="tinted">
        <DataTable
          caption={t('comparison.caption')}
          columns={comparisonColumns.map((column) => t(`comparison.columns.${column}`))}
          rows={keysOf(t('comparison.items', { returnObjects: true })).map((id) => ({
            id,
            cells: comparisonColumns.map((column) => t(`comparison.items.${id}.${column}`)),
          }))}
        />
      </Section>

      <Section heading={t('groups.heading')} intro={t('groups.intro')}>
        <ReportGroups groups={reportGroups} />
      </Section>

      <ClosingCta heading={t('cta.heading')} text={t('cta.text')} />
    </>
  );
}
