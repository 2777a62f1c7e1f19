import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactFailed, ContactRefused, refusedErrors, sendContact } from './send';

const body = { name: 'Ana López', email: 'ana@bank.com', description: 'Hello', type: '4' };
const url = 'https://api.test/contact';

afterEach(() => vi.unstubAllGlobals());

/** A fetch that answers with the given response and records its calls. */
function stubFetch(answer: () => Promise<Response>) {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(answer);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('sendContact', () => {
  it('POSTs the JSON body, refuses redirects, and resolves on a direct 200', async () => {
    const fetch = stubFetch(async () => new Response('{}', { status: 200 }));
    await expect(sendContact(body, { url })).resolves.toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [calledUrl, init] = fetch.mock.calls[0]!;
    expect(calledUrl).toBe(url);
    expect(init).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      redirect: 'error',
    });
    expect(JSON.parse(init.body as string)).toEqual(body);
  });

  it.each([201, 204, 301, 302, 400, 500])('rejects a %i', async (status) => {
    stubFetch(async () => new Response(null, { status }));
    await expect(sendContact(body, { url })).rejects.toThrow(String(status));
  });

  it('rejects any other status with it and, for a 429, the wait its Retry-After gives', async () => {
    stubFetch(async () => new Response(null, { status: 429, headers: { 'Retry-After': '120' } }));
    await expect(sendContact(body, { url })).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 120,
    });
    stubFetch(async () => new Response(null, { status: 429, headers: { 'Retry-After': 'soon' } }));
    const error = await sendContact(body, { url }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContactFailed);
    expect((error as ContactFailed).retryAfterSeconds).toBeUndefined();
  });

  it('rejects a 200 reached through a redirect', async () => {
    const redirected = new Response('{}', { status: 200 });
    Object.defineProperty(redirected, 'redirected', { value: true });
    stubFetch(async () => redirected);
    await expect(sendContact(body, { url })).rejects.toThrow('redirected');
  });

  it('rejects when fetch refuses a redirect (a network error)', async () => {
    stubFetch(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(sendContact(body, { url })).rejects.toThrow('Failed to fetch');
  });

  it('rejects when there is no answer within the timeout', async () => {
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    await expect(sendContact(body, { url, timeoutMs: 10 })).rejects.toThrow('timed out');
  });

  it('rejects a 400 that names the fields with ContactRefused and its errors', async () => {
    stubFetch(async () =>
      Response.json(
        {
          errors: [
            { field: 'email', code: 'emailInvalid' },
            { field: 'name', code: 'nameRequired' },
          ],
        },
        { status: 400 },
      ),
    );
    const refused = await sendContact(body, { url }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ContactRefused);
    expect((refused as ContactRefused).errors).toEqual({
      email: 'emailInvalid',
      name: 'nameRequired',
    });
  });
});

describe('refusedErrors', () => {
  it.each([
    ['no body', null],
    ['no errors', {}],
    ['an empty list', { errors: [] }],
    ['an unknown code', { errors: [{ field: 'name', code: 'nameOdd' }] }],
    ['a code of another field', { errors: [{ field: 'name', code: 'emailInvalid' }] }],
    ['an inherited name as code', { errors: [{ field: 'name', code: 'toString' }] }],
    ['a non-object entry', { errors: [null] }],
  ])('reads %s as nothing it knows', (_, body) => {
    expect(refusedErrors(body)).toBeNull();
  });

  it('keeps the first error of each field', () => {
    expect(
      refusedErrors({
        errors: [
          { field: 'description', code: 'messageTooLong' },
          { field: 'description', code: 'messageRequired' },
        ],
      }),
    ).toEqual({ description: 'messageTooLong' });
  });
});
