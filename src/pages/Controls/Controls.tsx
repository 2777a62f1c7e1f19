import { SlidersHorizontal } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { useFigures } from '../../site/figures';
import { PageHero } from '../../components/PageHero/PageHero';
import { DataTable } from '../../components/DataTable/DataTable';
import { Section } from '../../components/Section/Section';
import { ClosingCta } from '../../components/ClosingCta/ClosingCta';
import layout from '../../styles/layout.module.css';
import { inlineMarkup } from '../../i18n/markup';
import { keysOf } from '../../i18n/lists';

const strong = inlineMarkup;

/**
 * Controls: NIST SP 800-53 Rev. 5 and the SP 800-53B baselines, the 20 control families as a
 * table, how each control's implementation status is documented (Implemented / Planned, POA&M)
 * and how nightly endpoint scans supply the evidence.
 */
export default function Controls() {
  const { t } = useTranslation('controls');
  const figures = useFigures();
  return (
    <>
      <PageHero ns="controls" values={figures} art={SlidersHorizontal} />

      <Section heading={t('framework.heading')}>
        <div className={layout.prose}>
          <p>
            <Trans t={t} i18nKey="framework.p1" components={inlineMarkup} />
          </p>
          <p>
            <Trans t={t} i18nKey="framework.p2" components={inlineMarkup} />
          </p>
          <p>{t('framework.p3', figures)}</p>
        </div>
      </Section>

      <Section
        heading={t('baselines.heading')}
        intro={<Trans t={t} i18nKey="baselines.intro" components={inlineMarkup} />}
        tone="tinted"
      >
        <div className={layout.stack}>
          <DataTable
            caption={t('baselines.caption')}
            columns={[t('baselines.columns.baseline'), t('baselines.columns.use')]}
            rows={keysOf(t('baselines.items', { returnObjects: true })).map((id) => ({
              id,
              cells: [
                <Trans t={t} i18nKey={`baselines.items.${id}.name`} components={inlineMarkup} />,
                t(`baselines.items.${id}.use`),
              ],
            }))}
          />
          <div className={layout.prose}>
            <p>{t('baselines.tailoring')}</p>
          </div>
        </div>
      </Section>

      <Section heading={t('families.heading')} intro={t('families.intro')}>
        <DataTable
          caption={t('families.caption')}
          columns={[
            t('families.columns.identifier'),
            t('families.columns.family'),
            t('families.columns.covers'),
          ]}
          rows={keysOf(t('families.items', { returnObjects: true })).map((id) => ({
            id,
            cells: [
              t(`families.items.${id}.identifier`),
              <Trans t={t} i18nKey={`families.items.${id}.name`} components={inlineMarkup} />,
              t(`families.items.${id}.covers`),
            ],
          }))}
          wrapRowHeaders={false}
        />
      </Section>

      <Section heading={t('status.heading')} intro={t('status.intro')} tone="tinted">
        <div className={layout.prose}>
          <h3>{t('status.recordHeading')}</h3>
          <ul className={layout.list}>
            {keysOf(t('status.record', { returnObjects: true })).map((id) => (
              <li key={id}>
                <Trans t={t} i18nKey={`status.record.${id}`} components={inlineMarkup} />
              </li>
            ))}
          </ul>
          <h3>{t('status.statusHeading')}</h3>
          <ul className={layout.list}>
            {keysOf(t('status.statuses', { returnObjects: true })).map((id) => (
              <li key={id}>
                <Trans t={t} i18nKey={`status.statuses.${id}`} components={strong} />
              </li>
            ))}
          </ul>
          <h3>{t('status.poamHeading')}</h3>
          <p>
            <Trans t={t} i18nKey="status.poam" components={inlineMarkup} />
          </p>
        </div>
      </Section>

      <Section heading={t('evidence.heading')} intro={t('evidence.intro')}>
        <div className={layout.stack}>
          <div className={layout.prose}>
            <h3>{t('evidence.stepsHeading')}</h3>
            <ol className={layout.ordered}>
              {keysOf(t('evidence.steps', { returnObjects: true })).map((id) => (
                <li key={id}>
                  <Trans t={t} i18nKey={`evidence.steps.${id}`} components={inlineMarkup} />
                </li>
              ))}
            </ol>
            <h3>{t('evidence.examplesHeading')}</h3>
          </div>
          <DataTable
            caption={t('evidence.caption')}
            columns={[
              t('evidence.columns.control'),
              t('evidence.columns.title'),
              t('evidence.columns.scan'),
            ]}
            rows={keysOf(t('evidence.items', { returnObjects: true })).map((id) => ({
              id,
              cells: [
                t(`evidence.items.${id}.control`),
                <Trans t={t} i18nKey={`evidence.items.${id}.title`} components={inlineMarkup} />,
                t(`evidence.items.${id}.scan`),
              ],
            }))}
            wrapRowHeaders={false}
          />
          <div className={layout.prose}>
            <p>{t('evidence.limits')}</p>
          </div>
        </div>
      </Section>

      <Section heading={t('reports.heading')} intro={t('reports.intro')} tone="tinted">
        <ul className={layout.list}>
          {keysOf(t('reports.items', { returnObjects: true })).map((id) => (
            <li key={id}>{t(`reports.items.${id}`)}</li>
          ))}
        </ul>
      </Section>

      <ClosingCta heading={t('cta.heading')} text={t('cta.text')} />
    </>
  );
}
