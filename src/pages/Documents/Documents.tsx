import { FileStack } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { specPaths } from '../../../content/paths';
import { useFigures } from '../../site/figures';
import { PageHero } from '../../components/PageHero/PageHero';
import { DataTable } from '../../components/DataTable/DataTable';
import { ProseWithLinks } from '../../components/ProseWithLinks/ProseWithLinks';
import { Section } from '../../components/Section/Section';
import { deferredPart } from '../../components/Deferred/Deferred';
import { ClosingCta } from '../../components/ClosingCta/ClosingCta';
import layout from '../../styles/layout.module.css';
// The accordions' rules come with the page's stylesheet: their prerendered HTML is styled before
// their code (a chunk of its own) arrives.
import '../../components/Accordion/Accordion.module.css';
import './Documents.module.css';
import { keysOf } from '../../i18n/lists';
import { inlineMarkup } from '../../i18n/markup';

/**
 * The two accordions' code (React Aria's disclosures) and their 28 panels are left out of the
 * page's first load and its hydration, the longest of the site with them: their prerendered HTML is
 * hydrated when it is needed (src/components/Deferred).
 */
const GeneralPolicies = deferredPart('general-policies', () =>
  import('./Policies').then((module) => module.GeneralPolicies),
);
const RequiredPolicies = deferredPart('required-policies', () =>
  import('./Policies').then((module) => module.RequiredPolicies),
);

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
        <GeneralPolicies />
      </Section>

      <Section heading={t('required.heading')} intro={t('required.intro')} tone="tinted">
        <RequiredPolicies />
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
