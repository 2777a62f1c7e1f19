/**
 * The attribute that marks a part of a page the contact service fills in (its `value`, text or
 * link): `data-slot="back"`, `data-slot="wait"`. service/src/http/pages.ts reads the same names.
 */
export const SLOT = 'data-slot';
/** The attribute of the failure page's paragraphs, one per reason (`data-reason="busy"`…). */
export const REASON = 'data-reason';
