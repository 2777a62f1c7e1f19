import type { ReactNode } from 'react';
import {
  FieldError,
  Input,
  Label,
  Text,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { CircleAlert } from 'lucide-react';
import styles from './TextField.module.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children' | 'className'> {
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
 */
export function TextField({
  label,
  description,
  errorMessage,
  errorPrefix,
  rows,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      className={styles.field}
      // React Aria writes type="text" until it has seen the element in the browser: a text area
      // gets none, or its prerendered HTML would be invalid (W3C Nu HTML Checker).
      {...(rows !== undefined && { type: null as unknown as 'text' })}
    >
      <Label className={styles.label}>{label}</Label>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      {rows === undefined ? (
        <Input className={styles.input} />
      ) : (
        <TextArea className={styles.input} rows={rows} />
      )}
      <FieldError className={styles.error}>
        {({ validationErrors }) => (
          <>
            <CircleAlert size={18} aria-hidden="true" focusable="false" />
            <span>
              {errorPrefix && <span className="visually-hidden">{errorPrefix} </span>}
              {errorMessage ?? validationErrors.join(' ')}
            </span>
          </>
        )}
      </FieldError>
    </AriaTextField>
  );
}
