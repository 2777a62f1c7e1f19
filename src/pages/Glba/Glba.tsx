import { LockKeyhole } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { glbaPlatform } from '../../../content/glba';
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
 * GLBA: the Act's safeguards standards (12 CFR Part 748, Appendix A for credit unions; the
 * Interagency Guidelines for banks), the four registries kept for a rolling three years, the
 * 14 sections of the annual Board report, and how the platform keeps one and produces the other.
 */
export default function Glba() {
  const { t } = useTranslation('glba');
  return (
    <>
      <PageHero ns="glba" art={LockKeyhole} />

      <Section heading={t('law.heading')}>
        <div className={layout.stack}>
          <div className={layout.prose}>
            <p>{t('law.intro')}</p>
            <ul className={layout.list}>
              {keysOf(t('law.objectives', { returnObjects: true })).map((id) => (
                <li key={id}>{t(`law.objectives.${id}`)}</li>
              ))}
            </ul>
          </div>
          <DataTable
            caption={t('law.table.caption')}
            columns={[t('law.table.institution'), t('law.table.standard'), t('law.table.issuer')]}
            rows={keysOf(t('law.standards', { returnObjects: true })).map((id) => ({
              id,
              cells: [
                t(`law.standards.${id}.institution`),
                <Trans t={t} i18nKey={`law.standards.${id}.standard`} components={inlineMarkup} />,
                t(`law.standards.${id}.issuer`),
              ],
            }))}
          />
          <p className={layout.note}>
            <Trans t={t} i18nKey="law.note" components={inlineMarkup} />
          </p>
        </div>
      </Section>

      <Section heading={t('appendix.heading')} tone="tinted">
        <div className={layout.prose}>
          <p>
            <Trans t={t} i18nKey="appendix.intro" components={inlineMarkup} />
          </p>
          <ul className={layout.list}>
            {keysOf(t('appendix.items', { returnObjects: true })).map((id) => (
              <li key={id}>{t(`appendix.items.${id}`)}</li>
            ))}
          </ul>
          <p className={layout.note}>{t('appendix.proposal')}</p>
        </div>
      </Section>

      <Section heading={t('registries.heading')} intro={t('registries.intro')}>
        <DataTable
          caption={t('registries.table.caption')}
          columns={[
            t('registries.table.registry'),
            t('registries.table.records'),
            t('registries.table.users'),
          ]}
          rows={keysOf(t('registries.items', { returnObjects: true })).map((id) => ({
            id,
            cells: [
              <Trans t={t} i18nKey={`registries.items.${id}.name`} components={inlineMarkup} />,
              t(`registries.items.${id}.records`),
              t(`registries.items.${id}.users`),
            ],
          }))}
        />
      </Section>

      <Section heading={t('report.heading')} intro={t('report.intro')} tone="tinted">
        <ol className={layout.ordered}>
          {keysOf(t('report.sections', { returnObjects: true })).map((id) => (
            <li key={id}>
              <Trans t={t} i18nKey={`report.sections.${id}`} components={strong} />
            </li>
          ))}
        </ol>
      </Section>

      <Section heading={t('platform.heading')} intro={t('platform.intro')}>
        <FeatureGrid items={glbaPlatform} columns={3} copy={tileCopy(t, 'platform.items')} />
      </Section>

      <ClosingCta heading={t('cta.heading')} text={t('cta.text')} />
    </>
  );
}
