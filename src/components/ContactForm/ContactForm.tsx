import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CircleAlert } from 'lucide-react';
import { usePageStatus } from '../../site/page-status';
import {
  validate,
  payload,
  type ContactDraft,
  type ContactErrors,
  type ContactField,
  FIELD_LIMITS,
} from '../../contact/validation';
import { sendContact } from '../../contact/send';
import { clearDraft, emptyDraft, loadDraft, saveDraft } from '../../contact/draft';
import { HOLD_SUBMIT, takeHeldSubmit } from '../../contact/held';
import styles from './ContactForm.module.css';

type Result = 'success' | 'failure' | null;

interface FieldControlProps {
  id: string;
  name: ContactField;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string | undefined;
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

/**
 * The contact form, after the GOV.UK Design System: validate on
 * submit, then on every change; on a failed submit focus an error summary whose links move to
 * the fields; messages under each field; results in live regions; nothing typed is ever lost.
 * Before hydration the page's loader holds a submit (see src/contact/held.ts); it is sent here,
 * once, with what was typed.
 */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const [draft, setDraft] = useState<ContactDraft>(emptyDraft);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<Result>(null);
  const inFlight = useRef(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { setHasErrors } = usePageStatus();
  const id = useId();
  const fieldId = (field: ContactField) => `${id}-${field}`;
  const hasErrors = Object.keys(errors).length > 0;

  useEffect(() => {
    setHasErrors(hasErrors);
  }, [hasErrors, setHasErrors]);
  useEffect(() => () => setHasErrors(false), [setHasErrors]);

  const change = (field: ContactField) => (value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    saveDraft(next);
    if (attempted) setErrors(validate(next));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A submit the loader held in the same moment is this one.
    takeHeldSubmit();
    void submit(draft);
  };

  const submit = async (current: ContactDraft) => {
    if (inFlight.current) return;
    const found = validate(current);
    setAttempted(true);
    if (Object.keys(found).length > 0) {
      flushSync(() => {
        setErrors(found);
        setResult(null);
      });
      summaryRef.current?.focus();
      return;
    }
    setErrors({});
    inFlight.current = true;
    setSending(true);
    setResult(null);
    try {
      await sendContact(payload(current));
      setResult('success');
      setDraft(emptyDraft);
      setAttempted(false);
      clearDraft();
    } catch (error) {
      console.error('Contact message not sent:', error);
      setResult('failure');
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  // After hydration, before the first paint: keep what was typed before the app was ready
  // (hydration leaves it in the DOM, the next render would wipe it), else the unsent draft of
  // this tab (the server has no sessionStorage); then send a submit the loader held.
  useLayoutEffect(() => {
    const typed = formRef.current ? readFields(formRef.current) : emptyDraft;
    const stored = loadDraft() ?? emptyDraft;
    const initial = {
      name: typed.name || stored.name,
      email: typed.email || stored.email,
      description: typed.description || stored.description,
    };
    setDraft(initial);
    if (typed.name || typed.email || typed.description) saveDraft(initial);
    // After the commit: a failed validation focuses the summary with flushSync.
    if (takeHeldSubmit()) queueMicrotask(() => void submit(initial));
  }, []);

  const focusField = (field: ContactField) => (event: MouseEvent) => {
    event.preventDefault();
    document.getElementById(fieldId(field))?.focus();
  };

  /** A labelled field with its hint and error tied by aria-describedby. */
  const field = (
    name: ContactField,
    control: (props: FieldControlProps) => ReactNode,
    hint?: string,
  ) => {
    const code = errors[name];
    const hintId = `${fieldId(name)}-hint`;
    const errorId = `${fieldId(name)}-error`;
    const describedBy = [hint && hintId, code && errorId].filter(Boolean).join(' ');
    return (
      <div className={styles.field}>
        <label htmlFor={fieldId(name)} className={styles.label}>
          {t(LABELS[name])}
        </label>
        {hint && (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        )}
        {control({
          id: fieldId(name),
          name,
          value: draft[name],
          onChange: (event) => change(name)(event.target.value),
          'aria-invalid': code ? true : undefined,
          'aria-describedby': describedBy || undefined,
          className: styles.input,
        })}
        {code && (
          <p id={errorId} className={styles.error}>
            <CircleAlert size={18} aria-hidden="true" focusable="false" />
            <span>
              <span className="visually-hidden">{t('form.errorPrefix')} </span>
              {t(`errors.${code}`, { max: FIELD_LIMITS[name] })}
            </span>
          </p>
        )}
      </div>
    );
  };

  return (
    // method="post": should the page's script never run, a native submit still keeps what was
    // typed out of the URL; the loader stops it before the app is ready.
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={onSubmit}
      method="post"
      noValidate
      {...{ [HOLD_SUBMIT]: '' }}
    >
      {hasErrors && (
        // Focused (so announced) on a failed submit only: not a live region, so fixing a field
        // afterwards updates it silently.
        <div
          ref={summaryRef}
          className={styles.summary}
          role="group"
          tabIndex={-1}
          aria-labelledby={`${id}-summary`}
          aria-describedby={`${id}-summary-list`}
        >
          <h3 id={`${id}-summary`} className={styles.summaryTitle}>
            {t('form.summaryTitle')}
          </h3>
          <ul id={`${id}-summary-list`}>
            {FIELDS.map((field) => {
              const code = errors[field];
              return code ? (
                <li key={field}>
                  <a href={`#${fieldId(field)}`} onClick={focusField(field)}>
                    {t(`errors.${code}`, { max: FIELD_LIMITS[field] })}
                  </a>
                </li>
              ) : null;
            })}
          </ul>
        </div>
      )}
      <p className={styles.intro}>{t('form.intro')}</p>
      {field('name', (props) => (
        <input {...props} type="text" autoComplete="name" />
      ))}
      {field(
        'email',
        (props) => (
          <input {...props} type="email" autoComplete="email" spellCheck={false} />
        ),
        t('form.emailHint'),
      )}
      {field('description', (props) => (
        <textarea {...props} rows={6} />
      ))}
      {/* aria-disabled, not disabled: focus stays on the button while sending (the in-flight
          guard refuses a second send). The held label shows only while the loader holds a submit. */}
      <button type="submit" className={styles.submit} aria-disabled={sending || undefined}>
        {sending ? (
          t('form.sending')
        ) : (
          <>
            <span className={styles.submitLabel}>{t('form.submit')}</span>
            <span className={styles.heldLabel} hidden>
              {t('form.held')}
            </span>
          </>
        )}
      </button>
      <div role="status" className={styles.status}>
        {result === 'success' && <p className={styles.success}>{t('form.success')}</p>}
      </div>
      <div role="alert" className={styles.status}>
        {result === 'failure' && <p className={styles.failure}>{t('form.failure')}</p>}
      </div>
    </form>
  );
}
