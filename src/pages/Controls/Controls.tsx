import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import {
  controlBaselines,
  controlFamilies,
  controlRecord,
  controlReports,
  controlStatuses,
  evidenceSteps,
  scannedControls,
} from '../../../content/controls';
import { specPaths } from '../../../content/paths';
import { useFigures } from '../../i18n/format';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Section } from '../../components/Section/Section';
import { ButtonLink } from '../../components/ButtonLink/ButtonLink';
import { ClosingCta } from '../../components/ClosingCta/ClosingCta';
import layout from '../../styles/layout.module.css';
import styles from './Controls.module.css';

const strong = { strong: <strong /> };

/**
 * Controls: NIST SP 800-53 Rev. 5 and the SP 800-53B baselines, the 20 control families as a
 * table, how each control's implementation status is documented (Implemented / Planned, POA&M)
 * and how nightly endpoint scans supply the evidence.
 */
export default function Controls() {
  const { t } = useTranslation('controls');
  const { t: tc } = useTranslation('common');
  const figures = useFigures();
  const baselinesCaption = useId();
  const familiesCaption = useId();
  const scansCaption = useId();
  return (
    <>
      <PageHeader
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={<p>{t('hero.lead', figures)}</p>}
      >
        <ButtonLink to={specPaths.bookDemo}>{tc('cta.demo')}</ButtonLink>
        <ButtonLink to={specPaths.contact} variant="onDark">
          {tc('cta.contact')}
        </ButtonLink>
      </PageHeader>

      <Section heading={t('framework.heading')}>
        <div className={layout.prose}>
          <p>{t('framework.p1')}</p>
          <p>{t('framework.p2')}</p>
          <p>{t('framework.p3', figures)}</p>
        </div>
      </Section>

      <Section heading={t('baselines.heading')} intro={t('baselines.intro')} tone="tinted">
        <div className={styles.stack}>
          <div
            className={layout.tableWrap}
            role="region"
            aria-labelledby={baselinesCaption}
            // A scrollable region must be reachable by keyboard (WCAG 2.1.1).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
          >
            <table className={layout.table}>
              <caption id={baselinesCaption}>{t('baselines.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('baselines.columns.baseline')}</th>
                  <th scope="col">{t('baselines.columns.use')}</th>
                </tr>
              </thead>
              <tbody>
                {controlBaselines.map((id) => (
                  <tr key={id}>
                    <th scope="row">{t(`baselines.items.${id}.name`)}</th>
                    <td>{t(`baselines.items.${id}.use`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className={layout.prose}>
            <p>{t('baselines.tailoring')}</p>
          </div>
        </div>
      </Section>

      <Section heading={t('families.heading')} intro={t('families.intro')}>
        <div
          className={layout.tableWrap}
          role="region"
          aria-labelledby={familiesCaption}
          // A scrollable region must be reachable by keyboard (WCAG 2.1.1).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <table className={layout.table}>
            <caption id={familiesCaption}>{t('families.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('families.columns.identifier')}</th>
                <th scope="col">{t('families.columns.family')}</th>
                <th scope="col">{t('families.columns.covers')}</th>
              </tr>
            </thead>
            <tbody>
              {controlFamilies.map((id) => (
                <tr key={id}>
                  <th scope="row">{t(`families.items.${id}.identifier`)}</th>
                  <td>{t(`families.items.${id}.name`)}</td>
                  <td>{t(`families.items.${id}.covers`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section heading={t('status.heading')} intro={t('status.intro')} tone="tinted">
        <div className={layout.prose}>
          <h3>{t('status.recordHeading')}</h3>
          <ul className={layout.list}>
            {controlRecord.map((id) => (
              <li key={id}>{t(`status.record.${id}`)}</li>
            ))}
          </ul>
          <h3>{t('status.statusHeading')}</h3>
          <ul className={layout.list}>
            {controlStatuses.map((id) => (
              <li key={id}>
                <Trans t={t} i18nKey={`status.statuses.${id}`} components={strong} />
              </li>
            ))}
          </ul>
          <h3>{t('status.poamHeading')}</h3>
          <p>{t('status.poam')}</p>
        </div>
      </Section>

      <Section heading={t('evidence.heading')} intro={t('evidence.intro')}>
        <div className={styles.stack}>
          <div className={layout.prose}>
            <h3>{t('evidence.stepsHeading')}</h3>
            <ol className={layout.ordered}>
              {evidenceSteps.map((id) => (
                <li key={id}>{t(`evidence.steps.${id}`)}</li>
              ))}
            </ol>
            <h3>{t('evidence.examplesHeading')}</h3>
          </div>
          <div
            className={layout.tableWrap}
            role="region"
            aria-labelledby={scansCaption}
            // A scrollable region must be reachable by keyboard (WCAG 2.1.1).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
          >
            <table className={layout.table}>
              <caption id={scansCaption}>{t('evidence.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('evidence.columns.control')}</th>
                  <th scope="col">{t('evidence.columns.title')}</th>
                  <th scope="col">{t('evidence.columns.scan')}</th>
                </tr>
              </thead>
              <tbody>
                {scannedControls.map((id) => (
                  <tr key={id}>
                    <th scope="row">{t(`evidence.items.${id}.control`)}</th>
                    <td>{t(`evidence.items.${id}.title`)}</td>
                    <td>{t(`evidence.items.${id}.scan`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className={layout.prose}>
            <p>{t('evidence.limits')}</p>
          </div>
        </div>
      </Section>

      <Section heading={t('reports.heading')} intro={t('reports.intro')} tone="tinted">
        <ul className={layout.list}>
          {controlReports.map((id) => (
            <li key={id}>{t(`reports.items.${id}`)}</li>
          ))}
        </ul>
      </Section>

      <ClosingCta heading={t('cta.heading')} text={t('cta.text')} />
    </>
  );
}
