import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  findingSteps,
  generalPolicies,
  privacyFunctions,
  programElements,
  requiredPolicies,
} from '../../../content/documents';
import { specPaths } from '../../../content/paths';
import { useFigures } from '../../i18n/format';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Section } from '../../components/Section/Section';
import { Accordion } from '../../components/Accordion/Accordion';
import { ButtonLink } from '../../components/ButtonLink/ButtonLink';
import { ClosingCta } from '../../components/ClosingCta/ClosingCta';
import layout from '../../styles/layout.module.css';
import styles from './Documents.module.css';

/**
 * Documents: the policy library as two accordions (22 General Policies, 6 FFIEC/NCUA Required
 * Policies, each naming the requirement behind it; panels open independently), then how policies
 * connect to controls, the GLBA information security program, the privacy program and audit
 * findings tracked to closure.
 */
export default function Documents() {
  const { t } = useTranslation('documents');
  const { t: tc } = useTranslation('common');
  const figures = useFigures();
  const privacyCaption = useId();
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

      <Section heading={t('general.heading')} intro={t('general.intro')}>
        <Accordion
          headingLevel={3}
          allowsMultipleExpanded
          items={generalPolicies.map((id) => ({
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
          items={requiredPolicies.map((id) => ({
            id,
            title: t(`required.items.${id}.title`),
            content: (
              <div className={styles.panel}>
                <p>{t(`required.items.${id}.text`)}</p>
                <p className={styles.basis}>
                  <strong>{t('required.basisLabel')}</strong> {t(`required.items.${id}.basis`)}
                </p>
              </div>
            ),
          }))}
        />
      </Section>

      <Section heading={t('controls.heading')}>
        <div className={styles.stack}>
          <div className={layout.prose}>
            <p>{t('controls.p1')}</p>
            <p>{t('controls.p2', figures)}</p>
          </div>
          <div className={styles.actions}>
            <ButtonLink to={specPaths.controls} variant="secondary">
              {t('controls.link')}
            </ButtonLink>
          </div>
        </div>
      </Section>

      <Section heading={t('program.heading')} intro={t('program.intro')} tone="tinted">
        <div className={styles.stack}>
          <ul className={layout.list}>
            {programElements.map((id) => (
              <li key={id}>{t(`program.items.${id}`)}</li>
            ))}
          </ul>
          <div className={layout.prose}>
            <p>{t('program.closing')}</p>
          </div>
        </div>
      </Section>

      <Section heading={t('privacy.heading')} intro={t('privacy.intro')}>
        <div className={styles.stack}>
          <div
            className={layout.tableWrap}
            role="region"
            aria-labelledby={privacyCaption}
            // A scrollable region must be reachable by keyboard (WCAG 2.1.1).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
          >
            <table className={layout.table}>
              <caption id={privacyCaption}>{t('privacy.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('privacy.columns.function')}</th>
                  <th scope="col">{t('privacy.columns.focus')}</th>
                </tr>
              </thead>
              <tbody>
                {privacyFunctions.map((id) => (
                  <tr key={id}>
                    <th scope="row">{t(`privacy.items.${id}.name`)}</th>
                    <td>{t(`privacy.items.${id}.focus`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className={layout.prose}>
            <p>{t('privacy.closing')}</p>
          </div>
        </div>
      </Section>

      <Section heading={t('findings.heading')} intro={t('findings.intro')} tone="tinted">
        <ol className={layout.ordered}>
          {findingSteps.map((id) => (
            <li key={id}>{t(`findings.steps.${id}`)}</li>
          ))}
        </ol>
      </Section>

      <ClosingCta heading={t('cta.heading')} text={t('cta.text')} />
    </>
  );
}
