import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { execFile, spawn } from 'node:child_process';
import { chmod, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { MAX_BODY_BYTES, type Service } from './server.ts';
import {
  devOrigins,
  devSettings,
  overallLimitSetting,
  rateLimitSetting,
  DEFAULT_LIMITS,
  StartupError,
  type Limits,
} from '../settings.ts';
import { openStore } from '../store/store.ts';
import * as support from '../../test/support.ts';

const services = support.serviceFixture();
let receiver: Service;
let file: string;
const logs: string[] = [];
/** The dev server's origins, allowed by CORS as `npm start` allows them. */
const allowedOrigins = devOrigins(1234);

beforeEach(async () => {
  logs.length = 0;
  receiver = await services.start({ allowedOrigins, log: (line) => logs.push(line) });
  file = receiver.store.file;
});
afterEach(() => services.closeAll());

/** A fresh service on the same store with other limits. */
async function restartWith(limits: Partial<Limits>) {
  await receiver.close();
  receiver = await services.start({ file, allowedOrigins, limits });
}

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
/** What the store holds, oldest first. */
const records = async () => receiver.store.list().reverse();

describe('contact service', () => {
  it('listens on loopback and stores a valid message in a 0600 database', async () => {
    expect(receiver.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/contact$/);
    const response = await post(JSON.stringify(valid));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const [record] = await records();
    expect(record).toMatchObject({ ...valid, lang: 'en' });
    expect(Date.parse(record!.receivedAt)).not.toBeNaN();
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

  it('answers 415 to anything but JSON or an HTML form post', async () => {
    for (const type of ['text/plain', 'multipart/form-data; boundary=x', 'application/xml']) {
      expect((await post('name=a', { 'Content-Type': type })).status).toBe(415);
    }
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
    await restartWith({ rateLimit: { max: 50, windowMs: 60_000 }, maxConnectionsPerAddress: 50 });
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        post(JSON.stringify({ ...valid, description: `Message ${index} ${'z'.repeat(2900)}` })),
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
      servicePort: 8787,
      allowedOrigins: ['http://localhost:1234', 'http://127.0.0.1:1234'],
    });
    expect(devSettings({ PORT: '3000', CONTACT_PORT: '9000' })).toEqual({
      devPort: 3000,
      servicePort: 9000,
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
    expect(() => devSettings({ CONTACT_PORT: '70000' })).toThrow(StartupError);
    expect(() => devSettings({ CONTACT_ALLOWED_ORIGIN: 'localhost:1234' })).toThrow(
      /^CONTACT_ALLOWED_ORIGIN: "localhost:1234" is not an origin/,
    );
  });

  it('allows the origins it is given and refuses the default ones then', async () => {
    const custom = await services.start({ allowedOrigins: ['https://staging.example.com'] });
    const preflight = (origin: string) =>
      fetch(custom.url, { method: 'OPTIONS', headers: { Origin: origin } });
    expect((await preflight('https://staging.example.com')).status).toBe(204);
    expect((await preflight('http://localhost:1234')).status).toBe(403);
  });
});

describe('a busy port', () => {
  const busy = /^Port (\d+) is in use: stop the other process or set CONTACT_PORT=/;

  it('makes a second service on the same port reject with one clear line', async () => {
    const port = Number(new URL(receiver.url).port);
    const second = services.start({ port, file });
    await expect(second).rejects.toThrow(StartupError);
    await expect(second).rejects.toThrow(busy);
    await expect(second).rejects.toThrow(`Port ${port} is in use`);
  });

  it('makes `npm run contact-service` print that one line and exit 1', async () => {
    const port = new URL(receiver.url).port;
    const script = fileURLToPath(new URL('../cli.ts', import.meta.url));
    const run = promisify(execFile)(process.execPath, [script], {
      env: { ...process.env, CONTACT_PORT: port, CONTACT_STORE: file },
      timeout: 15_000,
    });
    const failure = await run.then(
      () => expect.fail('the second receiver started'),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failure.code).toBe(1);
    expect(failure.stdout).toBe('');
    expect(failure.stderr.trim().split('\n')).toEqual([
      `Port ${port} is in use: stop the other process or set CONTACT_PORT=<a free port>.`,
    ]);
  });
});

/** `head`, then (`endless`) an endless chunked body, until the server closes or 10 s pass. */
const rawRequest = (url: string, head: string, { endless = false } = {}) =>
  support.exchange(url, head, { endless, waitMs: 10_000 });

describe('hardened for a proxy in front of it', () => {
  const path_ = () => new URL(receiver.url).pathname;
  const host = () => new URL(receiver.url).host;

  it('answers 413 to an endless body and closes the connection without reading on', async () => {
    const { text: response, sent } = await rawRequest(
      receiver.url,
      `POST ${path_()} HTTP/1.1\r\nHost: ${host()}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
      { endless: true },
    );
    expect(response).toMatch(/^HTTP\/1\.1 413 /);
    expect(response).toMatch(/\r\nconnection: close\r\n/i);
    // It stopped after a little over 16 KiB; socket buffers let the client push a few MB at most.
    expect(sent).toBeLessThan(64 * 1024 ** 2);
    expect(await records()).toEqual([]);
  });

  it('answers 413 before reading a body announced as too long', async () => {
    const { text: response, sent } = await rawRequest(
      receiver.url,
      `POST ${path_()} HTTP/1.1\r\nHost: ${host()}\r\nContent-Type: application/json\r\nContent-Length: ${1024 ** 3}\r\n\r\n`,
    );
    expect(response).toMatch(/^HTTP\/1\.1 413 /);
    expect(sent).toBe(0);
  });

  it('answers 415 to another type and closes the connection without reading the body', async () => {
    const { text: response, sent } = await rawRequest(
      receiver.url,
      `POST ${path_()} HTTP/1.1\r\nHost: ${host()}\r\nContent-Type: text/plain\r\nTransfer-Encoding: chunked\r\n\r\n`,
      { endless: true },
    );
    expect(response).toMatch(/^HTTP\/1\.1 415 /);
    expect(sent).toBeLessThan(64 * 1024 ** 2);
  });

  it.each(['application/json; charset=latin1', 'application/json; charset="iso-8859-1"'])(
    'answers 415 to %s and accepts UTF-8 spelled any way',
    async (type) => {
      expect((await post(JSON.stringify(valid), { 'Content-Type': type })).status).toBe(415);
      for (const utf8 of ['application/json; charset=utf-8', 'application/json;charset="UTF-8"'])
        expect((await post(JSON.stringify(valid), { 'Content-Type': utf8 })).status).toBe(200);
      expect(await records()).toHaveLength(2);
    },
  );

  it('answers 405 with Allow', async () => {
    const response = await fetch(receiver.url, { method: 'GET' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
  });

  it('refuses a POST from a browser on another origin, not only its preflight', async () => {
    const response = await post(JSON.stringify(valid), {
      'Content-Type': 'application/json',
      Origin: 'https://evil.example.com',
    });
    expect(response.status).toBe(403);
    expect(await records()).toEqual([]);
  });

  it('answers 429 with Retry-After once an address has sent its share', async () => {
    await restartWith({ rateLimit: { max: 3, windowMs: 60_000 } });
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await post(JSON.stringify(valid))).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await post(JSON.stringify(valid));
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(50);
    expect(await records()).toHaveLength(3);
    expect(DEFAULT_LIMITS.rateLimit).toEqual({ max: 10, windowMs: 600_000 });
    expect(rateLimitSetting('20/60')).toEqual({ max: 20, windowMs: 60_000 });
    expect(() => rateLimitSetting('lots')).toThrow(StartupError);
    expect(overallLimitSetting(undefined)).toEqual({ max: 60, windowMs: 60_000 });
    expect(() => overallLimitSetting('0/60')).toThrow(/CONTACT_OVERALL_LIMIT must be/);
  });

  it('closes a connection whose headers do not arrive in time, and caps connections', async () => {
    await restartWith({ headersTimeoutMs: 500, requestTimeoutMs: 1000, maxConnections: 2 });
    const slow = await rawRequest(receiver.url, `POST ${path_()} HTTP/1.1\r\nHost: x\r\n`);
    expect(slow.text).toMatch(/^HTTP\/1\.1 408 |^$/);

    const held = [
      await support.openConnection(receiver.url),
      await support.openConnection(receiver.url),
    ];
    const third = await rawRequest(
      receiver.url,
      `POST ${path_()} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`,
    );
    expect(third.text).toBe('');
    for (const socket of held) socket.destroy();
  });

  it('keeps its folder and files to its owner, narrowing a file that was wider', async () => {
    const folder = await support.storeFile('store');
    const wide = path.join(folder, 'messages.sqlite');
    const first = await services.start({ file: wide });
    expect((await support.postJson(first, valid)).status).toBe(200);
    // While it runs: the database and its write-ahead log.
    expect((await stat(wide)).mode & 0o777).toBe(0o600);
    expect((await stat(`${wide}-wal`)).mode & 0o777).toBe(0o600);
    await first.close();
    expect((await stat(folder)).mode & 0o777).toBe(0o700);
    await chmod(wide, 0o644);
    await (await services.start({ file: wide })).close();
    expect((await stat(wide)).mode & 0o777).toBe(0o600);
  });
});

describe('killed in the middle of a burst', () => {
  it('has every acknowledged message in the store', async () => {
    const store = await support.storeFile('m.sqlite');
    const port = await support.freePort();
    const script = fileURLToPath(new URL('../cli.ts', import.meta.url));
    const child = spawn(process.execPath, [script], {
      env: {
        ...process.env,
        CONTACT_PORT: String(port),
        CONTACT_STORE: store,
        CONTACT_RATE_LIMIT: '100000/60',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
    const url = `http://127.0.0.1:${port}/api/contact`;
    const acknowledged: string[] = [];
    let killed = false;
    const send = async (index: number) => {
      const description = `Burst ${index} ${'k'.repeat(2000)}`;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ ...valid, description }),
        });
        if (response.status === 200) acknowledged.push(`Burst ${index}`);
      } catch {
        // Refused or cut off by the kill: not acknowledged.
      }
      if (!killed && acknowledged.length >= 40) {
        killed = true;
        child.kill('SIGKILL');
      }
    };
    // Eight senders at a time until the service is gone.
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < 2000 && child.exitCode === null && child.signalCode === null)
          await send(next++);
      }),
    );
    await new Promise((resolve) =>
      (child.exitCode ?? child.signalCode) ? resolve(undefined) : child.once('exit', resolve),
    );
    expect(killed).toBe(true);
    // Opened as the next start would: SQLite recovers from its write-ahead log.
    const reopened = openStore(store);
    const stored = reopened.list();
    reopened.close();
    const ids = new Set(
      stored.map((record) => record.description.split(' ').slice(0, 2).join(' ')),
    );
    expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);
    console.log(
      `service kill -9: ${acknowledged.length} messages acknowledged, ${acknowledged.filter((id) => ids.has(id)).length} of them stored, ${stored.length} stored in all`,
    );
  }, 60_000);
});
