import type { TFunction } from 'i18next';
import { CODES } from './send';
import { FIELD_LIMITS, type ContactErrorCode, type ContactField } from './validation';

/**
 * An error code's message, in the contact namespace: the one place a code becomes words, for the
 * form and for the contact service's error page (the same form, prerendered with every message).
 */
export function errorMessage(t: TFunction<'contact'>, code: ContactErrorCode): string {
  return t(`errors.${code}`, { max: FIELD_LIMITS[CODES[code]] });
}

/** Every error of every field, in the fields' order: what the service's error page may list. */
export const ALL_ERRORS: readonly { field: ContactField; code: ContactErrorCode }[] = (
  Object.keys(CODES) as ContactErrorCode[]
).map((code) => ({ field: CODES[code], code }));
