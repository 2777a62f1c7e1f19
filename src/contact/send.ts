import { site } from '../../content/site';
import type { ContactDraft, ContactErrorCode, ContactErrors, ContactField } from './validation';

/** No answer within this time counts as a failure. */
export const CONTACT_TIMEOUT_MS = 15_000;

/** Every error code the contact service may answer with (the form has a message for each), and its field. */
export const CODES = {
  nameRequired: 'name',
  nameLetters: 'name',
  nameTooLong: 'name',
  emailRequired: 'email',
  emailInvalid: 'email',
  emailTooLong: 'email',
  messageRequired: 'description',
  messageTooLong: 'description',
} as const satisfies Record<ContactErrorCode, ContactField>;

/** The contact service refused the message: a 400 naming, per field, what is wrong. */
export class ContactRefused extends Error {
  readonly errors: ContactErrors;
  constructor(errors: ContactErrors) {
    super('Contact API refused the message');
    this.errors = errors;
  }
}

/**
 * The contact service did not take the message: its status (none when no answer came), and for a
 * 429 how long to wait, from `Retry-After` (seconds), when it says.
 */
export class ContactFailed extends Error {
  readonly status: number | undefined;
  readonly retryAfterSeconds: number | undefined;
  constructor(status: number, retryAfter: string | null) {
    super(`Contact API answered ${status}`);
    this.status = status;
    const seconds = Number(retryAfter);
    this.retryAfterSeconds =
      retryAfter !== null && Number.isInteger(seconds) && seconds > 0 ? seconds : undefined;
  }
}

/**
 * The errors of a 400's body, `{"errors":[{"field","code"}]}`; null when the body is anything else
 * or names a field or code the form does not know.
 */
export function refusedErrors(body: unknown): ContactErrors | null {
  const list = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(list) || list.length === 0) return null;
  const errors: ContactErrors = {};
  for (const entry of list as { field?: unknown; code?: unknown }[]) {
    const { field, code } = entry ?? {};
    if (typeof code !== 'string' || !Object.hasOwn(CODES, code)) return null;
    if (CODES[code as ContactErrorCode] !== field) return null;
    errors[field as ContactField] ??= code as ContactErrorCode;
  }
  return errors;
}

/**
 * POSTs a contact message as JSON. A direct 200 resolves; a 400 that names what is wrong rejects
 * with `ContactRefused`; any other status with `ContactFailed` (its status and Retry-After); a
 * redirect, a network error or no answer within the timeout rejects. Redirects are refused because a 301/302 turns the POST into a GET whose 200
 * says nothing about the message.
 */
export async function sendContact(
  body: ContactDraft & { type: string },
  { url = site.contactApiUrl, timeoutMs = CONTACT_TIMEOUT_MS } = {},
): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('Contact API timed out')), timeoutMs);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: controller.signal,
      redirect: 'error',
    });
    if (response.redirected) throw new Error('Contact API redirected');
    if (response.status === 400) {
      const errors = refusedErrors(await response.json().catch(() => null));
      if (errors) throw new ContactRefused(errors);
    }
    if (response.status !== 200) {
      throw new ContactFailed(response.status, response.headers.get('Retry-After'));
    }
  } finally {
    clearTimeout(timer);
  }
}
