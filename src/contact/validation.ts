/**
 * Contact message validation, shared by the form and the local receiver
 * (scripts/contact-receiver.ts). Self-contained and erasable TypeScript so Node can run it
 * directly. Returns error codes; the form translates them.
 */

export interface ContactDraft {
  name: string;
  email: string;
  description: string;
}

export type ContactField = keyof ContactDraft;

export type ContactErrorCode =
  'nameRequired' | 'nameLetters' | 'emailRequired' | 'emailInvalid' | 'messageRequired';

export type ContactErrors = Partial<Record<ContactField, ContactErrorCode>>;

/** The contact type code sent with every message (always "4"). */
export const CONTACT_TYPE = '4';

/** Letters of any script with their combining marks, and spaces between words. */
const NAME = /^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*$/u;
/**
 * A basic name@domain.tld shape with no spaces, no control characters (C0, DEL, C1) and none of
 * `<>"`, which have no place in an address a reply goes to and would break a mail header or markup.
 */
const EMAIL = /^[^\s@<>"\p{Cc}]+@[^\s@.<>"\p{Cc}]+(?:\.[^\s@.<>"\p{Cc}]+)*\.[^\s@.<>"\p{Cc}]{2,}$/u;
/** Control characters other than tab and line feed: invisible, and unsafe in logs and mail. */
const MESSAGE_CONTROLS = /(?![\t\n])\p{Cc}/gu;

/**
 * Trims each field, folds runs of spaces in the name and drops control characters from the
 * message (keeping tabs and line breaks; a CR LF pair becomes one line feed).
 */
export function normalize(draft: ContactDraft): ContactDraft {
  return {
    name: draft.name.trim().replace(/\s+/gu, ' '),
    email: draft.email.trim(),
    description: draft.description.replace(/\r\n?/gu, '\n').replace(MESSAGE_CONTROLS, '').trim(),
  };
}

/** Validates a draft; an empty object means it can be sent. */
export function validate(draft: ContactDraft): ContactErrors {
  const { name, email, description } = normalize(draft);
  const errors: ContactErrors = {};
  if (!name) errors.name = 'nameRequired';
  else if (!NAME.test(name)) errors.name = 'nameLetters';
  if (!email) errors.email = 'emailRequired';
  else if (!EMAIL.test(email)) errors.email = 'emailInvalid';
  if (!description) errors.description = 'messageRequired';
  return errors;
}

/** The request body the API receives. */
export function payload(draft: ContactDraft): ContactDraft & { type: typeof CONTACT_TYPE } {
  return { ...normalize(draft), type: CONTACT_TYPE };
}
