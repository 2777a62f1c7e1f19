import {
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';
import { Trans, useTranslation } from 'react-i18next';
import { Button, Form } from 'react-aria-components';
import { site } from '../../../content/site';
import { useSetPageHasErrors } from '../../site/page-status';
import { useCurrentPage } from '../../site/page-context';
import { createStore, useStore, type Store } from '../../site/store';
import {
  validate,
  payload,
  CONTACT_TYPE,
  type ContactDraft,
  type ContactErrors,
  type ContactField,
} from '../../contact/validation';
import { ContactFailed, ContactRefused, sendContact } from '../../contact/send';
import { ALL_ERRORS, errorMessage } from '../../contact/messages';
import { useFormat } from '../../site/format';
import { clearDraft, emptyDraft, loadDraft, saveDraft } from '../../contact/draft';
import { HOLD_SUBMIT, takeHeldSubmit } from '../../contact/held';
import { HELD_MESSAGE } from '../../site/documentMarks';
import { formHydrated } from '../../contact/deferred';
import { ErrorSummary } from '../ErrorSummary/ErrorSummary';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import styles from './ContactForm.module.css';

/** Where a send stands: on its way, sent, or failed. */
export type ContactStatus = 'sending' | 'sent' | 'failed';

/** A state of the form: what is typed, the errors shown, and the send's status. */
export interface ContactFormState {
  draft?: ContactDraft;
  /** The form's own check's errors (on submit, then re-checked while a field is invalid). */
  errors?: ContactErrors;
  /** What the contact service refused, by field, until the person edits that field. */
  refused?: ContactErrors;
  status?: ContactStatus;
}

export interface ContactFormProps {
  /** The state to start in (the kit's examples); the site's form starts empty, or with the tab's draft. */
  initial?: ContactFormState;
  /**
   * The form as the contact service's error page shows it (prerendered at /newContact/error, a
   * page without script): its error summary lists the message of every code of every field, each
   * item marked `data-error="<code>"` for the service to keep or drop, and takes focus as the page
   * loads (`autofocus`).
   */
  serviceTemplate?: boolean;
}

const FIELDS: readonly ContactField[] = ['name', 'email', 'description'];
const LABELS = { name: 'form.name', email: 'form.email', description: 'form.message' } as const;

/** What the fields hold now: text typed before hydration is in the DOM, not yet in state. */
function readFields(form: HTMLFormElement): ContactDraft {
  const value = (field: ContactField) => {
    const control = form.elements.namedItem(field);
    return control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement
      ? control.value
      : '';
  };
  return { name: value('name'), email: value('email'), description: value('description') };
}

const without = (errors: ContactErrors, field: ContactField): ContactErrors =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => key !== field));

/** What the summary lists: the form's own check's error for each field, else the service's. */
const shownOf = (errors: ContactErrors, refused: ContactErrors): ContactErrors =>
  Object.fromEntries(
    FIELDS.flatMap((field) => {
      const code = errors[field] ?? refused[field];
      return code ? [[field, code]] : [];
    }),
  );

const sameErrors = (a: ContactErrors, b: ContactErrors) =>
  FIELDS.every((field) => a[field] === b[field]);

/**
 * The contact form, on React Aria Components' `Form` and `TextField`s (required in the
 * accessibility tree, `validationBehavior="aria"`), after the GOV.UK Design System: validate on
 * submit, then re-check only a field that is invalid as the person corrects it; on a failed submit
 * focus an error summary whose links move to the fields; messages under each field; results in
 * live regions, the confirmation scrolled into view; nothing typed is ever lost. What the contact
 * service refuses (a 400) comes back through the form's `validationErrors`.
 *
 * Without JavaScript the form posts itself (`application/x-www-form-urlencoded`, fields `name`,
 * `email`, `description`, `type`, `lang`) to the contact service, which answers with a page in the
 * page's language. Before hydration the page's loader holds a submit (see src/contact/held.ts); it
 * is sent here, once, with what was typed.
 */
export function ContactForm({ initial, serviceTemplate = false }: ContactFormProps) {
  const { lng } = useCurrentPage();
  const [draft, setDraft] = useState<ContactDraft>(initial?.draft ?? emptyDraft);
  const [errors, setErrors] = useState<ContactErrors>(initial?.errors ?? {});
  const [refused, setRefused] = useState<ContactErrors>(initial?.refused ?? {});
  const [sending, setSending] = useState(initial?.status === 'sending');
  const [result, setResult] = useState<Exclude<ContactStatus, 'sending'> | null>(
    initial?.status === 'sending' ? null : (initial?.status ?? null),
  );
  /** Why the last send failed: too many from the network (429), with the wait when known. */
  const [failure, setFailure] = useState<Failure>({ busy: false });
  // An example shown sending has a send on its way: a press sends nothing more.
  const inFlight = useRef(initial?.status === 'sending');
  /** An example's state is shown as it is: no draft restored, no held submit taken. */
  const [isExample] = useState(initial !== undefined);
  const summaryRef = useRef<HTMLDivElement>(null);
  /** What the error summary lists: it alone renders again when that changes (see below). */
  const [summaryErrors] = useState(() =>
    createStore(shownOf(initial?.errors ?? {}, initial?.refused ?? {}), sameErrors),
  );
  /** A failed submit's summary is to be scrolled into view once the fields show their errors. */
  const summaryScroll = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const setHasErrors = useSetPageHasErrors();
  const id = useId();
  /** What the summary lists, and the title's "Error: " prefix while it lists anything. */
  const showErrors = useCallback(
    (shown: ContactErrors) => {
      summaryErrors.set(shown);
      setHasErrors(Object.keys(shown).length > 0);
    },
    [summaryErrors, setHasErrors],
  );
  useEffect(() => () => setHasErrors(false), [setHasErrors]);

  // The confirmation appears below the button: bring it into view (at 320 px it is off screen).
  // Focus stays on the button; the status region announces it.
  useEffect(() => {
    if (result === 'sent' && !isExample) sentRef.current?.scrollIntoView({ block: 'nearest' });
  }, [result, isExample]);

  const change = (field: ContactField) => (value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    saveDraft(next);
    // Only a field already shown invalid is checked again as it changes.
    if (errors[field]) {
      const now = validate(next)[field];
      setErrors(now ? { ...errors, [field]: now } : without(errors, field));
    }
    if (refused[field]) setRefused(without(refused, field));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A submit the loader held in the same moment is this one.
    takeHeldSubmit();
    void submit(draft);
  };

  const showSummary = (found: ContactErrors, from: 'check' | 'service') => {
    // One render: the summary, the title's prefix, and the form's state (whose fields follow).
    flushSync(() => {
      setErrors(from === 'check' ? found : {});
      setRefused(from === 'service' ? found : {});
      setResult(null);
      showErrors(shownOf(found, {}));
    });
    // Focus moves at once (so the summary is announced); the scroll that brings it into view waits
    // until the fields show their messages (below), right after the press has painted: scrolled
    // before, the browser's scroll anchoring would keep the part of the form in view in place as
    // the messages appear and carry the summary above the screen.
    summaryRef.current?.focus({ preventScroll: true });
    summaryScroll.current = true;
  };

  const submit = async (current: ContactDraft) => {
    if (inFlight.current) return;
    const found = validate(current);
    if (Object.keys(found).length > 0) return showSummary(found, 'check');
    setErrors({});
    setRefused({});
    inFlight.current = true;
    setSending(true);
    setResult(null);
    try {
      await sendContact(payload(current));
      setResult('sent');
      setDraft(emptyDraft);
      clearDraft();
    } catch (error) {
      if (error instanceof ContactRefused) showSummary(error.errors, 'service');
      else {
        console.error('Contact message not sent:', error);
        const busy = error instanceof ContactFailed && error.status === 429;
        setFailure({
          busy,
          ...(busy && error.retryAfterSeconds && { waitSeconds: error.retryAfterSeconds }),
        });
        setResult('failed');
      }
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  // After hydration, before the first paint: keep what was typed before the app was ready
  // (hydration leaves it in the DOM, the next render would wipe it), else the unsent draft of
  // this tab (the server has no sessionStorage); then send a submit the loader held.
  const start = useEffectEvent(() => {
    formHydrated();
    if (isExample) return;
    const typed = formRef.current ? readFields(formRef.current) : emptyDraft;
    const stored = loadDraft() ?? emptyDraft;
    const restored = {
      name: typed.name || stored.name,
      email: typed.email || stored.email,
      description: typed.description || stored.description,
    };
    setDraft(restored);
    if (typed.name || typed.email || typed.description) saveDraft(restored);
    // After the commit: a failed validation focuses the summary with flushSync.
    if (takeHeldSubmit()) queueMicrotask(() => void submit(restored));
  });
  useLayoutEffect(() => start(), []);

  // What the summary lists: rendered at once on a failed submit (it takes focus), from a store
  // that the summary alone reads (set in the press itself, and here as fields are corrected). The
  // fields get the same errors as a deferred value: React renders them, with their messages, right
  // after the frame that shows the summary, in work it can interrupt, so the press that failed
  // paints without waiting for every field to render.
  useLayoutEffect(() => showErrors(shownOf(errors, refused)), [showErrors, errors, refused]);
  // A failed send is an error too: the title says so until the next send.
  useLayoutEffect(() => {
    if (result === 'failed') setHasErrors(true);
  }, [result, errors, refused, setHasErrors]);
  const summary = useMemo<Summary>(
    () => ({ errors: summaryErrors, id, ref: summaryRef, serviceTemplate }),
    [summaryErrors, id, serviceTemplate],
  );
  const latest = useMemo(() => ({ errors, refused }), [errors, refused]);
  const fieldState = useDeferredValue(latest);
  // The fields show what the summary lists: bring the summary back into view.
  useLayoutEffect(() => {
    if (fieldState !== latest || !summaryScroll.current) return;
    summaryScroll.current = false;
    // At once, after stopping a smooth scroll still under way (the Tab that reached Send scrolls
    // smoothly where motion is allowed): carried on, it left the summary under the sticky header.
    const summaryElement = summaryRef.current;
    if (typeof summaryElement?.scrollIntoView !== 'function') return;
    window.scrollTo({ top: window.scrollY, left: window.scrollX, behavior: 'instant' });
    summaryElement.scrollIntoView({ block: 'nearest', behavior: 'instant' });
  }, [fieldState, latest]);
  // The field set's callbacks keep their identity (it renders again only when what it shows
  // changes) and call this render's handlers.
  const handlers = useRef({ change, onSubmit });
  useLayoutEffect(() => {
    handlers.current = { change, onSubmit };
  });
  const onFieldChange = useCallback(
    (field: ContactField, value: string) => handlers.current.change(field)(value),
    [],
  );
  const onFormSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => handlers.current.onSubmit(event),
    [],
  );

  return (
    <ContactFields
      summary={summary}
      id={id}
      lng={lng}
      draft={draft}
      errors={fieldState.errors}
      refused={fieldState.refused}
      sending={sending}
      result={result}
      failure={failure}
      formRef={formRef}
      sentRef={sentRef}
      onFieldChange={onFieldChange}
      onSubmit={onFormSubmit}
    />
  );
}

interface Summary {
  /** What it lists. */
  errors: Store<ContactErrors>;
  /** The form's id prefix (useId): the fields' ids are `<id>-<field>`. */
  id: string;
  ref: RefObject<HTMLDivElement | null>;
  /** The service's error page: every message listed and marked (ContactFormProps). */
  serviceTemplate: boolean;
}

/** What the summary lists now: one error per field, from the store. */
function StoredErrorSummary({ errors, serviceTemplate, id, ref }: Summary) {
  const { t } = useTranslation('contact');
  const shown = useStore(errors);
  const listed = serviceTemplate
    ? ALL_ERRORS
    : FIELDS.flatMap((field) => {
        const code = shown[field];
        return code ? [{ field, code }] : [];
      });
  return (
    <ErrorSummary
      ref={ref}
      title={t('form.summaryTitle')}
      headingLevel={3}
      focusOnLoad={serviceTemplate}
      errors={listed.map(({ field, code }) => ({
        target: `${id}-${field}`,
        message: errorMessage(t, code),
        ...(serviceTemplate && { mark: code }),
      }))}
    />
  );
}

/** Why a send failed: `busy` for too many messages from the network (429), with its wait. */
interface Failure {
  busy: boolean;
  waitSeconds?: number;
}

interface ContactFieldsProps {
  /** The error summary's parts, the same for the form's life: the summary renders on its own. */
  summary: Summary;
  id: string;
  lng: string;
  draft: ContactDraft;
  /** The form's own check's errors, shown under each field. */
  errors: ContactErrors;
  /** What the contact service refused, as React Aria's form-level errors. */
  refused: ContactErrors;
  sending: boolean;
  result: Exclude<ContactStatus, 'sending'> | null;
  failure: Failure;
  formRef: RefObject<HTMLFormElement | null>;
  sentRef: RefObject<HTMLParagraphElement | null>;
  onFieldChange: (field: ContactField, value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** The form itself: the summary's place, the fields, the button and the results. */
const ContactFields = memo(function ContactFields({
  summary,
  id,
  lng,
  draft,
  errors,
  refused,
  sending,
  result,
  failure,
  formRef,
  sentRef,
  onFieldChange,
  onSubmit,
}: ContactFieldsProps) {
  const { t } = useTranslation('contact');
  const format = useFormat();
  const fieldId = (field: ContactField) => `${id}-${field}`;
  const introId = `${id}-intro`;
  // What the service refused, as React Aria's form-level errors: shown under each field until the
  // person edits it. The same object from render to render while nothing is refused anew: React
  // Aria's fields take a new one as new errors from the service (and render twice to take them).
  const validationErrors = useMemo(
    () =>
      Object.fromEntries(
        FIELDS.flatMap((field) => {
          const code = refused[field];
          return code ? [[field, errorMessage(t, code)]] : [];
        }),
      ),
    [refused, t],
  );

  /** A required field, read with "All fields are required"; its error, the form's own check's. */
  const field = (name: ContactField, props: Partial<TextFieldProps>) => {
    const code = errors[name];
    return (
      <TextField
        id={fieldId(name)}
        name={name}
        label={t(LABELS[name])}
        value={draft[name]}
        onChange={(value) => onFieldChange(name, value)}
        isRequired
        // The form's own check, shown at once (validationBehavior="aria").
        validate={() => (code ? errorMessage(t, code) : null)}
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
      validationErrors={validationErrors}
      {...{ [HOLD_SUBMIT]: '' }}
    >
      <StoredErrorSummary {...summary} />
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
      {/* aria-disabled, not disabled: focus stays on the button while sending (the in-flight
          guard refuses a second send). The held label shows only while the loader holds a submit. */}
      <Button type="submit" className={styles.submit} aria-disabled={sending || undefined}>
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
      </Button>
      <div role="status" className={styles.status}>
        {result === 'sent' && (
          <p ref={sentRef} className={styles.success}>
            {t('form.success')}
          </p>
        )}
      </div>
      <div role="alert" className={styles.status}>
        {result === 'failed' && (
          <div className={styles.failure}>
            <p>
              {failure.busy
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
