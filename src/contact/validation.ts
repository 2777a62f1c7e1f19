/**
 * Contact message validation, shared by the form and the contact service
 * (service/). Self-contained and erasable TypeScript so Node can run it directly.
 * Returns error codes; the form translates them.
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
/**
 * Code points an address never holds: lone surrogates (text that is not well-formed), private-use
 * characters (no meaning outside one system) and unassigned ones (no meaning yet), none of which
 * a reader can check by eye.
 */
const EMAIL_UNREADABLE = /[\p{Cs}\p{Co}\p{Cn}]/u;
/** Control characters other than tab and line feed: invisible, and unsafe in logs and mail. */
const MESSAGE_CONTROLS = /(?![\t\n])\p{Cc}/gu;
/**
 * Invisible characters that change how a message reads without showing: the bidirectional
 * marks, embeddings, overrides and isolates (U+061C, U+200E–200F, U+202A–202E, U+2066–2069),
 * zero-width space, word joiner and invisible operators (U+200B, U+2060–2064), the byte-order
 * mark (U+FEFF), the Mongolian vowel separator (U+180E) and the tag characters (U+E0000–E007F,
 * which can spell hidden text). The zero-width joiner and non-joiner (U+200C, U+200D) stay: emoji
 * sequences and several scripts (Persian, the Indic scripts) are written with them.
 */
const MESSAGE_INVISIBLE =
  /[\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u{E0000}-\u{E007F}]/gu;

/**
 * Trims each field, folds runs of spaces in the name, and makes the message well-formed (a lone
 * surrogate becomes U+FFFD) without control or invisible characters (keeping tabs and line
 * breaks; a CR LF pair becomes one line feed).
 */
export function normalize(draft: ContactDraft): ContactDraft {
  return {
    name: draft.name.trim().replace(/\s+/gu, ' '),
    email: draft.email.trim(),
    description: draft.description
      .toWellFormed()
      .replace(/\r\n?/gu, '\n')
      .replace(MESSAGE_CONTROLS, '')
      .replace(MESSAGE_INVISIBLE, '')
      .trim(),
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
  else if (!email.isWellFormed() || EMAIL_UNREADABLE.test(email) || !EMAIL.test(email)) {
    errors.email = 'emailInvalid';
  }
  if (!description) errors.description = 'messageRequired';
  else if (tooLong('description', description)) errors.description = 'messageTooLong';
  return errors;
}

/** The request body the API receives. */
export function payload(draft: ContactDraft): ContactDraft & { type: typeof CONTACT_TYPE } {
  return { ...normalize(draft), type: CONTACT_TYPE };
}
