import {
  useEffect,
  useId,
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
} from '../../contact/validation';
import { sendContact } from '../../contact/send';
import { clearDraft, emptyDraft, loadDraft, saveDraft } from '../../contact/draft';
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

/**
 * The contact form, after the GOV.UK Design System: validate on
 * submit, then on every change; on a failed submit focus an error summary whose links move to
 * the fields; messages under each field; results in live regions; nothing typed is ever lost.
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
  const { setHasErrors } = usePageStatus();
  const id = useId();
  const fieldId = (field: ContactField) => `${id}-${field}`;
  const hasErrors = Object.keys(errors).length > 0;

  // Restore an unsent draft after hydration (the server has no sessionStorage).
  useEffect(() => {
    const stored = loadDraft();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- syncing from browser storage
    if (stored) setDraft(stored);
  }, []);

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

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const found = validate(draft);
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
      await sendContact(payload(draft));
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
              {t(`errors.${code}`)}
            </span>
          </p>
        )}
      </div>
    );
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {hasErrors && (
        <div
          ref={summaryRef}
          className={styles.summary}
          role="alert"
          tabIndex={-1}
          aria-labelledby={`${id}-summary`}
        >
          <h3 id={`${id}-summary`} className={styles.summaryTitle}>
            {t('form.summaryTitle')}
          </h3>
          <ul>
            {FIELDS.map((field) => {
              const code = errors[field];
              return code ? (
                <li key={field}>
                  <a href={`#${fieldId(field)}`} onClick={focusField(field)}>
                    {t(`errors.${code}`)}
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
      <button type="submit" className={styles.submit} disabled={sending}>
        {sending ? t('form.sending') : t('form.submit')}
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
