// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  devSettings,
  startReceiver,
  MAX_BODY_BYTES,
  StartupError,
  type Receiver,
} from './contact-receiver.ts';

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

  const preflight = (origin: string) =>
    fetch(receiver.url, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
    });

  it.each(['http://localhost:1234', 'http://127.0.0.1:1234'])(
    'answers CORS for the dev server opened as %s',
    async (origin) => {
      const allowed = await preflight(origin);
      expect(allowed.status).toBe(204);
      expect(allowed.headers.get('access-control-allow-origin')).toBe(origin);
      const response = await post(JSON.stringify(valid), {
        'Content-Type': 'application/json',
        Origin: origin,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    },
  );

  it.each(['https://evil.example.com', 'http://localhost:5173', 'http://127.0.0.1:8787'])(
    'refuses CORS to another origin (%s)',
    async (origin) => {
      const other = await preflight(origin);
      expect(other.status).toBe(403);
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
      const response = await post(JSON.stringify(valid), {
        'Content-Type': 'application/json',
        Origin: origin,
      });
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    },
  );

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

describe('settings of npm start', () => {
  it('derives both dev origins from PORT, with the documented defaults', () => {
    expect(devSettings({})).toEqual({
      devPort: 1234,
      receiverPort: 8787,
      allowedOrigins: ['http://localhost:1234', 'http://127.0.0.1:1234'],
    });
    expect(devSettings({ PORT: '3000', CONTACT_RECEIVER_PORT: '9000' })).toEqual({
      devPort: 3000,
      receiverPort: 9000,
      allowedOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
    });
  });

  it('takes CONTACT_ALLOWED_ORIGIN as a comma-separated list instead', () => {
    const { allowedOrigins } = devSettings({
      PORT: '3000',
      CONTACT_ALLOWED_ORIGIN: 'http://localhost:4000/, https://staging.example.com',
    });
    expect(allowedOrigins).toEqual(['http://localhost:4000', 'https://staging.example.com']);
  });

  it('rejects a port or an origin that is not one, in one line', () => {
    expect(() => devSettings({ PORT: 'abc' })).toThrow(
      new StartupError('PORT must be a port number from 1 to 65535, not "abc".'),
    );
    expect(() => devSettings({ CONTACT_RECEIVER_PORT: '70000' })).toThrow(StartupError);
    expect(() => devSettings({ CONTACT_ALLOWED_ORIGIN: 'localhost:1234' })).toThrow(
      /^CONTACT_ALLOWED_ORIGIN: "localhost:1234" is not an origin/,
    );
  });

  it('allows the origins it is given and refuses the default ones then', async () => {
    const custom = await startReceiver({
      port: 0,
      file,
      allowedOrigins: ['https://staging.example.com'],
      log: () => {},
    });
    try {
      const preflight = (origin: string) =>
        fetch(custom.url, { method: 'OPTIONS', headers: { Origin: origin } });
      expect((await preflight('https://staging.example.com')).status).toBe(204);
      expect((await preflight('http://localhost:1234')).status).toBe(403);
    } finally {
      await custom.close();
    }
  });
});

describe('a busy port', () => {
  const busy = /^Port (\d+) is in use: stop the other process or set CONTACT_RECEIVER_PORT=/;

  it('makes a second receiver on the same port reject with one clear line', async () => {
    const port = Number(new URL(receiver.url).port);
    const second = startReceiver({ port, file, log: () => {} });
    await expect(second).rejects.toThrow(StartupError);
    await expect(second).rejects.toThrow(busy);
    await expect(second).rejects.toThrow(`Port ${port} is in use`);
  });

  it('makes `node scripts/contact-receiver.ts` print that one line and exit 1', async () => {
    const port = new URL(receiver.url).port;
    const script = fileURLToPath(new URL('./contact-receiver.ts', import.meta.url));
    const run = promisify(execFile)(process.execPath, [script], {
      env: { ...process.env, CONTACT_RECEIVER_PORT: port, CONTACT_STORE: file },
      timeout: 15_000,
    });
    const failure = await run.then(
      () => expect.fail('the second receiver started'),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failure.code).toBe(1);
    expect(failure.stdout).toBe('');
    expect(failure.stderr.trim().split('\n')).toEqual([
      `Port ${port} is in use: stop the other process or set CONTACT_RECEIVER_PORT=<a free port>.`,
    ]);
  });
});
