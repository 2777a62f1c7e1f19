import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import {
  organizationDepartments,
  organizationEmployees,
  organizationEvidence,
  organizationSteps,
} from '../../../content/organization';
import { specPaths } from '../../../content/paths';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Section } from '../../components/Section/Section';
import { FeatureGrid } from '../../components/FeatureGrid/FeatureGrid';
import { ButtonLink } from '../../components/ButtonLink/ButtonLink';
import { ClosingCta } from '../../components/ClosingCta/ClosingCta';
import layout from '../../styles/layout.module.css';
import styles from './Organization.module.css';

const strong = { strong: <strong /> };

/**
 * Organization: the module that records departments (structure, owners of controls and policies,
 * recipients of notifications and tickets) and employees (roles, training, policy
 * acknowledgments), how to set it up, and the evidence it supports.
 */
export default function Organization() {
  const { t } = useTranslation('organization');
  const { t: tc } = useTranslation('common');
  const captionId = useId();
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

      <Section heading={t('why.heading')}>
        <div className={layout.prose}>
          <p>{t('why.p1')}</p>
          <p>{t('why.p2')}</p>
        </div>
      </Section>

      <Section heading={t('departments.heading')} intro={t('departments.intro')} tone="tinted">
        <FeatureGrid
          columns={2}
          items={organizationDepartments}
          copy={(id) => ({
            title: t(`departments.items.${id}.title`),
            text: t(`departments.items.${id}.text`),
          })}
        />
      </Section>

      <Section heading={t('employees.heading')} intro={t('employees.intro')}>
        <FeatureGrid
          columns={3}
          items={organizationEmployees}
          copy={(id) => ({
            title: t(`employees.items.${id}.title`),
            text: t(`employees.items.${id}.text`),
          })}
        />
      </Section>

      <Section heading={t('setup.heading')} tone="tinted">
        <ol className={layout.ordered} aria-label={t('setup.label')}>
          {organizationSteps.map((id) => (
            <li key={id}>
              <Trans t={t} i18nKey={`setup.steps.${id}`} components={strong} />
            </li>
          ))}
        </ol>
      </Section>

      <Section heading={t('evidence.heading')} intro={t('evidence.intro')}>
        <div className={styles.stack}>
          <div
            className={layout.tableWrap}
            role="region"
            aria-labelledby={captionId}
            // A scrollable region must be reachable by keyboard (WCAG 2.1.1).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
          >
            <table className={`${layout.table} ${styles.wrapRows}`}>
              <caption id={captionId}>{t('evidence.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('evidence.columns.record')}</th>
                  <th scope="col">{t('evidence.columns.supports')}</th>
                </tr>
              </thead>
              <tbody>
                {organizationEvidence.map((id) => (
                  <tr key={id}>
                    <th scope="row">{t(`evidence.items.${id}.record`)}</th>
                    <td>{t(`evidence.items.${id}.supports`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className={styles.note}>{t('evidence.note')}</p>
        </div>
      </Section>

      <ClosingCta heading={t('cta.heading')} text={t('cta.text')} />
    </>
  );
}
