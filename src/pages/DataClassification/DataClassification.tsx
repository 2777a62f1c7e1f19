import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import {
  classificationDrivers,
  classificationLevels,
  classificationPlatform,
  handlingRules,
} from '../../../content/dataClassification';
import { specPaths } from '../../../content/paths';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Section } from '../../components/Section/Section';
import { FeatureGrid } from '../../components/FeatureGrid/FeatureGrid';
import { ExpandableCards } from '../../components/ExpandableCards/ExpandableCards';
import { ButtonLink } from '../../components/ButtonLink/ButtonLink';
import { ClosingCta } from '../../components/ClosingCta/ClosingCta';
import layout from '../../styles/layout.module.css';
import styles from './DataClassification.module.css';

const strong = { strong: <strong /> };

/**
 * Data Classification: why banks and credit unions classify data (GLBA, PCI DSS, BSA, supervisory
 * information), four levels as Read More / Read Less cards, handling rules per level, and how the
 * platform's scans and business impact analysis use the classification.
 */
export default function DataClassification() {
  const { t } = useTranslation('dataClassification');
  const { t: tc } = useTranslation('common');
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
          </div>
          <ul className={layout.list} aria-label={t('intro.driversLabel')}>
            {classificationDrivers.map((id) => (
              <li key={id}>
                <Trans t={t} i18nKey={`intro.drivers.${id}`} components={strong} />
              </li>
            ))}
          </ul>
          <div className={layout.prose}>
            <p>{t('intro.p2')}</p>
          </div>
        </div>
      </Section>

      <Section heading={t('levels.heading')} intro={t('levels.intro')} tone="tinted">
        <ExpandableCards
          headingLevel={3}
          items={classificationLevels.map((id) => ({
            id,
            title: t(`levels.items.${id}.title`),
            text: t(`levels.items.${id}.text`),
          }))}
          labels={{
            more: tc('cards.readMore'),
            less: tc('cards.readLess'),
            moreAbout: (title) => tc('cards.readMoreAbout', { title }),
            lessAbout: (title) => tc('cards.readLessAbout', { title }),
          }}
        />
      </Section>

      <Section heading={t('handling.heading')} intro={t('handling.intro')}>
        <div
          className={layout.tableWrap}
          role="region"
          aria-labelledby={captionId}
          // A scrollable region must be reachable by keyboard (WCAG 2.1.1).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <table className={layout.table}>
            <caption id={captionId}>{t('handling.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('handling.columns.level')}</th>
                {handlingRules.map((rule) => (
                  <th key={rule} scope="col">
                    {t(`handling.columns.${rule}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {classificationLevels.map((level) => (
                <tr key={level}>
                  <th scope="row">{t(`levels.items.${level}.title`)}</th>
                  {handlingRules.map((rule) => (
                    <td key={rule}>{t(`handling.rules.${level}.${rule}`)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section heading={t('platform.heading')} intro={t('platform.intro')} tone="tinted">
        <FeatureGrid
          columns={2}
          items={classificationPlatform}
          copy={(id) => ({
            title: t(`platform.items.${id}.title`),
            text: t(`platform.items.${id}.text`),
          })}
        />
      </Section>

      <ClosingCta heading={t('cta.heading')} text={t('cta.text')} />
    </>
  );
}
