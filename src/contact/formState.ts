import { emptyDraft } from './draft';
import { ContactFailed } from './send';
import {
  validate,
  type ContactDraft,
  type ContactErrorCode,
  type ContactErrors,
  type ContactField,
} from './validation';

/** Where the form stands: being filled in, its message on its way, sent, or not sent. */
export type ContactStatus = 'idle' | 'sending' | 'sent' | 'failed';

/** Why a send failed: `busy` for too many messages from the network (429), with its wait. */
export interface ContactFailure {
  busy: boolean;
  waitSeconds?: number;
}

/** The contact form's one state: what is typed, what is wrong with it, and where the send is. */
export interface ContactFormState {
  draft: ContactDraft;
  /** The form's own check's errors: set on submit, then re-checked while a field is invalid. */
  errors: ContactErrors;
  /** What the contact service refused (a 400), by field, until the person edits that field. */
  refused: ContactErrors;
  status: ContactStatus;
  failure: ContactFailure | null;
}

export type ContactFormAction =
  /** Hydrated: what was typed before the app ran, else the tab's unsent draft, field by field. */
  | { type: 'restore'; typed: ContactDraft; stored: ContactDraft | null }
  | { type: 'edit'; field: ContactField; value: string }
  /** Checks the draft: its errors, or on its way (nothing changes while a send is on its way). */
  | { type: 'submit' }
  | { type: 'sent' }
  | { type: 'refused'; errors: ContactErrors }
  | { type: 'failed'; failure: ContactFailure };

const FIELDS: readonly ContactField[] = ['name', 'email', 'description'];
const none: ContactErrors = {};

export function initialState(given: Partial<ContactFormState> = {}): ContactFormState {
  return {
    draft: emptyDraft,
    errors: none,
    refused: none,
    status: 'idle',
    failure: null,
    ...given,
  };
}

const sameErrors = (a: ContactErrors, b: ContactErrors) =>
  FIELDS.every((field) => a[field] === b[field]);

const withError = (errors: ContactErrors, field: ContactField, code?: ContactErrorCode) => {
  if (errors[field] === code) return errors;
  const others = Object.fromEntries(Object.entries(errors).filter(([key]) => key !== field));
  return code ? { ...others, [field]: code } : others;
};

/**
 * The form's rules, after the GOV.UK Design System: validate on submit, then re-check only a
 * field that is invalid as the person corrects it; what the service refused stands until that
 * field is edited; nothing typed is lost but by a send that succeeded.
 */
export function contactForm(state: ContactFormState, action: ContactFormAction): ContactFormState {
  switch (action.type) {
    case 'restore': {
      const { typed, stored } = action;
      const draft = Object.fromEntries(
        FIELDS.map((field) => [field, typed[field] || stored?.[field] || '']),
      ) as unknown as ContactDraft;
      return { ...state, draft };
    }
    case 'edit': {
      const { field, value } = action;
      const draft = { ...state.draft, [field]: value };
      const errors = state.errors[field]
        ? withError(state.errors, field, validate(draft)[field])
        : state.errors;
      return { ...state, draft, errors, refused: withError(state.refused, field) };
    }
    case 'submit': {
      if (state.status === 'sending') return state;
      const found = validate(state.draft);
      const valid = Object.keys(found).length === 0;
      const errors = valid ? none : sameErrors(state.errors, found) ? state.errors : found;
      // Submitted again with the same mistakes: the same state, so nothing renders again.
      if (!valid && errors === state.errors && state.refused === none && state.status === 'idle')
        return state;
      return {
        ...state,
        errors,
        refused: none,
        status: valid ? 'sending' : 'idle',
        failure: null,
      };
    }
    case 'sent':
      return { ...state, draft: emptyDraft, status: 'sent' };
    case 'refused':
      return { ...state, errors: none, refused: action.errors, status: 'idle' };
    case 'failed':
      return { ...state, status: 'failed', failure: action.failure };
  }
}

/** Each field's error as the field shows it: the form's own check's, else the service's. */
export function fieldErrors({ errors, refused }: Pick<ContactFormState, 'errors' | 'refused'>) {
  return Object.fromEntries(
    FIELDS.flatMap((field) => {
      const code = errors[field] ?? refused[field];
      return code ? [[field, code]] : [];
    }),
  ) as ContactErrors;
}

/** What the error summary lists: the fields' errors, in the fields' order. */
export function summaryOf(state: Pick<ContactFormState, 'errors' | 'refused'>) {
  const shown = fieldErrors(state);
  return FIELDS.flatMap((field) => {
    const code = shown[field];
    return code ? [{ field, code }] : [];
  });
}

/** The title's "Error: " prefix: while the summary lists anything, or the last send failed. */
export function pageHasErrors(state: ContactFormState): boolean {
  return state.status === 'failed' || summaryOf(state).length > 0;
}

/** Why a send failed, from what `sendContact` threw. */
export function failureOf(error: unknown): ContactFailure {
  const busy = error instanceof ContactFailed && error.status === 429;
  return busy && error.retryAfterSeconds
    ? { busy, waitSeconds: error.retryAfterSeconds }
    : { busy };
}
