import {
  memo,
  useEffect,
  useEffectEvent,
  useId,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { site } from '../../../content/site';
import { useCurrentPage } from '../../site/page-context';
import type { Store } from '../../site/store';
import {
  CONTACT_TYPE,
  validate,
  type ContactErrorCode,
  type ContactErrors,
  type ContactField,
} from '../../contact/validation';
import { emptyDraft } from '../../contact/draft';
import { ALL_ERRORS, errorMessage } from '../../contact/messages';
import { summaryOf, type ContactFormState } from '../../contact/formState';
import { HOLD_SUBMIT } from '../Deferred/deferPart';
import { HELD_MESSAGE } from '../../site/documentMarks';
import { useFormat } from '../../site/format';
import { rehearse } from '../../site/rehearse';
import { whenIdle } from '../../site/whenIdle';
import { ErrorSummary } from '../ErrorSummary/ErrorSummary';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import { useContactForm } from './useContactForm';
import styles from './ContactForm.module.css';

export interface ContactFormProps {
  /** The state to start in (the kit's examples); the site's form starts empty, or with the tab's draft. */
  initial?: Partial<ContactFormState>;
  /**
   * The form as the contact service's error page shows it (prerendered at /newContact/error, a
   * page without script): its error summary lists the message of every code of every field, each
   * item marked `data-error="<code>"` for the service to keep or drop, and takes focus as the page
   * loads (`autofocus`).
   */
  serviceTemplate?: boolean;
}

/** An error the summary lists: a field and its code. */
type ErrorItem = { field: ContactField; code: ContactErrorCode };

const LABELS = { name: 'form.name', email: 'form.email', description: 'form.message' } as const;

/**
 * The contact form, on React Aria Components' `Form` and the kit's `TextField`s (required in the
 * accessibility tree, `validationBehavior="aria"`), after the GOV.UK Design System: validate on
 * submit, then re-check only a field that is invalid as the person corrects it; on a failed submit
 * focus the error summary, whose links move to the fields; messages under each field, the service's
 * (a 400) as the form's own; results in live regions, the confirmation scrolled into view; nothing
 * typed is ever lost. Its state and rules: `useContactForm` and src/contact/formState.ts.
 *
 * Without JavaScript the form posts itself (`application/x-www-form-urlencoded`, fields `name`,
 * `email`, `description`, `type`, `lang`) to the contact service, which answers with a page in the
 * page's language. Before hydration the page's loader holds a submit (see src/components/Deferred/deferPart.ts); it
 * is sent here, once, with what was typed.
 */
export function ContactForm({ initial, serviceTemplate = false }: ContactFormProps) {
  const { lng } = useCurrentPage();
  const id = useId();
  const { store, state, fieldErrors, formRef, summaryRef, sentRef, onFieldChange, onSubmit } =
    useContactForm(initial);
  // The same element for the form's life: the summary renders on its own, from the store.
  const summary = useMemo(
    () => (
      <FormErrorSummary store={store} id={id} ref={summaryRef} serviceTemplate={serviceTemplate} />
    ),
    [store, id, summaryRef, serviceTemplate],
  );
  return (
    <ContactFields
      summary={summary}
      id={id}
      lng={lng}
      draft={state.draft}
      errors={fieldErrors}
      status={state.status}
      failure={state.failure}
      formRef={formRef}
      sentRef={sentRef}
      onFieldChange={onFieldChange}
      onSubmit={onSubmit}
    />
  );
}

/** A part of the form's state, rendering again only when that part changes. */
function usePart<K extends keyof ContactFormState>(store: Store<ContactFormState>, key: K) {
  const get = () => store.get()[key];
  return useSyncExternalStore(store.subscribe, get, get);
}

interface FormErrorSummaryProps {
  store: Store<ContactFormState>;
  /** The form's id prefix (useId): the fields' ids are `<id>-<field>`. */
  id: string;
  ref: RefObject<HTMLDivElement | null>;
  serviceTemplate: boolean;
}

/**
 * The form's error summary, one markup for the form with script and the service's error page
 * without. It reads the state's errors itself: a failed submit renders it, not the field set.
 *
 * While the page is idle it rehearses the summary of a submit with nothing typed, out of sight
 * (src/site/rehearse.tsx): the press that first fails then makes no element, styles no class and
 * sets no text size for the first time.
 */
function FormErrorSummary({ store, id, ref, serviceTemplate }: FormErrorSummaryProps) {
  const { t } = useTranslation('contact');
  const shown = { errors: usePart(store, 'errors'), refused: usePart(store, 'refused') };
  const listed = serviceTemplate ? ALL_ERRORS : summaryOf(shown);
  const items = (list: readonly ErrorItem[]) =>
    list.map(({ field, code }) => ({
      target: `${id}-${field}`,
      message: errorMessage(t, code),
      ...(serviceTemplate && { mark: code }),
    }));
  const rehearsal = useEffectEvent(() =>
    rehearse(
      <ErrorSummary
        title={t('form.summaryTitle')}
        headingLevel={3}
        errors={items(summaryOf({ errors: validate(emptyDraft), refused: {} }))}
      />,
    ),
  );
  useEffect(() => (serviceTemplate ? undefined : whenIdle(rehearsal)), [serviceTemplate]);
  return (
    <ErrorSummary
      ref={ref}
      title={t('form.summaryTitle')}
      headingLevel={3}
      focusOnLoad={serviceTemplate}
      errors={items(listed)}
    />
  );
}

type ContactFieldsProps = Pick<ContactFormState, 'draft' | 'status' | 'failure'> &
  Pick<ReturnType<typeof useContactForm>, 'formRef' | 'sentRef' | 'onFieldChange' | 'onSubmit'> & {
    /** The error summary, the same element for the form's life (it renders on its own). */
    summary: ReactNode;
    id: string;
    lng: string;
    /** Each field's error: the form's own check's, else what the service refused. */
    errors: ContactErrors;
  };

/** The form itself: the summary's place, the fields, the button and the results. */
const ContactFields = memo(function ContactFields({
  summary,
  id,
  lng,
  draft,
  errors,
  status,
  failure,
  formRef,
  sentRef,
  onFieldChange,
  onSubmit,
}: ContactFieldsProps) {
  const { t } = useTranslation('contact');
  const format = useFormat();
  const introId = `${id}-intro`;
  const sending = status === 'sending';

  /** A required field, read with "All fields are required" (its error and hint tied by React Aria). */
  const field = (name: ContactField, props: Partial<TextFieldProps> = {}) => {
    const code = errors[name];
    return (
      <TextField
        id={`${id}-${name}`}
        name={name}
        label={t(LABELS[name])}
        value={draft[name]}
        onChange={(value) => onFieldChange(name, value)}
        isRequired
        isInvalid={code !== undefined}
        errorMessage={code && errorMessage(t, code)}
        errorPrefix={t('form.errorPrefix')}
        aria-describedby={introId}
        {...props}
      />
    );
  };

  return (
    // Without the page's script, a native submission posts the fields to the contact service; the
    // loader stops it before the app is ready, and the app sends JSON itself.
    <Form
      ref={formRef}
      className={styles.form}
      onSubmit={onSubmit}
      method="post"
      action={site.contactApiUrl}
      validationBehavior="aria"
      {...{ [HOLD_SUBMIT]: '' }}
    >
      {summary}
      <p id={introId} className={styles.intro}>
        {t('form.intro')}
      </p>
      <input type="hidden" name="type" value={CONTACT_TYPE} />
      <input type="hidden" name="lang" value={lng} />
      {field('name', { autoComplete: 'name' })}
      {field('email', {
        type: 'email',
        autoComplete: 'email',
        spellCheck: 'false',
        description: t('form.emailHint'),
      })}
      {field('description', { rows: 6 })}
      {/* A native button: a press is the browser's own submit (mouse, finger, Enter, Space) and
          its hover, press and focus styles are CSS's, not React Aria's press state, which renders
          the button on each of a press's events. aria-disabled, not disabled: focus stays on the
          button while sending (a press then sends nothing). The held label shows only while the
          loader holds a submit. */}
      <button type="submit" className={styles.submit} aria-disabled={sending || undefined}>
        {sending ? (
          t('form.sending')
        ) : (
          <>
            <span className={styles.submitLabel}>{t('form.submit')}</span>
            <span className={styles.heldLabel} hidden {...{ [HELD_MESSAGE]: '' }}>
              {t('form.held')}
            </span>
          </>
        )}
      </button>
      <div role="status" className={styles.status}>
        {status === 'sent' && (
          <p ref={sentRef} className={styles.success}>
            {t('form.success')}
          </p>
        )}
      </div>
      <div role="alert" className={styles.status}>
        {status === 'failed' && (
          <div className={styles.failure}>
            <p>
              {failure?.busy
                ? t('form.failureBusy', {
                    wait: failure.waitSeconds
                      ? format.wait(failure.waitSeconds)
                      : t('form.failureWaitUnknown'),
                  })
                : t('form.failure')}
            </p>
            {/* Another way to reach the team (WCAG 3.3.3). */}
            <p>
              <Trans
                t={t}
                i18nKey="form.failureOther"
                values={{ email: site.contactEmail }}
                components={{
                  email: <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>,
                }}
              />
            </p>
          </div>
        )}
      </div>
    </Form>
  );
});
