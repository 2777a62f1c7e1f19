import { Radar } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { specPaths } from '../../../content/paths';
import { PageHero } from '../../components/PageHero/PageHero';
import { DataTable } from '../../components/DataTable/DataTable';
import { ProseWithLinks } from '../../components/ProseWithLinks/ProseWithLinks';
import { Section } from '../../components/Section/Section';
import { ClosingCta } from '../../components/ClosingCta/ClosingCta';
import layout from '../../styles/layout.module.css';
import { inlineMarkup } from '../../i18n/markup';
import { keysOf } from '../../i18n/lists';

const strong = inlineMarkup;

/**
 * Risk Intelligence: what the nightly endpoint scan checks (CVEs and patches, the 18 CIS
 * Controls, unprotected PII and PAN), how findings map to controls, and how a finding travels
 * from the scan to an e-mailed notice and, if left open past the institution's period, a ticket.
 */
export default function RiskIntelligence() {
  const { t } = useTranslation('riskIntelligence');
  // Every list and table row is a group of keys in locales/<lng>/riskIntelligence.json.
  const findingColumns = keysOf(t('findings.table.columns', { returnObjects: true }));
  const findingRows = keysOf(t('findings.table.rows', { returnObjects: true }));
  return (
    <>
      <PageHero ns="riskIntelligence" art={Radar} />

      <Section heading={t('vulnerabilities.heading')} intro={t('vulnerabilities.intro')}>
        <ul className={layout.list} aria-label={t('vulnerabilities.listLabel')}>
          {keysOf(t('vulnerabilities.items', { returnObjects: true })).map((id) => (
            <li key={id}>{t(`vulnerabilities.items.${id}`)}</li>
          ))}
        </ul>
      </Section>

      <Section heading={t('cis.heading')} intro={t('cis.intro')} tone="tinted">
        <div className={layout.stack}>
          <ol className={layout.ordered} aria-label={t('cis.listLabel')}>
            {keysOf(t('cis.controls', { returnObjects: true })).map((id) => (
              <li key={id}>
                <Trans t={t} i18nKey={`cis.controls.${id}`} components={strong} />
              </li>
            ))}
          </ol>
          <p className={layout.note}>{t('cis.note')}</p>
        </div>
      </Section>

      <Section heading={t('data.heading')} intro={t('data.intro')}>
        <ul className={layout.list} aria-label={t('data.listLabel')}>
          {keysOf(t('data.items', { returnObjects: true })).map((id) => (
            <li key={id}>
              <Trans t={t} i18nKey={`data.items.${id}`} components={strong} />
            </li>
          ))}
        </ul>
      </Section>

      <Section heading={t('findings.heading')} intro={t('findings.intro')} tone="tinted">
        <DataTable
          caption={t('findings.table.caption')}
          columns={findingColumns.map((column) => t(`findings.table.columns.${column}`))}
          rows={findingRows.map((row) => ({
            id: row,
            cells: findingColumns.map((column) => (
              <Trans
                key={column}
                t={t}
                i18nKey={`findings.table.rows.${row}.${column}`}
                components={strong}
              />
            )),
          }))}
        />
      </Section>

      <Section heading={t('notices.heading')}>
        <div className={layout.prose}>
          <p>{t('notices.text')}</p>
        </div>
      </Section>

      <Section heading={t('tickets.heading')} tone="tinted">
        <div className={layout.prose}>
          <p>{t('tickets.text')}</p>
          <p>{t('tickets.note')}</p>
        </div>
      </Section>

      <Section heading={t('flow.heading')} intro={t('flow.intro')}>
        <ol className={layout.ordered} aria-label={t('flow.listLabel')}>
          {keysOf(t('flow.steps', { returnObjects: true })).map((id) => (
            <li key={id}>
              <Trans t={t} i18nKey={`flow.steps.${id}`} components={strong} />
            </li>
          ))}
        </ol>
      </Section>

      <Section heading={t('related.heading')} tone="tinted">
        <ProseWithLinks
          paragraphs={[t('related.text')]}
          links={[
            { to: specPaths.solutions, label: t('related.solutions') },
            { to: specPaths.configurationManagement, label: t('related.configuration') },
          ]}
        />
      </Section>

      <ClosingCta heading={t('cta.heading')} text={t('cta.text')} />
    </>
  );
}
