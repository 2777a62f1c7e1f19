import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { selfAssessmentFrameworks } from '../../../content/frameworks';
import { specPaths } from '../../../content/paths';
import {
  csfFunctions,
  gapOutputs,
  oversightPoints,
  solutionsProblems,
} from '../../../content/solutions';
import { useFigures } from '../../i18n/format';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Section } from '../../components/Section/Section';
import { FeatureGrid } from '../../components/FeatureGrid/FeatureGrid';
import { ButtonLink } from '../../components/ButtonLink/ButtonLink';
import { ClosingCta } from '../../components/ClosingCta/ClosingCta';
import layout from '../../styles/layout.module.css';
import styles from './Solutions.module.css';

const strong = { strong: <strong /> };

/**
 * Solutions: the problems the platform solves, then each capability in turn (CSF 2.0 migration,
 * gap analysis, risk intelligence, oversight, self-assessments, MITRE ATT&CK, BIA and data
 * classification), each linking to its own page where there is one.
 */
export default function Solutions() {
  const { t } = useTranslation('solutions');
  const { t: tc } = useTranslation('common');
  const figures = useFigures();
  const csfCaptionId = useId();
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

      <Section heading={t('problems.heading')} intro={t('problems.intro')}>
        <FeatureGrid
          columns={3}
          items={solutionsProblems}
          copy={(id) => ({
            title: t(`problems.items.${id}.title`),
            text: <Trans t={t} i18nKey={`problems.items.${id}.text`} components={strong} />,
          })}
        />
      </Section>

      <Section heading={t('migration.heading')} tone="tinted">
        <div className={styles.stack}>
          <div className={layout.prose}>
            <p>{t('migration.p1')}</p>
            <p>{t('migration.p2')}</p>
          </div>
          <div
            className={layout.tableWrap}
            role="region"
            aria-labelledby={csfCaptionId}
            // A scrollable region must be reachable by keyboard (WCAG 2.1.1).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
          >
            <table className={layout.table}>
              <caption id={csfCaptionId}>{t('migration.table.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('migration.table.function')}</th>
                  <th scope="col">{t('migration.table.identifier')}</th>
                  <th scope="col">{t('migration.table.outcome')}</th>
                </tr>
              </thead>
              <tbody>
                {csfFunctions.map((id) => (
                  <tr key={id}>
                    <th scope="row">{t(`migration.table.rows.${id}.function`)}</th>
                    <td>{t(`migration.table.rows.${id}.identifier`)}</td>
                    <td>{t(`migration.table.rows.${id}.outcome`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className={layout.prose}>
            <p>{t('migration.p3')}</p>
          </div>
        </div>
      </Section>

      <Section heading={t('gap.heading')} intro={t('gap.intro', figures)}>
        <div className={styles.stack}>
          <ul className={layout.list} aria-label={t('gap.listLabel')}>
            {gapOutputs.map((id) => (
              <li key={id}>{t(`gap.items.${id}`)}</li>
            ))}
          </ul>
          <p className={styles.note}>{t('gap.note')}</p>
        </div>
      </Section>

      <Section heading={t('intelligence.heading')} tone="tinted">
        <div className={styles.stack}>
          <div className={layout.prose}>
            <p>{t('intelligence.text')}</p>
          </div>
          <div className={styles.actions}>
            <ButtonLink to={specPaths.riskIntelligence} variant="secondary">
              {t('intelligence.link')}
            </ButtonLink>
          </div>
        </div>
      </Section>

      <Section heading={t('oversight.heading')} intro={t('oversight.intro')}>
        <ul className={layout.list} aria-label={t('oversight.listLabel')}>
          {oversightPoints.map((id) => (
            <li key={id}>{t(`oversight.items.${id}`)}</li>
          ))}
        </ul>
      </Section>

      <Section
        heading={t('selfAssessment.heading')}
        intro={t('selfAssessment.intro')}
        tone="tinted"
      >
        <div className={styles.stack}>
          <ul className={layout.list} aria-label={t('selfAssessment.listLabel')}>
            {selfAssessmentFrameworks.map((id) => (
              <li key={id}>{t(`selfAssessment.frameworks.${id}`)}</li>
            ))}
          </ul>
          <p className={styles.note}>{t('selfAssessment.note')}</p>
        </div>
      </Section>

      <Section heading={t('mitre.heading')}>
        <div className={styles.stack}>
          <div className={layout.prose}>
            <p>{t('mitre.text')}</p>
          </div>
          <div className={styles.actions}>
            <ButtonLink to={specPaths.mitre} variant="secondary">
              {t('mitre.link')}
            </ButtonLink>
          </div>
        </div>
      </Section>

      <Section heading={t('impact.heading')} tone="tinted">
        <div className={layout.columns}>
          <div className={styles.column}>
            <h3>{t('impact.bia.heading')}</h3>
            <p>{t('impact.bia.text')}</p>
          </div>
          <div className={styles.column}>
            <h3>{t('impact.classification.heading')}</h3>
            <p>{t('impact.classification.text')}</p>
            <div className={styles.actions}>
              <ButtonLink to={specPaths.dataClassification} variant="secondary">
                {t('impact.classification.link')}
              </ButtonLink>
            </div>
          </div>
        </div>
      </Section>

      <ClosingCta heading={t('cta.heading')} text={t('cta.text')} />
    </>
  );
}
