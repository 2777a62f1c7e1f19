/**
 * Structure of the privacy notice (/privacy): its date, its facts and the fields of the contact
 * request, in order (its other lists are in its locale file alone). The words are in
 * locales/<lng>/privacy.json; the facts the notice states (where messages go, how long they are
 * kept, whether measurement or a calendar is on) come from the settings
 * (content/site.ts) of the build, so the notice describes the site as built.
 */

/** The day this notice was last changed (ISO, UTC); shown at the top, written for the language. */
export const privacyNoticeDate = '2026-11-24';

/** The hero's at-a-glance facts. */
export const privacyFacts = ['cookies', 'measurement', 'retention', 'draft'] as const;

/**
 * What the contact form sends, in the order of the request body (src/contact/validation.ts
 * `payload()`: the three fields the visitor fills in, then the fixed `type`).
 */
export const contactFields = ['name', 'email', 'description', 'type'] as const;
