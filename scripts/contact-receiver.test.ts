// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startReceiver, MAX_BODY_BYTES, type Receiver } from './contact-receiver.ts';

let receiver: Receiver;
let file: string;
const logs: string[] = [];

beforeEach(async () => {
  file = path.join(await mkdtemp(path.join(tmpdir(), 'receiver-')), 'messages.jsonl');
  logs.length = 0;
  receiver = await startReceiver({ port: 0, file, log: (line) => logs.push(line) });
});
afterEach(async () => receiver.close());

const post = (
  body: string,
  headers: Record<string, string> = { 'Content-Type': 'application/json' },
) => fetch(receiver.url, { method: 'POST', headers, body });
const valid = {
  name: 'Nguyễn Văn An',
  email: 'an@bank.com',
  description: 'Please call me.',
  type: '4',
};
const records = async () =>
  (await readFile(file, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, string>);

describe('local contact receiver', () => {
  it('listens on loopback and stores a valid message as one JSON line in a 0600 file', async () => {
    expect(receiver.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/contact$/);
    const response = await post(JSON.stringify(valid));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const [record] = await records();
    expect(record).toMatchObject(valid);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(logs).toHaveLength(1);
  });

  it('answers 400 with the field errors of an invalid message and stores nothing', async () => {
    const response = await post(JSON.stringify({ name: 'R2-D2', email: 'a@b', description: ' ' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [
        { field: 'name', code: 'nameLetters' },
        { field: 'email', code: 'emailInvalid' },
        { field: 'description', code: 'messageRequired' },
      ],
    });
    expect(await records()).toEqual([]);
  });

  it('answers 400 to malformed JSON', async () => {
    expect((await post('{"name": ')).status).toBe(400);
    expect((await post('[1,2]')).status).toBe(400);
  });

  it('answers 415 to anything but application/json', async () => {
    const response = await post('name=a', { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(response.status).toBe(415);
  });

  it('answers 413 to a body over 16 KiB', async () => {
    const big = JSON.stringify({ ...valid, description: 'x'.repeat(MAX_BODY_BYTES) });
    expect((await post(big)).status).toBe(413);
    expect(await records()).toEqual([]);
  });

  it('answers CORS for the dev origin only', async () => {
    const preflight = (origin: string) =>
      fetch(receiver.url, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
    const allowed = await preflight('http://localhost:1234');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:1234');
    const other = await preflight('https://evil.example.com');
    expect(other.status).toBe(403);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('keeps 50 concurrent posts as exactly 50 intact records', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        post(JSON.stringify({ ...valid, description: `Message ${index} ${'z'.repeat(4000)}` })),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(50).fill(200));
    const stored = await records();
    expect(stored).toHaveLength(50);
    expect(new Set(stored.map((record) => record.description?.split(' ')[1])).size).toBe(50);
  });
});
