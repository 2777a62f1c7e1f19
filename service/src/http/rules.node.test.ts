// The service applies the form's own name, e-mail and message rules (src/contact/validation.ts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Service } from './server.ts';
import { postJson, serviceFixture, validMessage } from '../../test/support.ts';

const services = serviceFixture();
let receiver: Service;
beforeEach(async () => (receiver = await services.start()));
afterEach(() => services.closeAll());

const post = (body: object) => postJson(receiver, body);
const valid = { ...validMessage, type: '4' };
const records = async () => receiver.store.list().reverse();

describe('contact service: e-mail and message rules', () => {
  it.each([
    'ana\u0000@bank.com',
    'ana@bank.com\r\nBcc: x@y.com',
    'ana\u0085@bank.com',
    '<ana@bank.com>',
    '"ana"@bank.com',
  ])('refuses the e-mail %j with 400 and stores nothing', async (email) => {
    const response = await post({ ...valid, email });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: [{ field: 'email', code: 'emailInvalid' }] });
    expect(await records()).toEqual([]);
  });

  it('stores the message without its control characters, keeping tabs and line breaks', async () => {
    const response = await post({
      ...valid,
      description: 'Exam\u0000 in May\r\n\tagenda\u001b[2J\u007f\u009b attached',
    });
    expect(response.status).toBe(200);
    expect((await records())[0]?.description).toBe('Exam in May\n\tagenda[2J attached');
  });

  it('refuses a message made only of control characters', async () => {
    const response = await post({ ...valid, description: '\u0000\u0007\u001b' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [{ field: 'description', code: 'messageRequired' }],
    });
  });
});

describe('contact service: name rule', () => {
  it.each(['Ana García-López', "Seán O'Brien", 'Mary-Kate O’Neil', 'J. R. Smith'])(
    'accepts the name %j with 200 and stores it',
    async (name) => {
      const response = await post({ ...valid, name });
      expect(response.status).toBe(200);
      expect((await records())[0]?.name).toBe(name);
    },
  );

  it.each(['John3', 'a@b', '<script>', "'-."])(
    'refuses the name %j with 400 and stores nothing',
    async (name) => {
      const response = await post({ ...valid, name });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ errors: [{ field: 'name', code: 'nameLetters' }] });
      expect(await records()).toEqual([]);
    },
  );
});
