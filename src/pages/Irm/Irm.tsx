import { Layers } from 'lucide-react';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { irmPages } from '../../../content/navigation';
import { specPaths } from '../../../content/paths';
import { LocalLink } from '../../components/LocalLink/LocalLink';
import styles from './Irm.module.css';
import { PageHero } from '../../components/PageHero/PageHero';
import { DataTable } from '../../components/DataTable/DataTable';
import { Section } from '../../components/Section/Section';
import { ClosingCta } from '../../components/ClosingCta/ClosingCta';
import layout from '../../styles/layout.module.css';
import { deferredPart } from '../../components/Deferred/Deferred';
// The accordion's rules come with the page's stylesheet: its prerendered HTML is styled before
// its code (a chunk of its own) arrives.
import '../../components/Accordion/Accordion.module.css';
import { inlineMarkup } from '../../i18n/markup';
import { keysOf } from '../../i18n/lists';

const strong = inlineMarkup;

/**
 * The report groups' accordion (React Aria's disclosures) is left out of the page's first load
 * and its hydration: its prerendered HTML is hydrated when it is needed (src/components/Deferred).
 */
const ReportGroups = deferredPart('irm-report-groups', () =>
  import('./ReportGroups').then((module) => module.IrmReportGroups),
);

/**
 * IRM overview: what integrated risk management is, how it differs from siloed compliance, and
 * the six report groups the platform produces (an accordion whose groups open independently), and
 * a link to every IRM page.
 */
export default function Irm() {
  const { t } = useTranslation('irm');
  const { t: tc } = useTranslation();
  const principlesHeadingId = useId();
  return (
    <>
      <PageHero ns="irm" art={Layers} />

      <Section heading={t('intro.heading')}>
        <div className={layout.stack}>
          <div className={layout.prose}>
            <p>{t('intro.p1')}</p>
            <p>{t('intro.p2')}</p>
            <h3 id={principlesHeadingId}>{t('intro.principles.heading')}</h3>
          </div>
          <ul className={layout.list} aria-labelledby={principlesHeadingId}>
            {keysOf(t('intro.principles.items', { returnObjects: true })).map((id) => (
              <li key={id}>
                <Trans t={t} i18nKey={`intro.principles.items.${id}`} components={strong} />
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section heading={t('comparison.heading')} tone="tinted">
        <DataTable
          caption={t('comparison.caption')}
          columns={[
            t('comparison.columns.aspect'),
            t('comparison.columns.siloed'),
            t('comparison.columns.integrated'),
          ]}
          rows={keysOf(t('comparison.items', { returnObjects: true })).map((id) => ({
            id,
            cells: [
              t(`comparison.items.${id}.aspect`),
              t(`comparison.items.${id}.siloed`),
              t(`comparison.items.${id}.integrated`),
            ],
          }))}
        />
      </Section>

      <Section heading={t('groups.heading')} intro={t('groups.intro')}>
        <ReportGroups />
      </Section>

      {/* Every IRM page by name: without script the header's IRM item leads here. */}
      <Section heading={t('pages.heading')} intro={t('pages.intro')} tone="tinted">
        <ul className={styles.pages}>
          {irmPages.map((id) => (
            <li key={id}>
              <LocalLink to={specPaths[id]} className={styles.pageLink}>
                {tc(`pages.${id}`)}
              </LocalLink>
            </li>
          ))}
        </ul>
      </Section>

      <ClosingCta heading={t('cta.heading')} text={t('cta.text')} />
    </>
  );
}
