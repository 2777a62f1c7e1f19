import { describe, expect, it, vi } from 'vitest';
import { FIELD_LIMITS, payload, validate, warmUp } from './validation';

const ok = { name: 'Ana López', email: 'ana@bank.com', description: 'Hello' };
/** An e-mail address of exactly `length` characters. */
const emailOf = (length: number) => `${'a'.repeat(length - '@bank.com'.length)}@bank.com`;
/** The code points from `first` to `last`. */
const range = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, index) => first + index);

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

  // Code points that show nothing, or nothing a reader can check: variation selectors (which can
  // hide bytes, one per selector), the combining grapheme joiner, the Hangul fillers (blank
  // "letters"), the soft hyphen, deprecated format controls, interlinear annotation, Egyptian
  // hieroglyph, shorthand and musical format controls, private-use and unassigned code points.
  const everywhere = [
    ...range(0xfe00, 0xfe0f),
    ...range(0xe0100, 0xe01ef),
    0x034f,
    0x115f,
    0x1160,
    0x3164,
    0xffa0,
  ];
  const inMessages = [
    ...everywhere,
    0x00ad,
    ...range(0x206a, 0x206f),
    ...range(0xfff9, 0xfffb),
    ...range(0x13430, 0x1343f),
    ...range(0x1bca0, 0x1bca3),
    ...range(0x1d173, 0x1d17a),
    0xe000,
    0xf8ff,
    0xf0000,
    0x10fffd,
    0x0378,
    0xfdd0,
    0xffff,
  ];

  it('refuses invisible code points in the name and the address', () => {
    for (const code of everywhere) {
      const char = String.fromCodePoint(code);
      const hex = code.toString(16);
      expect(validate({ ...ok, name: `An${char}a` }).name, hex).toBe('nameLetters');
      expect(validate({ ...ok, email: `an${char}a@bank.com` }).email, hex).toBe('emailInvalid');
      expect(validate({ ...ok, email: `ana@bank${char}.com` }).email, hex).toBe('emailInvalid');
    }
    // Joiners too: nothing in a name or an address needs them.
    expect(validate({ ...ok, name: 'An\u200Da' }).name).toBe('nameLetters');
    expect(validate({ ...ok, email: 'an\u200Ca@bank.com' }).email).toBe('emailInvalid');
  });

  it('refuses a name without a visible letter: a Hangul filler alone is blank', () => {
    for (const name of ['\u3164', '\u115F', '\u1160 \uFFA0', '\u3164.', 'A\u0301'.slice(1)]) {
      expect(validate({ ...ok, name }).name, JSON.stringify(name)).toBe('nameLetters');
    }
    // Hangul itself is a name.
    expect(validate({ ...ok, name: '김민지' }).name).toBeUndefined();
  });

  it('strips every invisible code point from the message', () => {
    for (const code of inMessages) {
      const char = String.fromCodePoint(code);
      expect(
        payload({ ...ok, description: `Pay${char} Bo${char}b` }).description,
        code.toString(16),
      ).toBe('Pay Bob');
    }
    expect(
      validate({
        ...ok,
        description: everywhere.map((code) => String.fromCodePoint(code)).join(''),
      }).description,
    ).toBe('messageRequired');
  });

  it('keeps a joiner between letters (and between emoji), strips it anywhere else', () => {
    // Persian and Devanagari are written with them.
    expect(payload({ ...ok, description: 'می\u200Cخواهم' }).description).toBe('می\u200Cخواهم');
    expect(payload({ ...ok, description: 'क्\u200Dष' }).description).toBe('क्\u200Dष');
    expect(payload({ ...ok, description: '👩\u200D💻' }).description).toBe('👩\u200D💻');
    expect(
      payload({ ...ok, description: '\u200DHi\u200C \u200Dthere\u200C. 1\u200D2' }).description,
    ).toBe('Hi there. 12');
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

describe('warmUp', () => {
  /** Each pattern `run` runs (by source and flags), with the kind of text of each run. */
  function patternsRun(run: () => void): Map<string, ('latin1' | 'wide')[]> {
    const seen = new Map<string, ('latin1' | 'wide')[]>();
    const exec = RegExp.prototype.exec;
    const spy = vi.spyOn(RegExp.prototype, 'exec').mockImplementation(function (
      this: RegExp,
      text: string,
    ) {
      const key = `/${this.source}/${this.flags}`;
      const wide = [...text].some((char) => char.codePointAt(0)! > 0xff);
      seen.set(key, [...(seen.get(key) ?? []), wide ? 'wide' : 'latin1']);
      return exec.call(this, text);
    });
    try {
      run();
    } finally {
      spy.mockRestore();
    }
    return seen;
  }

  it('runs every pattern a submit can run, at least twice on Latin-1 text and twice on wider text', () => {
    const drafts = [
      ok,
      { name: '', email: '', description: '' },
      { name: 'Ana 2', email: 'ana@', description: 'a\r\nb\u0007' },
      { name: 'Γεια O’Brien', email: 'ανα@bank.com', description: 'Γεια\u200Cσας\u200B' },
      { name: 'Ana', email: 'ana\u200B@bank.com', description: 'x' },
    ];
    const used = patternsRun(() => drafts.forEach((draft) => validate(draft)));
    const warmed = patternsRun(warmUp);
    // normalize's five and validate's three.
    expect(used.size).toBe(8);
    for (const pattern of used.keys()) {
      const kinds = warmed.get(pattern) ?? [];
      expect(kinds.filter((kind) => kind === 'latin1').length, pattern).toBeGreaterThanOrEqual(2);
      expect(kinds.filter((kind) => kind === 'wide').length, pattern).toBeGreaterThanOrEqual(2);
    }
  });
});
