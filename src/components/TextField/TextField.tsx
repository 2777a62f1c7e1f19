import { useRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useTextField, type AriaTextFieldProps } from 'react-aria';
import { FormContext, useSlottedContext } from 'react-aria-components';
import { CircleAlert } from 'lucide-react';
import styles from './TextField.module.css';

export interface TextFieldProps extends AriaTextFieldProps {
  label: string;
  /** A hint under the label, read with the field. */
  description?: string;
  /**
   * The message under the field while it is invalid (`isInvalid`); without one, the messages of
   * React Aria's own validation (`validate`, `validationErrors` of the form).
   */
  errorMessage?: ReactNode;
  /** Read before the message, not shown (GOV.UK's "Error:"), in the language of the form. */
  errorPrefix?: string;
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
}

/**
 * A labelled text field, shaped like React Aria Components' starter `TextField`: the label, the
 * hint, the input (or a text area) and the error message, which React Aria ties to the input
 * (`aria-describedby`: hint, error, then the caller's own). The error is marked by more than
 * colour: an icon, a thicker edge and the words.
 *
 * Built on React Aria's `useTextField` rather than the `TextField` component: that component
 * imports `Autocomplete`, which brings React Aria's on-screen keyboard tracker (a `focus` listener
 * on `window` that forces style and layout on every focus) and `useAutocomplete`'s strings in 34
 * languages into the contact form's chunk. Inside a React Aria `Form` it follows the form's
 * `validationBehavior`, as the component does.
 */
export function TextField({
  label,
  description,
  errorMessage,
  errorPrefix,
  rows,
  validationBehavior,
  ...props
}: TextFieldProps) {
  const form = useSlottedContext(FormContext);
  // One element or the other for the field's life; React Aria gives a text area the same props
  // less `type` and `pattern` (typed here as the input's).
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const {
    labelProps,
    inputProps,
    descriptionProps,
    errorMessageProps,
    isInvalid,
    validationErrors,
  } = useTextField(
    {
      ...props,
      label,
      description,
      errorMessage: errorMessage ?? undefined,
      validationBehavior: validationBehavior ?? form?.validationBehavior ?? 'native',
      inputElementType: rows === undefined ? 'input' : ('textarea' as 'input'),
    },
    ref,
  );
  return (
    <div className={styles.field}>
      <label {...labelProps} className={styles.label}>
        {label}
      </label>
      {description && (
        <span {...descriptionProps} className={styles.description}>
          {description}
        </span>
      )}
      {rows === undefined ? (
        <input {...inputProps} ref={ref} className={styles.input} />
      ) : (
        <textarea
          {...(inputProps as TextareaHTMLAttributes<HTMLTextAreaElement>)}
          ref={ref}
          className={styles.input}
          rows={rows}
        />
      )}
      {isInvalid && (
        <span {...errorMessageProps} className={styles.error}>
          <CircleAlert size={18} aria-hidden="true" focusable="false" />
          <span>
            {errorPrefix && <span className="visually-hidden">{errorPrefix} </span>}
            {errorMessage ?? validationErrors.join(' ')}
          </span>
        </span>
      )}
    </div>
  );
}
