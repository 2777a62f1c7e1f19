import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { irmComparison, irmPrinciples, irmReportGroups } from '../../../content/irm';
import { specPaths } from '../../../content/paths';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Section } from '../../components/Section/Section';
import { ButtonLink } from '../../components/ButtonLink/ButtonLink';
import { ClosingCta } from '../../components/ClosingCta/ClosingCta';
import layout from '../../styles/layout.module.css';
import { ReportGroups } from './ReportGroups';
import styles from './Irm.module.css';

const strong = { strong: <strong /> };

/**
 * IRM overview: what integrated risk management is, how it differs from siloed compliance, and
 * the six report groups the platform produces (an accordion whose groups open independently).
 */
export default function Irm() {
  const { t } = useTranslation('irm');
  const { t: tc } = useTranslation('common');
  const principlesHeadingId = useId();
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

      <Section heading={t('intro.heading')}>
        <div className={styles.stack}>
          <div className={layout.prose}>
            <p>{t('intro.p1')}</p>
            <p>{t('intro.p2')}</p>
            <h3 id={principlesHeadingId}>{t('intro.principles.heading')}</h3>
          </div>
          <ul className={layout.list} aria-labelledby={principlesHeadingId}>
            {irmPrinciples.map((id) => (
              <li key={id}>
                <Trans t={t} i18nKey={`intro.principles.items.${id}`} components={strong} />
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section heading={t('comparison.heading')} tone="tinted">
        <div
          className={layout.tableWrap}
          role="region"
          aria-labelledby={captionId}
          // A scrollable region must be reachable by keyboard (WCAG 2.1.1).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <table className={layout.table}>
            <caption id={captionId}>{t('comparison.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('comparison.columns.aspect')}</th>
                <th scope="col">{t('comparison.columns.siloed')}</th>
                <th scope="col">{t('comparison.columns.integrated')}</th>
              </tr>
            </thead>
            <tbody>
              {irmComparison.map((id) => (
                <tr key={id}>
                  <th scope="row">{t(`comparison.items.${id}.aspect`)}</th>
                  <td>{t(`comparison.items.${id}.siloed`)}</td>
                  <td>{t(`comparison.items.${id}.integrated`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section heading={t('groups.heading')} intro={t('groups.intro')}>
        <ReportGroups groups={irmReportGroups} />
      </Section>

      <ClosingCta heading={t('cta.heading')} text={t('cta.text')} />
    </>
  );
}
