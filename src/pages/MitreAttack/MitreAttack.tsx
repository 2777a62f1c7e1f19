import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import {
  mitreAssessmentSteps,
  mitreBenefits,
  mitreBuildingBlocks,
  mitreMatrices,
  mitreUpdateSteps,
} from '../../../content/mitre';
import { specPaths } from '../../../content/paths';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Section } from '../../components/Section/Section';
import { FeatureGrid } from '../../components/FeatureGrid/FeatureGrid';
import { ButtonLink } from '../../components/ButtonLink/ButtonLink';
import { ClosingCta } from '../../components/ClosingCta/ClosingCta';
import layout from '../../styles/layout.module.css';
import styles from './MitreAttack.module.css';

const strong = { strong: <strong /> };

/**
 * MITRE ATT&CK: what the knowledge base is, its three matrices, the four benefits of an
 * assessment, the twice-yearly updates the platform downloads, and how the assessment and gap
 * analysis map documented controls to the techniques they mitigate.
 */
export default function MitreAttack() {
  const { t } = useTranslation('mitre');
  const { t: tc } = useTranslation('common');
  const blocksHeadingId = useId();
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

      <Section heading={t('about.heading')}>
        <div className={styles.stack}>
          <div className={layout.prose}>
            <p>{t('about.p1')}</p>
            <p>{t('about.p2')}</p>
            <h3 id={blocksHeadingId}>{t('about.blocks.heading')}</h3>
          </div>
          <ul className={layout.list} aria-labelledby={blocksHeadingId}>
            {mitreBuildingBlocks.map((id) => (
              <li key={id}>
                <Trans t={t} i18nKey={`about.blocks.items.${id}`} components={strong} />
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section heading={t('matrices.heading')} intro={t('matrices.intro')} tone="tinted">
        <div
          className={layout.tableWrap}
          role="region"
          aria-labelledby={captionId}
          // A scrollable region must be reachable by keyboard (WCAG 2.1.1).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <table className={layout.table}>
            <caption id={captionId}>{t('matrices.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('matrices.columns.matrix')}</th>
                <th scope="col">{t('matrices.columns.covers')}</th>
                <th scope="col">{t('matrices.columns.applies')}</th>
              </tr>
            </thead>
            <tbody>
              {mitreMatrices.map((id) => (
                <tr key={id}>
                  <th scope="row">{t(`matrices.items.${id}.name`)}</th>
                  <td>{t(`matrices.items.${id}.covers`)}</td>
                  <td>{t(`matrices.items.${id}.applies`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section heading={t('benefits.heading')} intro={t('benefits.intro')}>
        <FeatureGrid
          columns={4}
          items={mitreBenefits}
          copy={(id) => ({
            title: t(`benefits.items.${id}.title`),
            text: t(`benefits.items.${id}.text`),
          })}
        />
      </Section>

      <Section heading={t('updates.heading')} tone="tinted">
        <div className={styles.stack}>
          <div className={layout.prose}>
            <p>{t('updates.text')}</p>
          </div>
          <ol className={layout.ordered} aria-label={t('updates.label')}>
            {mitreUpdateSteps.map((id) => (
              <li key={id}>{t(`updates.steps.${id}`)}</li>
            ))}
          </ol>
        </div>
      </Section>

      <Section heading={t('assessment.heading')} intro={t('assessment.intro')}>
        <div className={styles.stack}>
          <ol className={layout.ordered} aria-label={t('assessment.label')}>
            {mitreAssessmentSteps.map((id) => (
              <li key={id}>
                <Trans t={t} i18nKey={`assessment.steps.${id}`} components={strong} />
              </li>
            ))}
          </ol>
          <p className={styles.note}>{t('assessment.note')}</p>
          <p className={styles.note}>{t('trademark')}</p>
        </div>
      </Section>

      <ClosingCta heading={t('cta.heading')} text={t('cta.text')} />
    </>
  );
}
