import { Suspense, use, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Mail } from 'lucide-react';
import { usPhoneDisplay, usPhoneE164 } from '../../../content/phone';
import { site } from '../../../content/site';
import { deferPart, HOLD_SUBMIT, submitHold } from '../Deferred/deferPart';
import styles from './ContactSection.module.css';
// The form's rules come with the page's stylesheet: the prerendered form is styled before its code
// (a chunk of its own) arrives.
import '../ContactForm/ContactForm.module.css';
import '../ErrorSummary/ErrorSummary.module.css';
import '../TextField/TextField.module.css';
import { useLangOf } from '../../site/textLanguage';
import { DecorativeSvg } from '../DecorativeSvg/DecorativeSvg';

/**
 * The contact form's code (React Aria's form parts: about 23 KiB gzip) is left out of the page's
 * first load: a prerendered form stays as the server wrote it and is hydrated when it is needed,
 * and a submit meanwhile is held and sent once the form runs (deferPart, submitHold).
 */
const formPart = deferPart({
  selector: `form[${HOLD_SUBMIT}]`,
  load: () => import('../ContactForm/ContactForm'),
  events: ['focusin', 'pointerdown', 'keydown', 'input'],
  hold: submitHold,
});

/** The form's module, in its own chunk, loaded when needed. */
export const loadContactForm = () => formPart.module();

/** Suspends (a prerendered form stays as the server wrote it) until the form's code is in. */
function DeferredContactForm({ serviceTemplate }: { serviceTemplate: boolean }) {
  const { ContactForm } = use(formPart.module());
  // After the form's own layout effects, which send a held submit: submits are its own from now on.
  useLayoutEffect(() => void formPart.runs(), []);
  return <ContactForm serviceTemplate={serviceTemplate} />;
}

/**
 * "Contact Us": the form and the "Need Assistance?" panel; ends the home page and fills /newContact.
 * The panel offers a call, with a tel: link, only when CONTACT_PHONE is set; otherwise e-mail alone.
 */
export function ContactSection({
  serviceTemplate = false,
}: {
  /** The form as the contact service's error page shows it (ContactForm's `serviceTemplate`). */
  serviceTemplate?: boolean;
} = {}) {
  const { t } = useTranslation('contact');
  const headingId = useId();
  const phone = usPhoneE164(site.contactPhone) ?? '';
  const display = usPhoneDisplay(phone);
  const lang = useLangOf('contact');
  const formColumn = useRef<HTMLDivElement>(null);
  useEffect(() => (formColumn.current ? formPart.watch(formColumn.current) : undefined), []);
  return (
    <section id="contact" aria-labelledby={headingId} className={styles.section} lang={lang}>
      <div className={styles.inner}>
        <div className={styles.formColumn} ref={formColumn}>
          <h2 id={headingId} className={styles.heading}>
            {t('form.heading')}
          </h2>
          <Suspense fallback={null}>
            <DeferredContactForm serviceTemplate={serviceTemplate} />
          </Suspense>
        </div>
        <aside className={styles.assistance} aria-labelledby={`${headingId}-help`}>
          <DecorativeSvg
            className={styles.illustration}
            viewBox="0 0 160 120"
            width="160"
            height="120"
          >
            <rect x="10" y="22" width="140" height="88" rx="12" fill="#e8effd" />
            <path
              d="M14 30l66 46 66-46"
              fill="none"
              stroke="#1f4fd1"
              strokeWidth="6"
              strokeLinejoin="round"
            />
            <circle cx="128" cy="26" r="20" fill="#0d8a7a" />
            <path
              d="m119 26 6 6 12-12"
              fill="none"
              stroke="#fff"
              strokeWidth="5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </DecorativeSvg>
          <h3 id={`${headingId}-help`} className={styles.helpHeading}>
            {t('assistance.heading')}
          </h3>
          <p>{t(phone ? 'assistance.callOrEmail' : 'assistance.emailOnly')}</p>
          {phone && (
            <p className={styles.phone}>
              <Trans
                t={t}
                i18nKey="assistance.phoneLine"
                values={{ phone: display }}
                components={{ phone: <a href={`tel:${phone}`}>{display}</a> }}
              />
            </p>
          )}
          <p className={styles.email}>{t('assistance.emailLine', { email: site.contactEmail })}</p>
          <p className={styles.hours}>{t('assistance.hours')}</p>
          <a className={styles.mailLink} href={`mailto:${site.contactEmail}`}>
            <Mail size={20} aria-hidden="true" focusable="false" />
            {t('assistance.sendEmail')}
          </a>
        </aside>
      </div>
    </section>
  );
}
