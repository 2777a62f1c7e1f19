import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS, payload, validate } from './validation';

const ok = { name: 'Ana López', email: 'ana@bank.com', description: 'Hello' };
/** An e-mail address of exactly `length` characters. */
const emailOf = (length: number) => `${'a'.repeat(length - '@bank.com'.length)}@bank.com`;

describe('contact validation', () => {
  it.each([
    ['José Núñez', undefined],
    ['Zoë', undefined],
    ['Nguyễn Văn An', undefined],
    ['李小龙', undefined],
    ['Mary Ann  Smith', undefined],
    ['  Padded Name  ', undefined],
    ['a'.repeat(FIELD_LIMITS.name), undefined],
    ['a'.repeat(FIELD_LIMITS.name + 1), 'nameTooLong'],
    // Counted in characters, not UTF-16 units: 100 of a letter outside the BMP still fit.
    ['𐐷'.repeat(FIELD_LIMITS.name), undefined],
    ['', 'nameRequired'],
    ['   ', 'nameRequired'],
    // Real names have hyphens, apostrophes (typed ' or typographic ’) and initials with periods.
    ['Ana García-López', undefined],
    ["Seán O'Brien", undefined],
    ['Mary-Kate O’Neil', undefined],
    ['李小龍', undefined],
    ['J. R. Smith', undefined],
    ['Martin Luther King Jr.', undefined],
    ["'Abdu'l-Bahá", undefined],
    // Hawaiian ʻokina (U+02BB) is a letter.
    ['Kawaiʻae', undefined],
    // A combining acute accent (U+0301) after its letter.
    ['Jose\u0301', undefined],
    ['John3', 'nameLetters'],
    ['R2-D2', 'nameLetters'],
    ['a@b', 'nameLetters'],
    ['<script>', 'nameLetters'],
    ['Ana_López', 'nameLetters'],
    ['Ana, López', 'nameLetters'],
    ['Ana "Bo" López', 'nameLetters'],
    ['Ana\u202eLópez', 'nameLetters'],
    ['Ana 🙂', 'nameLetters'],
    // At least one letter: punctuation alone is not a name.
    ['-', 'nameLetters'],
    ["'.", 'nameLetters'],
    ['. - .', 'nameLetters'],
  ])('name %j → %s', (name, expected) => {
    expect(validate({ ...ok, name }).name).toBe(expected);
  });

  it.each([
    ['a@b.co', undefined],
    ['first.last+tag@sub.bank.org', undefined],
    [' padded@bank.com ', undefined],
    [emailOf(254), undefined],
    [emailOf(255), 'emailTooLong'],
    [`${'a'.repeat(16_000)}@bank.com`, 'emailTooLong'],
    // A comma or percent sign, and invisible bidirectional controls.
    ['ana,bob@bank.com', 'emailInvalid'],
    ['ana%bank.com@evil.com', 'emailInvalid'],
    ['ana@bank\u202emoc.com', 'emailInvalid'],
    ['\u202aana@bank.com', 'emailInvalid'],
    ['ana\u2066@bank.com', 'emailInvalid'],
    ['ana@bank.com\u2069', 'emailInvalid'],
    ['', 'emailRequired'],
    ['   ', 'emailRequired'],
    ['a@b', 'emailInvalid'],
    ['a@b.c', 'emailInvalid'],
    ['a b@bank.com', 'emailInvalid'],
    ['ab@ba nk.com', 'emailInvalid'],
    ['@bank.com', 'emailInvalid'],
    ['ana@@bank.com', 'emailInvalid'],
    ['ana.bank.com', 'emailInvalid'],
    // Control characters (C0, DEL, C1) and <>" anywhere in the address.
    ['ana\u0000@bank.com', 'emailInvalid'],
    ['ana@bank.com\u0007', 'emailInvalid'],
    ['ana@bank\u001b.com', 'emailInvalid'],
    ['ana\u007f@bank.com', 'emailInvalid'],
    ['ana\u0085@bank.com', 'emailInvalid'],
    ['ana@bank.co\u009fm', 'emailInvalid'],
    ['<ana@bank.com>', 'emailInvalid'],
    ['ana>@bank.com', 'emailInvalid'],
    ['"ana"@bank.com', 'emailInvalid'],
    ['ana@bank.com"', 'emailInvalid'],
    // Only well-formed text: no lone surrogate, private-use or unassigned code point.
    ['ana\uD800@bank.com', 'emailInvalid'],
    ['ana@bank.com\uDC00', 'emailInvalid'],
    ['ana\uE000@bank.com', 'emailInvalid'],
    ['ana@\u{F0000}bank.com', 'emailInvalid'],
    ['ana\u0378@bank.com', 'emailInvalid'],
    ['ana@bank\uFFFF.com', 'emailInvalid'],
    ['josé@banco.es', undefined],
  ])('email %j → %s', (email, expected) => {
    expect(validate({ ...ok, email }).email).toBe(expected);
  });

  it.each([
    ['Hello', undefined],
    ['z'.repeat(FIELD_LIMITS.description), undefined],
    ['z'.repeat(FIELD_LIMITS.description + 1), 'messageTooLong'],
    ['', 'messageRequired'],
    ['  \n\t ', 'messageRequired'],
    ['\u0000\u0007\u007f\u0085', 'messageRequired'],
  ])('message %j → %s', (description, expected) => {
    expect(validate({ ...ok, description }).description).toBe(expected);
  });

  it.each([
    ['Ana\uD800', 'nameLetters'],
    ['\uDC00Ana', 'nameLetters'],
    ['Ana\uE000', 'nameLetters'],
  ])('name %j (not well-formed or private use) → %s', (name, expected) => {
    expect(validate({ ...ok, name }).name).toBe(expected);
  });

  it('strips bidirectional controls, zero-width and tag characters from the message', () => {
    const hidden =
      'Pay \u202Eto\u202C \u2066Bob\u2069 \u200Bnow\u2060\uFEFF\u200E\u200F\u061C\u{E0041}\u{E0042}';
    expect(payload({ ...ok, description: hidden }).description).toBe('Pay to Bob now');
    // Joiners stay: emoji sequences and several scripts are written with them.
    expect(payload({ ...ok, description: '👩\u200D💻 می\u200Cخواهم' }).description).toBe(
      '👩\u200D💻 می\u200Cخواهم',
    );
    expect(validate({ ...ok, description: '\u202E\u200B\u2066\u2069' }).description).toBe(
      'messageRequired',
    );
  });

  it('keeps the message well-formed: a lone surrogate becomes U+FFFD', () => {
    const { description } = payload({ ...ok, description: 'Hi \uD800 there \uDFFF' });
    expect(description.isWellFormed()).toBe(true);
    expect(description).toBe('Hi \uFFFD there \uFFFD');
  });

  it('reports every field at once', () => {
    expect(validate({ name: '', email: '', description: '' })).toEqual({
      name: 'nameRequired',
      email: 'emailRequired',
      description: 'messageRequired',
    });
  });

  it('trims values and adds type "4" for sending', () => {
    expect(
      payload({ name: ' Ana  López ', email: ' ana@bank.com ', description: ' Hi \n' }),
    ).toEqual({
      name: 'Ana López',
      email: 'ana@bank.com',
      description: 'Hi',
      type: '4',
    });
  });

  it('drops control characters from the message but keeps tabs and line breaks', () => {
    expect(
      payload({
        ...ok,
        description: 'Line\u0000 one\r\n\tLine\u0007 two\u001b[31m\u007f\u0085\u009b\rend',
      }).description,
    ).toBe('Line one\n\tLine two[31m\nend');
  });
});
