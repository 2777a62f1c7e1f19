import { FileStack } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { specPaths } from '../../../content/paths';
import { useFigures } from '../../site/figures';
import { PageHero } from '../../components/PageHero/PageHero';
import { DataTable } from '../../components/DataTable/DataTable';
import { ProseWithLinks } from '../../components/ProseWithLinks/ProseWithLinks';
import { Section } from '../../components/Section/Section';
import { Accordion } from '../../components/Accordion/Accordion';
import { ClosingCta } from '../../components/ClosingCta/ClosingCta';
import layout from '../../styles/layout.module.css';
import styles from './Documents.module.css';
import { keysOf } from '../../i18n/lists';
import { inlineMarkup } from '../../i18n/markup';

/**
 * Documents: the policy library as two accordions (22 General Policies, 6 FFIEC/NCUA Required
 * Policies, each naming the requirement behind it; panels open independently), then how policies
 * connect to controls, the GLBA information security program, the privacy program and audit
 * findings tracked to closure.
 */
export default function Documents() {
  const { t } = useTranslation('documents');
  const figures = useFigures();
  return (
    <>
      <PageHero ns="documents" art={FileStack} />

      <Section heading={t('general.heading')} intro={t('general.intro')}>
        <Accordion
          headingLevel={3}
          allowsMultipleExpanded
          items={keysOf(t('general.items', { returnObjects: true })).map((id) => ({
            id,
            title: t(`general.items.${id}.title`),
            content: (
              <div className={styles.panel}>
                <p>{t(`general.items.${id}.text`)}</p>
              </div>
            ),
          }))}
        />
      </Section>

      <Section heading={t('required.heading')} intro={t('required.intro')} tone="tinted">
        <Accordion
          headingLevel={3}
          allowsMultipleExpanded
          items={keysOf(t('required.items', { returnObjects: true })).map((id) => ({
            id,
            title: <Trans t={t} i18nKey={`required.items.${id}.title`} components={inlineMarkup} />,
            content: (
              <div className={styles.panel}>
                <p>
                  <Trans t={t} i18nKey={`required.items.${id}.text`} components={inlineMarkup} />
                </p>
                <p className={styles.basis}>
                  <strong>{t('required.basisLabel')}</strong>{' '}
                  <Trans t={t} i18nKey={`required.items.${id}.basis`} components={inlineMarkup} />
                </p>
              </div>
            ),
          }))}
        />
      </Section>

      <Section heading={t('controls.heading')}>
        <ProseWithLinks
          paragraphs={[
            <Trans t={t} i18nKey="controls.p1" components={inlineMarkup} />,
            t('controls.p2', figures),
          ]}
          links={[{ to: specPaths.controls, label: t('controls.link') }]}
        />
      </Section>

      <Section heading={t('program.heading')} intro={t('program.intro')} tone="tinted">
        <div className={layout.stack}>
          <ul className={layout.list}>
            {keysOf(t('program.items', { returnObjects: true })).map((id) => (
              <li key={id}>{t(`program.items.${id}`)}</li>
            ))}
          </ul>
          <div className={layout.prose}>
            <p>{t('program.closing')}</p>
          </div>
        </div>
      </Section>

      <Section heading={t('privacy.heading')} intro={t('privacy.intro')}>
        <div className={layout.stack}>
          <DataTable
            caption={t('privacy.caption')}
            columns={[t('privacy.columns.function'), t('privacy.columns.focus')]}
            rows={keysOf(t('privacy.items', { returnObjects: true })).map((id) => ({
              id,
              cells: [
                <Trans t={t} i18nKey={`privacy.items.${id}.name`} components={inlineMarkup} />,
                t(`privacy.items.${id}.focus`),
              ],
            }))}
          />
          <div className={layout.prose}>
            <p>
              <Trans t={t} i18nKey="privacy.closing" components={inlineMarkup} />
            </p>
          </div>
        </div>
      </Section>

      <Section heading={t('findings.heading')} intro={t('findings.intro')} tone="tinted">
        <ol className={layout.ordered}>
          {keysOf(t('findings.steps', { returnObjects: true })).map((id) => (
            <li key={id}>
              <Trans t={t} i18nKey={`findings.steps.${id}`} components={inlineMarkup} />
            </li>
          ))}
        </ol>
      </Section>

      <ClosingCta heading={t('cta.heading')} text={t('cta.text')} />
    </>
  );
}
