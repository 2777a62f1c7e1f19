import { Settings2 } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import {
  configurationCapabilities,
  configurationSections,
} from '../../../content/configurationManagement';
import { specPaths } from '../../../content/paths';
import { PageHero } from '../../components/PageHero/PageHero';
import { DataTable } from '../../components/DataTable/DataTable';
import { ProseWithLinks } from '../../components/ProseWithLinks/ProseWithLinks';
import { Section } from '../../components/Section/Section';
import { FeatureGrid } from '../../components/FeatureGrid/FeatureGrid';
import { tileCopy } from '../../components/FeatureGrid/tileCopy';
import { ClosingCta } from '../../components/ClosingCta/ClosingCta';
import layout from '../../styles/layout.module.css';
import { keysOf } from '../../i18n/lists';
import { inlineMarkup } from '../../i18n/markup';

/**
 * Configuration Management: an intro, three card sections holding the seven capabilities, a table
 * mapping them to NIST SP 800-53 Rev. 5 and CIS Controls v8.1, and closing text.
 */
export default function ConfigurationManagement() {
  const { t } = useTranslation('configurationManagement');
  return (
    <>
      <PageHero ns="configurationManagement" art={Settings2} />

      <Section heading={t('intro.heading')}>
        <div className={layout.prose}>
          <p>
            <Trans t={t} i18nKey="intro.p1" components={inlineMarkup} />
          </p>
          <p>{t('intro.p2')}</p>
        </div>
      </Section>

      {configurationSections.map((section, index) => (
        <Section
          key={section.id}
          heading={t(`sections.${section.id}.heading`)}
          intro={t(`sections.${section.id}.intro`)}
          tone={index % 2 === 0 ? 'tinted' : 'plain'}
        >
          <FeatureGrid
            columns={section.items.length === 3 ? 3 : 2}
            items={section.items}
            copy={tileCopy(t, 'capabilities')}
          />
        </Section>
      ))}

      <Section heading={t('mapping.heading')}>
        <div className={layout.stack}>
          <DataTable
            caption={t('mapping.table.caption')}
            columns={keysOf(t('mapping.table.columns', { returnObjects: true })).map((column) =>
              t(`mapping.table.columns.${column}`),
            )}
            rows={configurationCapabilities.map((id) => ({
              id,
              cells: [
                t(`capabilities.${id}.title`),
                <Trans t={t} i18nKey={`mapping.table.rows.${id}.nist`} components={inlineMarkup} />,
                <Trans t={t} i18nKey={`mapping.table.rows.${id}.cis`} components={inlineMarkup} />,
              ],
            }))}
          />
          <p className={layout.note}>{t('mapping.note')}</p>
        </div>
      </Section>

      <Section heading={t('closing.heading')} tone="tinted">
        <ProseWithLinks
          paragraphs={[<Trans t={t} i18nKey="closing.text" components={inlineMarkup} />]}
          links={[{ to: specPaths.riskIntelligence, label: t('closing.riskIntelligence') }]}
        />
      </Section>

      <ClosingCta heading={t('cta.heading')} text={t('cta.text')} />
    </>
  );
}
