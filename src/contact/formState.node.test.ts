import { describe, expect, it } from 'vitest';
import {
  contactForm,
  failureOf,
  fieldErrors,
  initialState,
  pageHasErrors,
  summaryOf,
  type ContactFormAction,
  type ContactFormState,
} from './formState';
import { ContactFailed } from './send';

const filled = { name: 'Ana López', email: 'ana@bank.com', description: 'Hola' };
const run = (state: ContactFormState, ...actions: ContactFormAction[]) =>
  actions.reduce(contactForm, state);
const edit = (field: 'name' | 'email' | 'description', value: string): ContactFormAction => ({
  type: 'edit',
  field,
  value,
});

describe('the contact form’s state', () => {
  it('starts empty and idle, or as given (the kit’s examples)', () => {
    expect(initialState()).toEqual({
      draft: { name: '', email: '', description: '' },
      errors: {},
      refused: {},
      status: 'idle',
      failure: null,
    });
    expect(initialState({ status: 'sent' }).status).toBe('sent');
  });

  it('restores what was typed before hydration, else the tab’s draft, field by field', () => {
    const state = run(initialState(), {
      type: 'restore',
      typed: { name: 'Typed', email: '', description: '' },
      stored: { name: 'Stored', email: 'ana@bank.com', description: '' },
    });
    expect(state.draft).toEqual({ name: 'Typed', email: 'ana@bank.com', description: '' });
    expect(run(initialState(), { type: 'restore', typed: filled, stored: null }).draft).toEqual(
      filled,
    );
  });

  it('a submit that does not validate lists every field’s error and sends nothing', () => {
    const state = run(initialState({ status: 'failed' }), { type: 'submit' });
    expect(state.status).toBe('idle');
    expect(summaryOf(state)).toEqual([
      { field: 'name', code: 'nameRequired' },
      { field: 'email', code: 'emailRequired' },
      { field: 'description', code: 'messageRequired' },
    ]);
    expect(pageHasErrors(state)).toBe(true);
  });

  it('after a submit, re-checks only a field shown invalid as it changes', () => {
    let state = run(initialState(), edit('name', 'John3'), edit('description', 'Hi'));
    expect(state.errors).toEqual({});
    state = run(state, { type: 'submit' });
    expect(state.errors).toEqual({ name: 'nameLetters', email: 'emailRequired' });
    state = run(state, edit('email', 'a@b'));
    expect(state.errors.email).toBe('emailInvalid');
    state = run(state, edit('email', 'a@b.co'), edit('description', ''));
    expect(state.errors).toEqual({ name: 'nameLetters' });
    state = run(state, edit('name', 'John'));
    expect(summaryOf(state)).toEqual([]);
    expect(pageHasErrors(state)).toBe(false);
  });

  it('keeps the errors object while an edit changes no error (the fields render only on a change)', () => {
    const state = run(initialState(), { type: 'submit' });
    expect(run(state, edit('name', 'A')).errors).not.toBe(state.errors);
    const valid = run(initialState(), edit('name', 'A'));
    expect(run(valid, edit('name', 'Ab')).errors).toBe(valid.errors);
    expect(run(valid, edit('name', 'Ab')).refused).toBe(valid.refused);
  });

  it('a submit that finds what the form already shows changes nothing (nothing renders again)', () => {
    const failed = run(initialState(), edit('name', 'John3'), { type: 'submit' });
    expect(contactForm(failed, { type: 'submit' })).toBe(failed);
    // Another error, or one fewer, is a new state with new errors.
    const other = run(failed, edit('email', 'a@b'), { type: 'submit' });
    expect(other).not.toBe(failed);
    expect(other.errors).toMatchObject({ name: 'nameLetters', email: 'emailInvalid' });
  });

  it('a valid submit sends: no errors; a second submit while sending changes nothing', () => {
    const sending = run(initialState({ draft: filled, refused: { name: 'nameLetters' } }), {
      type: 'submit',
    });
    expect(sending).toMatchObject({ status: 'sending', errors: {}, refused: {}, draft: filled });
    expect(contactForm(sending, { type: 'submit' })).toBe(sending);
  });

  it('sent: the draft is emptied', () => {
    const state = run(initialState({ draft: filled }), { type: 'submit' }, { type: 'sent' });
    expect(state).toMatchObject({
      status: 'sent',
      draft: { name: '', email: '', description: '' },
    });
    expect(pageHasErrors(state)).toBe(false);
  });

  it('the service’s refusal is listed and shown under the fields until each field is edited', () => {
    let state = run(
      initialState({ draft: filled }),
      { type: 'submit' },
      { type: 'refused', errors: { email: 'emailInvalid', name: 'nameLetters' } },
    );
    expect(state.status).toBe('idle');
    expect(summaryOf(state)).toEqual([
      { field: 'name', code: 'nameLetters' },
      { field: 'email', code: 'emailInvalid' },
    ]);
    expect(fieldErrors(state)).toEqual({ name: 'nameLetters', email: 'emailInvalid' });
    state = run(state, edit('email', 'ana@bank.comx'));
    expect(fieldErrors(state)).toEqual({ name: 'nameLetters' });
    expect(state.draft).toEqual({ ...filled, email: 'ana@bank.comx' });
  });

  it('a failed send keeps the draft and prefixes the title until the next send', () => {
    const failed = run(
      initialState({ draft: filled }),
      { type: 'submit' },
      { type: 'failed', failure: { busy: true, waitSeconds: 300 } },
    );
    expect(failed).toMatchObject({ status: 'failed', draft: filled, failure: { busy: true } });
    expect(summaryOf(failed)).toEqual([]);
    expect(pageHasErrors(failed)).toBe(true);
    expect(pageHasErrors(run(failed, edit('name', 'Ana')))).toBe(true);
    const again = run(failed, { type: 'submit' });
    expect(again).toMatchObject({ status: 'sending', failure: null });
    expect(pageHasErrors(again)).toBe(false);
  });

  it('says why a send failed: too many from the network (429) with the wait when known', () => {
    expect(failureOf(new ContactFailed(429, '300'))).toEqual({ busy: true, waitSeconds: 300 });
    expect(failureOf(new ContactFailed(429, null))).toEqual({ busy: true });
    expect(failureOf(new ContactFailed(503, '300'))).toEqual({ busy: false });
    expect(failureOf(new TypeError('Failed to fetch'))).toEqual({ busy: false });
  });
});
