import { Network } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { organizationDepartments, organizationEmployees } from '../../../content/organization';
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
 * Organization: the module that records departments (structure, owners of controls and policies,
 * recipients of notifications and tickets) and employees (roles, training, policy
 * acknowledgments), how to set it up, and the evidence it supports.
 */
export default function Organization() {
  const { t } = useTranslation('organization');
  return (
    <>
      <PageHero ns="organization" art={Network} />

      <Section heading={t('why.heading')}>
        <div className={layout.prose}>
          <p>
            <Trans t={t} i18nKey="why.p1" components={inlineMarkup} />
          </p>
          <p>{t('why.p2')}</p>
        </div>
      </Section>

      <Section heading={t('departments.heading')} intro={t('departments.intro')} tone="tinted">
        <FeatureGrid
          columns={2}
          items={organizationDepartments}
          copy={tileCopy(t, 'departments.items')}
        />
      </Section>

      <Section heading={t('employees.heading')} intro={t('employees.intro')}>
        <FeatureGrid
          columns={3}
          items={organizationEmployees}
          copy={tileCopy(t, 'employees.items')}
        />
      </Section>

      <Section heading={t('setup.heading')} tone="tinted">
        <ol className={layout.ordered} aria-label={t('setup.label')}>
          {keysOf(t('setup.steps', { returnObjects: true })).map((id) => (
            <li key={id}>
              <Trans t={t} i18nKey={`setup.steps.${id}`} components={strong} />
            </li>
          ))}
        </ol>
      </Section>

      <Section heading={t('evidence.heading')} intro={t('evidence.intro')}>
        <div className={layout.stack}>
          <DataTable
            caption={t('evidence.caption')}
            columns={[t('evidence.columns.record'), t('evidence.columns.supports')]}
            rows={keysOf(t('evidence.items', { returnObjects: true })).map((id) => ({
              id,
              cells: [
                t(`evidence.items.${id}.record`),
                <Trans t={t} i18nKey={`evidence.items.${id}.supports`} components={inlineMarkup} />,
              ],
            }))}
          />
          <p className={layout.note}>{t('evidence.note')}</p>
        </div>
      </Section>

      <ClosingCta heading={t('cta.heading')} text={t('cta.text')} />
    </>
  );
}
