import { Trans, useTranslation } from 'react-i18next';
import {
  accessibilityFacts,
  accessibilityReviewDate,
  testGroups,
} from '../../../content/accessibility';
import { specPaths } from '../../../content/paths';
import { site } from '../../../content/site';
import { useFormat } from '../../site/format';
import { keysOf } from '../../i18n/lists';
import { inlineMarkup } from '../../i18n/markup';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Section } from '../../components/Section/Section';
import { Facts } from '../../components/Facts/Facts';
import { TitledList } from '../../components/TitledList/TitledList';
import { ButtonLink } from '../../components/ButtonLink/ButtonLink';
import { MailButton } from '../../components/ButtonLink/MailButton';
import layout from '../../styles/layout.module.css';
import styles from './Accessibility.module.css';

/** The host of a setting's URL (a path, as in the development build, is on the site itself). */
const hostOf = (url: string) => new URL(url, site.siteUrl).host;

/**
 * The accessibility statement, in the sections public bodies use (GOV.UK's model and the W3C
 * statement generator's): what a visitor should be able to do, the standard and how far the site
 * meets it, the checks the tests really run on every build (content/accessibility.ts),
 * compatibility, known limitations (the Book a Demo calendar as this build configures it), how to
 * report a problem, and when the statement was last reviewed.
 */
export default function Accessibility() {
  const { t } = useTranslation('accessibility');
  const format = useFormat();
  const email = site.contactEmail;
  const reviewed = t('hero.date', { date: format.date(accessibilityReviewDate) });
  const time = { time: <time dateTime={accessibilityReviewDate} /> };
  const limitations = keysOf(t('limitations.items', { returnObjects: true }));
  const limitation = (id: (typeof limitations)[number]) => {
    if (id !== 'calendar') return t(`limitations.items.${id}.text`);
    return site.bookingUrl
      ? t('limitations.items.calendar.on', { host: hostOf(site.bookingUrl), email })
      : t('limitations.items.calendar.off');
  };
  return (
    <>
      <PageHeader
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={
          <>
            <p>{t('hero.lead', { site: hostOf(site.siteUrl) })}</p>
            <p className={styles.dated}>
              <Trans t={t} i18nKey="hero.reviewed" values={{ date: reviewed }} components={time} />
            </p>
          </>
        }
        aside={
          <Facts
            label={t('facts.label')}
            items={accessibilityFacts.map((id) => ({
              id,
              value: t(`facts.${id}.value`),
              label: t(`facts.${id}.label`),
            }))}
          />
        }
      />

      <Section heading={t('using.heading')} intro={t('using.intro')}>
        <ul className={`${layout.list} ${styles.wide}`}>
          {keysOf(t('using.items', { returnObjects: true })).map((id) => (
            <li key={id}>{t(`using.items.${id}`)}</li>
          ))}
        </ul>
      </Section>

      <Section heading={t('status.heading')} tone="tinted">
        <div className={layout.prose}>
          <p>{t('status.p1')}</p>
          <p>{t('status.p2')}</p>
        </div>
      </Section>

      <Section heading={t('testing.heading')} intro={t('testing.intro')}>
        <div className={layout.columns}>
          {testGroups.map(({ id, checks }) => (
            <TitledList
              key={id}
              heading={t(`testing.groups.${id}.heading`)}
              items={checks}
              item={(check) => (
                <Trans t={t} i18nKey={`testing.checks.${check}`} components={inlineMarkup} />
              )}
              className={styles.group}
            />
          ))}
        </div>
      </Section>

      <Section heading={t('compatibility.heading')} tone="tinted">
        <div className={layout.prose}>
          <p>{t('compatibility.p1')}</p>
          <p>{t('compatibility.p2')}</p>
        </div>
      </Section>

      <Section heading={t('limitations.heading')} intro={t('limitations.intro')}>
        <div className={layout.columns}>
          {limitations.map((id) => (
            <div key={id} className={`${layout.prose} ${styles.block}`}>
              <h3>{t(`limitations.items.${id}.heading`)}</h3>
              <p className={styles.address}>{limitation(id)}</p>
            </div>
          ))}
        </div>
      </Section>

      <Section heading={t('report.heading')} tone="tinted">
        <div className={layout.stack}>
          <div className={layout.prose}>
            <p className={styles.address}>{t('report.p1', { email })}</p>
            <p>{t('report.p2')}</p>
          </div>
          <div className={layout.actions}>
            <MailButton address={email}>
              <span className={styles.address}>{t('report.email', { email })}</span>
            </MailButton>
            <ButtonLink to={specPaths.contact} variant="secondary">
              {t('report.contact')}
            </ButtonLink>
          </div>
        </div>
      </Section>

      <Section heading={t('about.heading')}>
        <div className={layout.prose}>
          <p>
            <Trans t={t} i18nKey="about.text" values={{ date: reviewed }} components={time} />
          </p>
        </div>
      </Section>
    </>
  );
}
