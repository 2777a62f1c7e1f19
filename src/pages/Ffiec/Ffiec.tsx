import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { specPaths } from '../../../content/paths';
import {
  ffiecBenefits,
  ffiecChanged,
  ffiecComponents,
  ffiecDomains,
  ffiecMapping,
  ffiecMaturityLevels,
  ffiecPlatform,
  ffiecResources,
  ffiecRiskCategories,
  ffiecRiskLevels,
  ffiecStatus,
  ffiecUnchanged,
} from '../../../content/ffiec';
import { useFigures } from '../../i18n/format';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Section } from '../../components/Section/Section';
import { FeatureGrid } from '../../components/FeatureGrid/FeatureGrid';
import { Facts } from '../../components/Facts/Facts';
import { ButtonLink } from '../../components/ButtonLink/ButtonLink';
import { ClosingCta } from '../../components/ClosingCta/ClosingCta';
import layout from '../../styles/layout.module.css';
import { useCatDates } from './catDates';
import styles from './Ffiec.module.css';

const strong = { strong: <strong /> };

/**
 * FFIEC: the Cybersecurity Assessment Tool (its two parts, domains and levels), its retirement
 * on 31 August 2025 and where its content lives in NIST CSF 2.0, and how the platform keeps the
 * CAT history and carries the documented controls forward.
 */
export default function Ffiec() {
  const { t } = useTranslation('ffiec');
  const { t: tc } = useTranslation('common');
  const dates = useCatDates();
  const figures = useFigures();
  const ids = {
    resources: useId(),
    changed: useId(),
    unchanged: useId(),
    categories: useId(),
    riskLevels: useId(),
    maturityLevels: useId(),
    domains: useId(),
    components: useId(),
    mapping: useId(),
  };
  return (
    <>
      <PageHeader
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={<p>{t('hero.lead', dates)}</p>}
        aside={
          <Facts
            label={t('status.label')}
            items={ffiecStatus.map((id) => ({
              id,
              value: t(`status.${id}.value`, dates),
              label: t(`status.${id}.label`),
            }))}
          />
        }
      >
        <ButtonLink to={specPaths.bookDemo}>{tc('cta.demo')}</ButtonLink>
        <ButtonLink to={specPaths.contact} variant="onDark">
          {tc('cta.contact')}
        </ButtonLink>
      </PageHeader>

      <Section heading={t('sunset.heading', dates)} id="sunset" tone="tinted">
        <div className={styles.stack}>
          <div className={layout.prose}>
            <p>{t('sunset.p1', dates)}</p>
            <p>{t('sunset.p2')}</p>
            <h3 id={ids.resources}>{t('sunset.resources.heading')}</h3>
            <ul className={layout.list} aria-labelledby={ids.resources}>
              {ffiecResources.map((id) => (
                <li key={id}>{t(`sunset.resources.items.${id}`)}</li>
              ))}
            </ul>
          </div>
          <div className={layout.columns}>
            <div className={styles.panel}>
              <h3 id={ids.changed}>{t('sunset.changed.heading')}</h3>
              <ul className={layout.list} aria-labelledby={ids.changed}>
                {ffiecChanged.map((id) => (
                  <li key={id}>{t(`sunset.changed.items.${id}`)}</li>
                ))}
              </ul>
            </div>
            <div className={styles.panel}>
              <h3 id={ids.unchanged}>{t('sunset.unchanged.heading')}</h3>
              <ul className={layout.list} aria-labelledby={ids.unchanged}>
                {ffiecUnchanged.map((id) => (
                  <li key={id}>{t(`sunset.unchanged.items.${id}`)}</li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </Section>

      <Section heading={t('about.heading')}>
        <div className={layout.prose}>
          <p>{t('about.p1', dates)}</p>
          <p>{t('about.p2', dates)}</p>
        </div>
      </Section>

      <Section heading={t('profile.heading')} intro={t('profile.intro')} tone="tinted">
        <div className={layout.columns}>
          <div className={styles.block}>
            <h3 id={ids.categories}>{t('profile.categoriesHeading')}</h3>
            <ul className={layout.list} aria-labelledby={ids.categories}>
              {ffiecRiskCategories.map((id) => (
                <li key={id}>
                  <Trans t={t} i18nKey={`profile.categories.${id}`} components={strong} />
                </li>
              ))}
            </ul>
          </div>
          <div className={styles.block}>
            <h3 id={ids.riskLevels}>{t('profile.levelsHeading')}</h3>
            <ol className={layout.ordered} aria-labelledby={ids.riskLevels}>
              {ffiecRiskLevels.map((id) => (
                <li key={id}>
                  <Trans t={t} i18nKey={`profile.levels.${id}`} components={strong} />
                </li>
              ))}
            </ol>
          </div>
        </div>
      </Section>

      <Section heading={t('maturity.heading')} intro={t('maturity.intro')}>
        <div className={styles.stack}>
          <div
            className={layout.tableWrap}
            role="region"
            aria-labelledby={ids.domains}
            // A scrollable region must be reachable by keyboard (WCAG 2.1.1).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
          >
            <table className={layout.table}>
              <caption id={ids.domains}>{t('maturity.table.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('maturity.table.domain')}</th>
                  <th scope="col">{t('maturity.table.factors')}</th>
                </tr>
              </thead>
              <tbody>
                {ffiecDomains.map((id) => (
                  <tr key={id}>
                    <th scope="row" className={styles.wrap}>
                      {t(`maturity.domains.${id}.name`)}
                    </th>
                    <td>{t(`maturity.domains.${id}.factors`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className={styles.block}>
            <h3 id={ids.maturityLevels}>{t('maturity.levelsHeading')}</h3>
            <ol className={layout.ordered} aria-labelledby={ids.maturityLevels}>
              {ffiecMaturityLevels.map((id) => (
                <li key={id}>
                  <Trans t={t} i18nKey={`maturity.levels.${id}`} components={strong} />
                </li>
              ))}
            </ol>
            <p className={styles.note}>{t('maturity.rule')}</p>
          </div>
        </div>
      </Section>

      <Section heading={t('components.heading')} tone="tinted">
        <div className={styles.stack}>
          <div className={styles.block}>
            <h3 id={ids.components}>{t('components.componentsHeading')}</h3>
            <ul className={layout.list} aria-labelledby={ids.components}>
              {ffiecComponents.map((id) => (
                <li key={id}>
                  <Trans t={t} i18nKey={`components.items.${id}`} components={strong} />
                </li>
              ))}
            </ul>
          </div>
          <div className={styles.block}>
            <h3>{t('components.benefitsHeading')}</h3>
            <FeatureGrid
              items={ffiecBenefits}
              level={4}
              columns={4}
              copy={(id) => ({
                title: t(`components.benefits.${id}.title`),
                text: t(`components.benefits.${id}.text`),
              })}
            />
          </div>
        </div>
      </Section>

      <Section heading={t('mapping.heading')} intro={t('mapping.intro')}>
        <div className={styles.stack}>
          <div
            className={layout.tableWrap}
            role="region"
            aria-labelledby={ids.mapping}
            // A scrollable region must be reachable by keyboard (WCAG 2.1.1).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
          >
            <table className={layout.table}>
              <caption id={ids.mapping}>{t('mapping.table.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('mapping.table.measured')}</th>
                  <th scope="col">{t('mapping.table.function')}</th>
                  <th scope="col">{t('mapping.table.categories')}</th>
                </tr>
              </thead>
              <tbody>
                {ffiecMapping.map((id) => (
                  <tr key={id}>
                    <th scope="row" className={styles.wrap}>
                      {t(`mapping.rows.${id}.measured`)}
                    </th>
                    <td>{t(`mapping.rows.${id}.function`)}</td>
                    <td className={styles.codes}>{t(`mapping.rows.${id}.categories`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className={styles.note}>{t('mapping.note')}</p>
        </div>
      </Section>

      <Section heading={t('platform.heading')} intro={t('platform.intro')} tone="tinted">
        <FeatureGrid
          items={ffiecPlatform}
          columns={3}
          copy={(id) => ({
            title: t(`platform.items.${id}.title`),
            text: t(`platform.items.${id}.text`, figures),
          })}
        />
      </Section>

      <ClosingCta heading={t('cta.heading')} text={t('cta.text')} />
    </>
  );
}
