import { Trans, useTranslation } from 'react-i18next';
import { usPhoneDisplay, usPhoneE164 } from '../../../content/phone';
import { site } from '../../../content/site';
import { BackToContact } from '../../components/BackToContact/BackToContact';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Section } from '../../components/Section/Section';
import { REASON, SLOT } from '../../site/contactSlots';

/** Why a message was not taken: one paragraph each; `any` when it is not known (nginx's answers). */
const REASONS = ['any', 'busy', 'tooLarge', 'error'] as const;

/**
 * /newContact/failed: the page answered when a form post could not be taken (429, 413, 5xx), by
 * the contact service and by nginx in front of it, in the post's language. Prerendered as a
 * template (no script): one paragraph per reason, the general one shown; the service shows the
 * one that applies, writes the wait into `data-slot="wait"` when it knows it (Retry-After), and
 * the way back into `data-slot="back"` (service/src/http/pages.ts). As nginx serves it, unfilled,
 * it reads whole: the general reason, and a link back to the contact page of its language.
 */
export default function ContactFailed() {
  const { t } = useTranslation('contactFailed');
  const { t: tContact } = useTranslation('contact');
  const phone = usPhoneE164(site.contactPhone) ?? '';
  const display = usPhoneDisplay(phone);
  return (
    <>
      <PageHeader
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={
          <>
            {REASONS.map((reason) => (
              <p key={reason} {...{ [REASON]: reason }} hidden={reason !== 'any'}>
                <Trans
                  t={t}
                  i18nKey={`reasons.${reason}`}
                  components={{ wait: <span {...{ [SLOT]: 'wait' }} /> }}
                />
              </p>
            ))}
            <p>{t('typed')}</p>
            <BackToContact>{t('back')}</BackToContact>
          </>
        }
      />
      <Section heading={t('other.heading')}>
        <p>{t(phone ? 'other.callOrEmail' : 'other.emailOnly')}</p>
        <ul>
          <li>
            <a href={`mailto:${site.contactEmail}`}>
              {tContact('assistance.emailLine', { email: site.contactEmail })}
            </a>
          </li>
          {phone && (
            <li>
              <Trans
                t={tContact}
                i18nKey="assistance.phoneLine"
                values={{ phone: display }}
                components={{ phone: <a href={`tel:${phone}`}>{display}</a> }}
              />
            </li>
          )}
        </ul>
        <p>{tContact('assistance.hours')}</p>
      </Section>
    </>
  );
}
