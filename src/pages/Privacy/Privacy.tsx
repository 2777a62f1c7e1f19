import { Trans, useTranslation } from 'react-i18next';
import { specPaths } from '../../../content/paths';
import {
  accessLogRotations,
  analyticsLoad,
  contactFields,
  privacyFacts,
  privacyNoticeDate,
} from '../../../content/privacy';
import { retentionDays } from '../../../content/retention';
import { site } from '../../../content/site';
import { useFormat } from '../../site/format';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Section } from '../../components/Section/Section';
import { Facts } from '../../components/Facts/Facts';
import { DataTable } from '../../components/DataTable/DataTable';
import { ButtonLink } from '../../components/ButtonLink/ButtonLink';
import { MailButton } from '../../components/ButtonLink/MailButton';
import layout from '../../styles/layout.module.css';
import styles from './Privacy.module.css';
import { keysOf } from '../../i18n/lists';

/** The host of a setting's URL (a path, as in the development build, is on the site itself). */
const hostOf = (url: string) => new URL(url, site.siteUrl).host;

/**
 * The privacy notice: what this build of the site collects and where it goes, read from its
 * settings (content/site.ts) — the contact API, how long the contact service keeps messages and
 * whether it e-mails them to the team, whether measurement and the Book a Demo calendar are on —
 * so the notice states what the site actually does.
 */
export default function Privacy() {
  const { t } = useTranslation('privacy');
  const format = useFormat();
  const measuring = site.analyticsSrc !== '';
  const period = format.days(retentionDays(site.contactRetention));
  const email = site.contactEmail;
  const seconds = (value: number) =>
    format.number(value, { style: 'unit', unit: 'second', unitDisplay: 'long' });
  const fact = (id: (typeof privacyFacts)[number]) => {
    switch (id) {
      case 'measurement':
        return t(measuring ? 'facts.measurement.on' : 'facts.measurement.off');
      case 'retention':
        return t('facts.retention.value', { period });
      default:
        return t(`facts.${id}.value`);
    }
  };
  return (
    <>
      <PageHeader
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={
          <>
            <p>{t('hero.lead')}</p>
            <p className={styles.dated}>
              <Trans
                t={t}
                i18nKey="hero.updated"
                values={{ date: t('hero.date', { date: format.date(privacyNoticeDate) }) }}
                components={{ time: <time dateTime={privacyNoticeDate} /> }}
              />
            </p>
          </>
        }
        aside={
          <Facts
            label={t('facts.label')}
            items={privacyFacts.map((id) => ({
              id,
              value: fact(id),
              label: t(`facts.${id}.label`),
            }))}
          />
        }
      />

      <Section heading={t('scope.heading')}>
        <div className={layout.prose}>
          <p>{t('scope.p1', { site: hostOf(site.siteUrl) })}</p>
          <p>{t('scope.p2')}</p>
        </div>
      </Section>

      <Section heading={t('contact.heading')} intro={t('contact.intro')} tone="tinted">
        <div className={layout.stack}>
          <DataTable
            caption={t('contact.caption')}
            columns={[t('contact.columns.field'), t('contact.columns.purpose')]}
            rows={contactFields.map((id) => ({
              id,
              cells: [t(`contact.fields.${id}.label`), t(`contact.fields.${id}.purpose`)],
            }))}
          />
          <div className={layout.prose}>
            <p>{t('contact.stored')}</p>
            <p>{t('contact.use')}</p>
            <h3>{t('contact.whereHeading')}</h3>
            <p className={styles.address}>
              {t('contact.where', {
                url: new URL(site.contactApiUrl, site.siteUrl).href,
                host: hostOf(site.contactApiUrl),
              })}
            </p>
            <p>{t(site.contactNotify ? 'contact.notifyOn' : 'contact.notifyOff')}</p>
            <h3>{t('contact.keepHeading')}</h3>
            <p>{t('contact.keep', { period })}</p>
            {site.contactNotify && <p>{t('contact.mailCopies')}</p>}
          </div>
        </div>
      </Section>

      <Section heading={t('draft.heading')}>
        <div className={layout.prose}>
          <p>{t('draft.p1')}</p>
          <p>{t('draft.p2')}</p>
        </div>
      </Section>

      <Section heading={t('cookies.heading')} tone="tinted">
        <div className={layout.prose}>
          <p>{t('cookies.cookies')}</p>
          <h3>{t(measuring ? 'cookies.measurementOnHeading' : 'cookies.measurementOffHeading')}</h3>
          {measuring ? (
            <>
              <p>
                {t('cookies.measurementOn', {
                  host: hostOf(site.analyticsSrc),
                  latest: seconds(analyticsLoad.latestSeconds),
                  fallback: seconds(analyticsLoad.fallbackSeconds),
                })}
              </p>
              <p>{t('cookies.gpcOn')}</p>
            </>
          ) : (
            <>
              <p>{t('cookies.measurementOff')}</p>
              <p>{t('cookies.gpcOff')}</p>
            </>
          )}
          <p>{t('cookies.headers')}</p>
        </div>
      </Section>

      <Section heading={t('others.heading')}>
        <div className={layout.columns}>
          <div className={`${layout.prose} ${styles.block}`}>
            <h3>{t('others.calendarHeading')}</h3>
            <p>
              {site.bookingUrl
                ? t('others.calendarOn', { host: hostOf(site.bookingUrl) })
                : t('others.calendarOff')}
            </p>
          </div>
          <div className={`${layout.prose} ${styles.block}`}>
            <h3>{t('others.linkedInHeading')}</h3>
            <p>{t('others.linkedIn')}</p>
          </div>
          <div className={`${layout.prose} ${styles.block}`}>
            <h3>{t('others.downloadsHeading')}</h3>
            <p>{t('others.downloads')}</p>
          </div>
        </div>
      </Section>

      <Section heading={t('logs.heading')} tone="tinted">
        <div className={layout.prose}>
          <p>{t('logs.intro')}</p>
          <ul className={layout.list}>
            {keysOf(t('logs.fields', { returnObjects: true })).map((id) => (
              <li key={id}>{t(`logs.fields.${id}`)}</li>
            ))}
          </ul>
          <p>
            {t('logs.keep', {
              rotations: accessLogRotations,
              period: format.days(accessLogRotations + 1),
            })}
          </p>
          <p>{t('logs.use')}</p>
        </div>
      </Section>

      <Section heading={t('rights.heading')}>
        <div className={layout.stack}>
          <div className={layout.prose}>
            <p>{t('rights.intro')}</p>
            <ul className={layout.list}>
              {keysOf(t('rights.requests', { returnObjects: true })).map((id) => (
                <li key={id}>{t(`rights.requests.${id}`)}</li>
              ))}
            </ul>
            <p className={styles.address}>{t('rights.how', { email })}</p>
          </div>
          <div className={layout.actions}>
            <MailButton address={email}>
              <span className={styles.address}>{t('rights.email', { email })}</span>
            </MailButton>
            <ButtonLink to={specPaths.contact} variant="secondary">
              {t('rights.contact')}
            </ButtonLink>
          </div>
        </div>
      </Section>
    </>
  );
}
