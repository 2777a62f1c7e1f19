import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import {
  Button,
  FieldError,
  Form,
  Input,
  Label,
  Text,
  TextArea,
  TextField,
} from 'react-aria-components';
import { CircleAlert } from 'lucide-react';
import { usePageStatus } from '../../app/page-status';
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
const FIELDS: readonly ContactField[] = ['name', 'email', 'description'];
const LABELS = { name: 'form.name', email: 'form.email', description: 'form.message' } as const;

/**
 * The contact form (SPEC.md sections 4, 5, 7), after the GOV.UK Design System: validate on
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

  const fieldProps = (field: ContactField) => ({
    name: field,
    value: draft[field],
    onChange: change(field),
    isInvalid: Boolean(errors[field]),
    validationBehavior: 'aria' as const,
    className: styles.field,
  });

  const message = (field: ContactField) => {
    const code = errors[field];
    return code ? (
      <FieldError className={styles.error}>
        <CircleAlert size={18} aria-hidden="true" focusable="false" />
        <span>
          <span className="visually-hidden">{t('form.errorPrefix')} </span>
          {t(`errors.${code}`)}
        </span>
      </FieldError>
    ) : null;
  };

  return (
    <Form className={styles.form} onSubmit={onSubmit} validationBehavior="aria">
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
      <TextField {...fieldProps('name')} autoComplete="name">
        <Label className={styles.label}>{t(LABELS.name)}</Label>
        <Input id={fieldId('name')} className={styles.input} />
        {message('name')}
      </TextField>
      <TextField {...fieldProps('email')} type="email" autoComplete="email">
        <Label className={styles.label}>{t(LABELS.email)}</Label>
        <Text slot="description" className={styles.hint}>
          {t('form.emailHint')}
        </Text>
        <Input id={fieldId('email')} className={styles.input} spellCheck={false} />
        {message('email')}
      </TextField>
      <TextField {...fieldProps('description')}>
        <Label className={styles.label}>{t(LABELS.description)}</Label>
        <TextArea id={fieldId('description')} className={styles.input} rows={6} />
        {message('description')}
      </TextField>
      <Button type="submit" className={styles.submit} isDisabled={sending}>
        {sending ? t('form.sending') : t('form.submit')}
      </Button>
      <div role="status" className={styles.status}>
        {result === 'success' && <p className={styles.success}>{t('form.success')}</p>}
      </div>
      <div role="alert" className={styles.status}>
        {result === 'failure' && <p className={styles.failure}>{t('form.failure')}</p>}
      </div>
    </Form>
  );
}
