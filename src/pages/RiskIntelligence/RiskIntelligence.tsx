import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { specPaths } from '../../../content/paths';
import {
  cisControls,
  findingColumns,
  findingRows,
  sensitiveData,
  ticketFlow,
  vulnerabilityChecks,
} from '../../../content/riskIntelligence';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Section } from '../../components/Section/Section';
import { ButtonLink } from '../../components/ButtonLink/ButtonLink';
import { ClosingCta } from '../../components/ClosingCta/ClosingCta';
import layout from '../../styles/layout.module.css';
import styles from './RiskIntelligence.module.css';

const strong = { strong: <strong /> };

/**
 * Risk Intelligence: what the nightly endpoint scan checks (CVEs and patches, the 18 CIS
 * Controls, unprotected PII and PAN), how findings map to controls, and how a finding travels
 * from the scan to an e-mailed notice and, if left open past the institution's period, a ticket.
 */
export default function RiskIntelligence() {
  const { t } = useTranslation('riskIntelligence');
  const { t: tc } = useTranslation('common');
  const findingsCaptionId = useId();
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

      <Section heading={t('vulnerabilities.heading')} intro={t('vulnerabilities.intro')}>
        <ul className={layout.list} aria-label={t('vulnerabilities.listLabel')}>
          {vulnerabilityChecks.map((id) => (
            <li key={id}>{t(`vulnerabilities.items.${id}`)}</li>
          ))}
        </ul>
      </Section>

      <Section heading={t('cis.heading')} intro={t('cis.intro')} tone="tinted">
        <div className={styles.stack}>
          <ol className={layout.ordered} aria-label={t('cis.listLabel')}>
            {cisControls.map((id) => (
              <li key={id}>{t(`cis.controls.${id}`)}</li>
            ))}
          </ol>
          <p className={styles.note}>{t('cis.note')}</p>
        </div>
      </Section>

      <Section heading={t('data.heading')} intro={t('data.intro')}>
        <ul className={layout.list} aria-label={t('data.listLabel')}>
          {sensitiveData.map((id) => (
            <li key={id}>
              <Trans t={t} i18nKey={`data.items.${id}`} components={strong} />
            </li>
          ))}
        </ul>
      </Section>

      <Section heading={t('findings.heading')} intro={t('findings.intro')} tone="tinted">
        <div
          className={layout.tableWrap}
          role="region"
          aria-labelledby={findingsCaptionId}
          // A scrollable region must be reachable by keyboard (WCAG 2.1.1).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <table className={layout.table}>
            <caption id={findingsCaptionId}>{t('findings.table.caption')}</caption>
            <thead>
              <tr>
                {findingColumns.map((column) => (
                  <th key={column} scope="col">
                    {t(`findings.table.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {findingRows.map((row) => (
                <tr key={row}>
                  <th scope="row">{t(`findings.table.rows.${row}.finding`)}</th>
                  <td>{t(`findings.table.rows.${row}.nist`)}</td>
                  <td>{t(`findings.table.rows.${row}.cis`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section heading={t('notices.heading')}>
        <div className={layout.prose}>
          <p>{t('notices.text')}</p>
        </div>
      </Section>

      <Section heading={t('tickets.heading')} tone="tinted">
        <div className={layout.prose}>
          <p>{t('tickets.text')}</p>
          <p>{t('tickets.note')}</p>
        </div>
      </Section>

      <Section heading={t('flow.heading')} intro={t('flow.intro')}>
        <ol className={layout.ordered} aria-label={t('flow.listLabel')}>
          {ticketFlow.map((id) => (
            <li key={id}>
              <Trans t={t} i18nKey={`flow.steps.${id}`} components={strong} />
            </li>
          ))}
        </ol>
      </Section>

      <Section heading={t('related.heading')} tone="tinted">
        <div className={styles.stack}>
          <div className={layout.prose}>
            <p>{t('related.text')}</p>
          </div>
          <div className={styles.actions}>
            <ButtonLink to={specPaths.solutions} variant="secondary">
              {t('related.solutions')}
            </ButtonLink>
            <ButtonLink to={specPaths.configurationManagement} variant="secondary">
              {t('related.configuration')}
            </ButtonLink>
          </div>
        </div>
      </Section>

      <ClosingCta heading={t('cta.heading')} text={t('cta.text')} />
    </>
  );
}
