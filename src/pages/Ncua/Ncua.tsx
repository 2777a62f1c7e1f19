import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { specPaths } from '../../../content/paths';
import {
  ncuaCards,
  ncuaDomains,
  ncuaMaturityLevels,
  ncuaRiskLevels,
  ncuaSteps,
} from '../../../content/ncua';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Section } from '../../components/Section/Section';
import { ButtonLink } from '../../components/ButtonLink/ButtonLink';
import { ExpandableCards } from '../../components/ExpandableCards/ExpandableCards';
import { ClosingCta } from '../../components/ClosingCta/ClosingCta';
import layout from '../../styles/layout.module.css';
import { useCatDates } from '../Ffiec/catDates';
import styles from './Ncua.module.css';

const strong = { strong: <strong /> };

/**
 * NCUA: the Automated Cybersecurity Evaluation Toolbox (ACET), its Inherent Risk Profile and
 * maturity scales, its key components (Read More cards), and how the platform completes it from
 * the controls the credit union has documented.
 */
export default function Ncua() {
  const { t } = useTranslation('ncua');
  const { t: tc } = useTranslation('common');
  const dates = useCatDates();
  const ids = {
    riskLevels: useId(),
    domains: useId(),
    maturityLevels: useId(),
  };
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
        <div className={layout.prose}>
          <p>{t('about.p1')}</p>
          <p>{t('about.p2', dates)}</p>
        </div>
      </Section>

      <Section heading={t('profile.heading')} intro={t('profile.intro')} tone="tinted">
        <div className={styles.block}>
          <h3 id={ids.riskLevels}>{t('profile.levelsHeading')}</h3>
          <ol className={layout.ordered} aria-labelledby={ids.riskLevels}>
            {ncuaRiskLevels.map((id) => (
              <li key={id}>
                <Trans t={t} i18nKey={`profile.levels.${id}`} components={strong} />
              </li>
            ))}
          </ol>
        </div>
      </Section>

      <Section heading={t('maturity.heading')} intro={t('maturity.intro')}>
        <div className={layout.columns}>
          <div className={styles.block}>
            <h3 id={ids.domains}>{t('maturity.domainsHeading')}</h3>
            <ul className={layout.list} aria-labelledby={ids.domains}>
              {ncuaDomains.map((id) => (
                <li key={id}>{t(`maturity.domains.${id}`)}</li>
              ))}
            </ul>
          </div>
          <div className={styles.block}>
            <h3 id={ids.maturityLevels}>{t('maturity.levelsHeading')}</h3>
            <ol className={layout.ordered} aria-labelledby={ids.maturityLevels}>
              {ncuaMaturityLevels.map((id) => (
                <li key={id}>
                  <Trans t={t} i18nKey={`maturity.levels.${id}`} components={strong} />
                </li>
              ))}
            </ol>
            <p className={styles.note}>{t('maturity.rule')}</p>
          </div>
        </div>
      </Section>

      <Section heading={t('cards.heading')} tone="tinted">
        <ExpandableCards
          headingLevel={3}
          items={ncuaCards.map((id) => ({
            id,
            title: t(`cards.items.${id}.title`),
            text: t(`cards.items.${id}.text`),
          }))}
          labels={{
            more: tc('cards.readMore'),
            less: tc('cards.readLess'),
            moreAbout: (title) => tc('cards.readMoreAbout', { title }),
            lessAbout: (title) => tc('cards.readLessAbout', { title }),
          }}
        />
      </Section>

      <Section heading={t('platform.heading')} intro={t('platform.intro')}>
        <ol className={layout.ordered}>
          {ncuaSteps.map((id) => (
            <li key={id}>
              <Trans t={t} i18nKey={`platform.steps.${id}`} components={strong} />
            </li>
          ))}
        </ol>
      </Section>

      <ClosingCta heading={t('cta.heading')} text={t('cta.text')} />
    </>
  );
}
