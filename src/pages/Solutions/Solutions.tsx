import { LayoutGrid } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { selfAssessmentFrameworks } from '../../../content/frameworks';
import { specPaths } from '../../../content/paths';
import { solutionsProblems } from '../../../content/solutions';
import { useFigures } from '../../site/figures';
import { PageHero } from '../../components/PageHero/PageHero';
import { Section } from '../../components/Section/Section';
import { FeatureGrid } from '../../components/FeatureGrid/FeatureGrid';
import { tileCopy } from '../../components/FeatureGrid/tileCopy';
import { ButtonLink } from '../../components/ButtonLink/ButtonLink';
import { DataTable } from '../../components/DataTable/DataTable';
import { ProseWithLinks } from '../../components/ProseWithLinks/ProseWithLinks';
import { ClosingCta } from '../../components/ClosingCta/ClosingCta';
import layout from '../../styles/layout.module.css';
import styles from './Solutions.module.css';
import { inlineMarkup } from '../../i18n/markup';
import { keysOf } from '../../i18n/lists';

const strong = inlineMarkup;

/**
 * Solutions: the problems the platform solves, then each capability in turn (CSF 2.0 migration,
 * gap analysis, risk intelligence, oversight, self-assessments, MITRE ATT&CK, BIA and data
 * classification), each linking to its own page where there is one.
 */
export default function Solutions() {
  const { t } = useTranslation('solutions');
  const figures = useFigures();
  return (
    <>
      <PageHero ns="solutions" art={LayoutGrid} />

      <Section heading={t('problems.heading')} intro={t('problems.intro')}>
        <FeatureGrid columns={3} items={solutionsProblems} copy={tileCopy(t, 'problems.items')} />
      </Section>

      <Section heading={t('migration.heading')} tone="tinted">
        <div className={layout.stack}>
          <div className={layout.prose}>
            <p>{t('migration.p1')}</p>
            <p>{t('migration.p2')}</p>
          </div>
          <DataTable
            caption={t('migration.table.caption')}
            columns={[
              t('migration.table.function'),
              t('migration.table.identifier'),
              t('migration.table.outcome'),
            ]}
            rows={keysOf(t('migration.table.rows', { returnObjects: true })).map((id) => ({
              id,
              cells: [
                <Trans t={t} i18nKey={`migration.table.rows.${id}.function`} components={strong} />,
                t(`migration.table.rows.${id}.identifier`),
                t(`migration.table.rows.${id}.outcome`),
              ],
            }))}
          />
          <div className={layout.prose}>
            <p>
              <Trans t={t} i18nKey="migration.p3" components={inlineMarkup} />
            </p>
          </div>
        </div>
      </Section>

      <Section heading={t('gap.heading')} intro={t('gap.intro', figures)}>
        <div className={layout.stack}>
          <ul className={layout.list} aria-label={t('gap.listLabel')}>
            {keysOf(t('gap.items', { returnObjects: true })).map((id) => (
              <li key={id}>
                <Trans t={t} i18nKey={`gap.items.${id}`} components={inlineMarkup} />
              </li>
            ))}
          </ul>
          <p className={layout.note}>{t('gap.note')}</p>
        </div>
      </Section>

      <Section heading={t('intelligence.heading')} tone="tinted">
        <ProseWithLinks
          paragraphs={[t('intelligence.text')]}
          links={[{ to: specPaths.riskIntelligence, label: t('intelligence.link') }]}
        />
      </Section>

      <Section heading={t('oversight.heading')} intro={t('oversight.intro')}>
        <ul className={layout.list} aria-label={t('oversight.listLabel')}>
          {keysOf(t('oversight.items', { returnObjects: true })).map((id) => (
            <li key={id}>{t(`oversight.items.${id}`)}</li>
          ))}
        </ul>
      </Section>

      <Section
        heading={t('selfAssessment.heading')}
        intro={t('selfAssessment.intro')}
        tone="tinted"
      >
        <div className={layout.stack}>
          <ul className={layout.list} aria-label={t('selfAssessment.listLabel')}>
            {selfAssessmentFrameworks.map((id) => (
              <li key={id}>{t(`selfAssessment.frameworks.${id}`)}</li>
            ))}
          </ul>
          <p className={layout.note}>{t('selfAssessment.note')}</p>
        </div>
      </Section>

      <Section heading={t('mitre.heading')}>
        <ProseWithLinks
          paragraphs={[t('mitre.text')]}
          links={[{ to: specPaths.mitreAttack, label: t('mitre.link') }]}
        />
      </Section>

      <Section heading={t('impact.heading')} tone="tinted">
        <div className={layout.columns}>
          <div className={styles.column}>
            <h3>{t('impact.bia.heading')}</h3>
            <p>
              <Trans t={t} i18nKey="impact.bia.text" components={inlineMarkup} />
            </p>
          </div>
          <div className={styles.column}>
            <h3>{t('impact.classification.heading')}</h3>
            <p>{t('impact.classification.text')}</p>
            <div className={layout.actions}>
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
