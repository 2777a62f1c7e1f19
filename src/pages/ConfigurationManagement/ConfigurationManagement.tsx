import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  configurationCapabilities,
  configurationSections,
  mappingColumns,
} from '../../../content/configurationManagement';
import { specPaths } from '../../../content/paths';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Section } from '../../components/Section/Section';
import { FeatureGrid } from '../../components/FeatureGrid/FeatureGrid';
import { ButtonLink } from '../../components/ButtonLink/ButtonLink';
import { ClosingCta } from '../../components/ClosingCta/ClosingCta';
import layout from '../../styles/layout.module.css';
import styles from './ConfigurationManagement.module.css';

/**
 * Configuration Management: an intro, three card sections holding the seven capabilities, a table
 * mapping them to NIST SP 800-53 Rev. 5 and CIS Controls v8.1, and closing text.
 */
export default function ConfigurationManagement() {
  const { t } = useTranslation('configurationManagement');
  const { t: tc } = useTranslation('common');
  const mappingCaptionId = useId();
  return (
    <>
      <PageHeader
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={<p>{t('hero.lead')}</p>}
      >
        <ButtonLink to={specPaths.bookDemo}>{tc('cta.demo')}</ButtonLink>
        <ButtonLink to={specPaths.contact} variant="onDark">
          {tc('cta.contact')}
        </ButtonLink>
      </PageHeader>

      <Section heading={t('intro.heading')}>
        <div className={layout.prose}>
          <p>{t('intro.p1')}</p>
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
            copy={(id) => ({
              title: t(`capabilities.${id}.title`),
              text: t(`capabilities.${id}.text`),
            })}
          />
        </Section>
      ))}

      <Section heading={t('mapping.heading')}>
        <div className={styles.stack}>
          <div
            className={layout.tableWrap}
            role="region"
            aria-labelledby={mappingCaptionId}
            // A scrollable region must be reachable by keyboard (WCAG 2.1.1).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
          >
            <table className={layout.table}>
              <caption id={mappingCaptionId}>{t('mapping.table.caption')}</caption>
              <thead>
                <tr>
                  {mappingColumns.map((column) => (
                    <th key={column} scope="col">
                      {t(`mapping.table.columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {configurationCapabilities.map((id) => (
                  <tr key={id}>
                    <th scope="row">{t(`capabilities.${id}.title`)}</th>
                    <td>{t(`mapping.table.rows.${id}.nist`)}</td>
                    <td>{t(`mapping.table.rows.${id}.cis`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className={styles.note}>{t('mapping.note')}</p>
        </div>
      </Section>

      <Section heading={t('closing.heading')} tone="tinted">
        <div className={styles.stack}>
          <div className={layout.prose}>
            <p>{t('closing.text')}</p>
          </div>
          <div className={styles.actions}>
            <ButtonLink to={specPaths.riskIntelligence} variant="secondary">
              {t('closing.riskIntelligence')}
            </ButtonLink>
          </div>
        </div>
      </Section>

      <ClosingCta heading={t('cta.heading')} text={t('cta.text')} />
    </>
  );
}
