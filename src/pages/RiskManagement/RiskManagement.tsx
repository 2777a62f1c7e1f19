import { Scale } from 'lucide-react';
import { Fragment } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { PageHero } from '../../components/PageHero/PageHero';
import { Section } from '../../components/Section/Section';
import { ClosingCta } from '../../components/ClosingCta/ClosingCta';
import layout from '../../styles/layout.module.css';
import styles from './RiskManagement.module.css';
import { inlineMarkup } from '../../i18n/markup';
import { keysOf } from '../../i18n/lists';

const strong = inlineMarkup;

/**
 * Risk Management (text only): what integrated risk management means for a bank or credit union,
 * the risk assessment cycle (NIST SP 800-30 Rev. 1) and the Risk Management Framework (NIST SP
 * 800-37 Rev. 2), risk appetite and board oversight, third-party risk, and how the platform
 * supports the cycle.
 */
export default function RiskManagement() {
  const { t } = useTranslation('riskManagement');
  return (
    <>
      <PageHero ns="riskManagement" art={Scale} />

      <Section heading={t('meaning.heading')}>
        <div className={layout.prose}>
          <p>{t('meaning.p1')}</p>
          <p>{t('meaning.p2')}</p>
        </div>
      </Section>

      <Section heading={t('cycle.heading')} tone="tinted">
        <div className={layout.prose}>
          <p>
            <Trans t={t} i18nKey="cycle.intro" components={inlineMarkup} />
          </p>
          <ol className={layout.ordered}>
            {keysOf(t('cycle.steps', { returnObjects: true })).map((id) => (
              <li key={id} className={styles.step}>
                <h3 className={styles.stepTitle}>{t(`cycle.steps.${id}.title`)}</h3>
                <p>
                  <Trans t={t} i18nKey={`cycle.steps.${id}.text`} components={strong} />
                </p>
              </li>
            ))}
          </ol>
          <h3>{t('cycle.rmfHeading')}</h3>
          <p>
            <Trans t={t} i18nKey="cycle.rmfIntro" components={inlineMarkup} />
          </p>
          <ol className={layout.ordered}>
            {keysOf(t('cycle.rmf', { returnObjects: true })).map((id) => (
              <li key={id}>
                <Trans t={t} i18nKey={`cycle.rmf.${id}`} components={strong} />
              </li>
            ))}
          </ol>
        </div>
      </Section>

      <Section heading={t('appetite.heading')}>
        <div className={layout.prose}>
          <p>{t('appetite.p1')}</p>
          <p>{t('appetite.listIntro')}</p>
          <ul className={layout.list}>
            {keysOf(t('appetite.duties', { returnObjects: true })).map((id) => (
              <li key={id}>{t(`appetite.duties.${id}`)}</li>
            ))}
          </ul>
          <p>{t('appetite.p2')}</p>
        </div>
      </Section>

      <Section heading={t('thirdParty.heading')} tone="tinted">
        <div className={layout.prose}>
          <p>{t('thirdParty.p1')}</p>
          <p>
            <Trans t={t} i18nKey="thirdParty.listIntro" components={inlineMarkup} />
          </p>
          <ul className={layout.list}>
            {keysOf(t('thirdParty.stages', { returnObjects: true })).map((id) => (
              <li key={id}>{t(`thirdParty.stages.${id}`)}</li>
            ))}
          </ul>
          <p>
            <Trans t={t} i18nKey="thirdParty.p2" components={inlineMarkup} />
          </p>
        </div>
      </Section>

      <Section heading={t('support.heading')} intro={t('support.intro')}>
        <div className={layout.prose}>
          {keysOf(t('support.items', { returnObjects: true })).map((id) => (
            <Fragment key={id}>
              <h3>{t(`support.items.${id}.title`)}</h3>
              <p>
                <Trans t={t} i18nKey={`support.items.${id}.text`} components={inlineMarkup} />
              </p>
            </Fragment>
          ))}
        </div>
      </Section>

      <ClosingCta heading={t('cta.heading')} text={t('cta.text')} />
    </>
  );
}
