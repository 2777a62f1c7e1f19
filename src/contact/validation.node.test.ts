import { describe, expect, it } from 'vitest';
import { payload, validate } from './validation';

const ok = { name: 'Ana López', email: 'ana@bank.com', description: 'Hello' };
const long = 'a'.repeat(10_000);

describe('contact validation', () => {
  it.each([
    ['José Núñez', undefined],
    ['Zoë', undefined],
    ['Nguyễn Văn An', undefined],
    ['李小龙', undefined],
    ['Mary Ann  Smith', undefined],
    ['  Padded Name  ', undefined],
    [long, undefined],
    ['', 'nameRequired'],
    ['   ', 'nameRequired'],
    ['John3', 'nameLetters'],
    ['R2-D2', 'nameLetters'],
    ["O'Brien", 'nameLetters'],
    ['Ana.', 'nameLetters'],
  ])('name %j → %s', (name, expected) => {
    expect(validate({ ...ok, name }).name).toBe(expected);
  });

  it.each([
    ['a@b.co', undefined],
    ['first.last+tag@sub.bank.org', undefined],
    [' padded@bank.com ', undefined],
    [`${long}@bank.com`, undefined],
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
  ])('email %j → %s', (email, expected) => {
    expect(validate({ ...ok, email }).email).toBe(expected);
  });

  it.each([
    ['Hello', undefined],
    [long, undefined],
    ['', 'messageRequired'],
    ['  \n\t ', 'messageRequired'],
    ['\u0000\u0007\u007f\u0085', 'messageRequired'],
  ])('message %j → %s', (description, expected) => {
    expect(validate({ ...ok, description }).description).toBe(expected);
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
