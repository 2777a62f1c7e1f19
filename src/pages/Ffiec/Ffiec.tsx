import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ffiecBenefits, ffiecPlatform, ffiecStatus } from '../../../content/ffiec';
import { useCatDates } from '../../site/catDates';
import { useFigures } from '../../site/figures';
import { PageHero } from '../../components/PageHero/PageHero';
import { DataTable } from '../../components/DataTable/DataTable';
import { AssessmentLevels } from '../../components/TitledList/AssessmentLevels';
import { TitledList } from '../../components/TitledList/TitledList';
import { textItems } from '../../components/TitledList/textItems';
import { Section } from '../../components/Section/Section';
import { FeatureGrid } from '../../components/FeatureGrid/FeatureGrid';
import { tileCopy } from '../../components/FeatureGrid/tileCopy';
import { Facts } from '../../components/Facts/Facts';
import { ClosingCta } from '../../components/ClosingCta/ClosingCta';
import layout from '../../styles/layout.module.css';
import styles from './Ffiec.module.css';
import { inlineMarkup } from '../../i18n/markup';
import { keysOf } from '../../i18n/lists';

/**
 * FFIEC: the Cybersecurity Assessment Tool (its two parts, domains and levels), its retirement
 * on August 31, 2025 and where its content lives in NIST CSF 2.0, and how the platform keeps the
 * CAT history and carries the documented controls forward.
 */
export default function Ffiec() {
  const { t } = useTranslation('ffiec');
  const dates = useCatDates();
  const figures = useFigures();
  const resourcesId = useId();
  return (
    <>
      <PageHero
        ns="ffiec"
        values={dates}
        aside={
          <Facts
            label={t('status.label')}
            items={ffiecStatus.map((id) => ({
              id,
              value: t(`status.${id}.value`, dates),
              label: t(`status.${id}.label`),
            }))}
          />
        }
      />

      <Section heading={t('sunset.heading', dates)} id="sunset" tone="tinted">
        <div className={styles.stack}>
          <div className={layout.prose}>
            <p>{t('sunset.p1', dates)}</p>
            <p>{t('sunset.p2')}</p>
            <h3 id={resourcesId}>{t('sunset.resources.heading')}</h3>
            <ul className={layout.list} aria-labelledby={resourcesId}>
              {keysOf(t('sunset.resources.items', { returnObjects: true })).map((id) => (
                <li key={id}>
                  <Trans t={t} i18nKey={`sunset.resources.items.${id}`} components={inlineMarkup} />
                </li>
              ))}
            </ul>
          </div>
          <div className={layout.columns}>
            <TitledList
              className={styles.panel}
              heading={t('sunset.changed.heading')}
              {...textItems(t, 'sunset.changed.items')}
            />
            <TitledList
              className={styles.panel}
              heading={t('sunset.unchanged.heading')}
              {...textItems(t, 'sunset.unchanged.items')}
            />
          </div>
        </div>
      </Section>

      <Section heading={t('about.heading')}>
        <div className={layout.prose}>
          <p>{t('about.p1', dates)}</p>
          <p>{t('about.p2', dates)}</p>
        </div>
      </Section>

      <Section
        heading={t('profile.heading')}
        intro={<Trans t={t} i18nKey="profile.intro" components={inlineMarkup} />}
        tone="tinted"
      >
        <div className={layout.columns}>
          <TitledList
            heading={t('profile.categoriesHeading')}
            {...textItems(t, 'profile.categories')}
          />
          <AssessmentLevels t={t} part="profile" />
        </div>
      </Section>

      <Section
        heading={t('maturity.heading')}
        intro={<Trans t={t} i18nKey="maturity.intro" components={inlineMarkup} />}
      >
        <div className={styles.stack}>
          <DataTable
            caption={t('maturity.table.caption')}
            columns={[t('maturity.table.domain'), t('maturity.table.factors')]}
            rows={keysOf(t('maturity.domains', { returnObjects: true })).map((id) => ({
              id,
              cells: [
                <Trans t={t} i18nKey={`maturity.domains.${id}.name`} components={inlineMarkup} />,
                t(`maturity.domains.${id}.factors`),
              ],
            }))}
          />
          <AssessmentLevels t={t} part="maturity" rule />
        </div>
      </Section>

      <Section heading={t('components.heading')} tone="tinted">
        <div className={styles.stack}>
          <TitledList
            heading={t('components.componentsHeading')}
            {...textItems(t, 'components.items')}
          />
          <div className={layout.block}>
            <h3>{t('components.benefitsHeading')}</h3>
            <FeatureGrid
              items={ffiecBenefits}
              level={4}
              columns={4}
              copy={tileCopy(t, 'components.benefits')}
            />
          </div>
        </div>
      </Section>

      <Section heading={t('mapping.heading')} intro={t('mapping.intro')}>
        <div className={styles.stack}>
          <DataTable
            caption={t('mapping.table.caption')}
            columns={[
              t('mapping.table.measured'),
              t('mapping.table.function'),
              t('mapping.table.categories'),
            ]}
            rows={keysOf(t('mapping.rows', { returnObjects: true })).map((id) => ({
              id,
              cells: [
                <Trans t={t} i18nKey={`mapping.rows.${id}.measured`} components={inlineMarkup} />,
                <Trans t={t} i18nKey={`mapping.rows.${id}.function`} components={inlineMarkup} />,
                <span className={styles.codes}>{t(`mapping.rows.${id}.categories`)}</span>,
              ],
            }))}
          />
          <p className={layout.note}>
            <Trans t={t} i18nKey="mapping.note" components={inlineMarkup} />
          </p>
        </div>
      </Section>

      <Section heading={t('platform.heading')} intro={t('platform.intro')} tone="tinted">
        <FeatureGrid
          items={ffiecPlatform}
          columns={3}
          copy={tileCopy(t, 'platform.items', figures)}
        />
      </Section>

      <ClosingCta heading={t('cta.heading')} text={t('cta.text')} />
    </>
  );
}
