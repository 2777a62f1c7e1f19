import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { specPaths } from '../../../content/paths';
import {
  glbaAppendixA,
  glbaObjectives,
  glbaPlatform,
  glbaRegistries,
  glbaReportSections,
  glbaStandards,
} from '../../../content/glba';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Section } from '../../components/Section/Section';
import { FeatureGrid } from '../../components/FeatureGrid/FeatureGrid';
import { ButtonLink } from '../../components/ButtonLink/ButtonLink';
import { ClosingCta } from '../../components/ClosingCta/ClosingCta';
import layout from '../../styles/layout.module.css';
import styles from './Glba.module.css';

const strong = { strong: <strong /> };

/**
 * GLBA: the Act's safeguards standards (12 CFR Part 748, Appendix A for credit unions; the
 * Interagency Guidelines for banks), the four registries kept for a rolling three years, the
 * 14 sections of the annual Board report, and how the platform keeps one and produces the other.
 */
export default function Glba() {
  const { t } = useTranslation('glba');
  const { t: tc } = useTranslation('common');
  const ids = { standards: useId(), registries: useId() };
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

      <Section heading={t('law.heading')}>
        <div className={styles.stack}>
          <div className={layout.prose}>
            <p>{t('law.intro')}</p>
            <ul className={layout.list}>
              {glbaObjectives.map((id) => (
                <li key={id}>{t(`law.objectives.${id}`)}</li>
              ))}
            </ul>
          </div>
          <div
            className={layout.tableWrap}
            role="region"
            aria-labelledby={ids.standards}
            // A scrollable region must be reachable by keyboard (WCAG 2.1.1).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
          >
            <table className={layout.table}>
              <caption id={ids.standards}>{t('law.table.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('law.table.institution')}</th>
                  <th scope="col">{t('law.table.standard')}</th>
                  <th scope="col">{t('law.table.issuer')}</th>
                </tr>
              </thead>
              <tbody>
                {glbaStandards.map((id) => (
                  <tr key={id}>
                    <th scope="row" className={styles.wrap}>
                      {t(`law.standards.${id}.institution`)}
                    </th>
                    <td>{t(`law.standards.${id}.standard`)}</td>
                    <td>{t(`law.standards.${id}.issuer`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className={styles.note}>{t('law.note')}</p>
        </div>
      </Section>

      <Section heading={t('appendix.heading')} tone="tinted">
        <div className={layout.prose}>
          <p>{t('appendix.intro')}</p>
          <ul className={layout.list}>
            {glbaAppendixA.map((id) => (
              <li key={id}>{t(`appendix.items.${id}`)}</li>
            ))}
          </ul>
          <p className={styles.note}>{t('appendix.proposal')}</p>
        </div>
      </Section>

      <Section heading={t('registries.heading')} intro={t('registries.intro')}>
        <div
          className={layout.tableWrap}
          role="region"
          aria-labelledby={ids.registries}
          // A scrollable region must be reachable by keyboard (WCAG 2.1.1).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <table className={layout.table}>
            <caption id={ids.registries}>{t('registries.table.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('registries.table.registry')}</th>
                <th scope="col">{t('registries.table.records')}</th>
                <th scope="col">{t('registries.table.users')}</th>
              </tr>
            </thead>
            <tbody>
              {glbaRegistries.map((id) => (
                <tr key={id}>
                  <th scope="row" className={styles.wrap}>
                    {t(`registries.items.${id}.name`)}
                  </th>
                  <td>{t(`registries.items.${id}.records`)}</td>
                  <td>{t(`registries.items.${id}.users`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section heading={t('report.heading')} intro={t('report.intro')} tone="tinted">
        <ol className={layout.ordered}>
          {glbaReportSections.map((id) => (
            <li key={id}>
              <Trans t={t} i18nKey={`report.sections.${id}`} components={strong} />
            </li>
          ))}
        </ol>
      </Section>

      <Section heading={t('platform.heading')} intro={t('platform.intro')}>
        <FeatureGrid
          items={glbaPlatform}
          columns={3}
          copy={(id) => ({
            title: t(`platform.items.${id}.title`),
            text: t(`platform.items.${id}.text`),
          })}
        />
      </Section>

      <ClosingCta heading={t('cta.heading')} text={t('cta.text')} />
    </>
  );
}
