import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect, createServer as createTcpServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startService, type ServiceOptions, type Service } from './server.ts';
import { clientAddress } from '../policy/client.ts';
import { trustProxySetting, StartupError } from '../settings.ts';
import { openStore, type Store } from '../store/store.ts';
import { FIELD_LIMITS } from '../../../src/contact/validation.ts';

// What an audit sent the service: requests that stopped it, a full disk, quotas that locked out
// the wrong people, bodies read after a refusal, one address holding every connection, and input
// looser than documented. Each test fails without its fix.

const SCRIPT = fileURLToPath(new URL('../cli.ts', import.meta.url));
const valid = { name: 'Ana García', email: 'ana@bank.com', description: 'Please call me.' };
let receiver: Service | undefined;
let file: string;
afterEach(async () => {
  await receiver?.close();
  receiver = undefined;
});

async function start(options: ServiceOptions = {}) {
  file = path.join(await mkdtemp(path.join(tmpdir(), 'service-attack-')), 'm.sqlite');
  receiver = await startService({ port: 0, file, log: () => {}, ...options });
  return receiver;
}
/** The stored messages, oldest first. */
const lines = async () => receiver!.store.list().reverse();
const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(receiver!.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  });

/**
 * Raw bytes to the receiver; resolves with its answer's status (0: closed without one), how much
 * of an endless chunked body was sent, and when the connection ended.
 */
function raw(
  url: string,
  head: string,
  {
    body = Buffer.alloc(0),
    endless = false,
    hangUp = false,
    localAddress,
  }: { body?: Buffer; endless?: boolean; hangUp?: boolean; localAddress?: string } = {},
): Promise<{ status: number; text: string; sent: number }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ port: Number(port), host: hostname, localAddress });
    let text = '';
    let sent = 0;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(text)?.[1] ?? 0);
      resolve({ status, text, sent });
    };
    socket.on('data', (data) => (text += data.toString('latin1')));
    socket.on('close', finish);
    socket.on('error', finish);
    socket.on('connect', () => {
      socket.write(head);
      if (!endless) {
        // A client that hangs up after sending (its side closed) gets no answer from Node's
        // HTTP server, which drops a request whose client has gone: only when asked to.
        if (hangUp) socket.end(body);
        else socket.write(body);
        return;
      }
      const chunk = 'x'.repeat(64 * 1024);
      const pump = () => {
        while (!done && sent < 2 * 1024 ** 3) {
          sent += chunk.length;
          if (!socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`)) {
            socket.once('drain', pump);
            return;
          }
        }
      };
      pump();
    });
    setTimeout(finish, 10_000);
  });
}

describe('no request can stop it', () => {
  it.each(['//', '//:0', '//a:b', 'http://[', 'http://a:99999/contact', '//[::1'])(
    'answers %s alone (400 or 404) and goes on serving',
    async (target) => {
      const { url } = await start();
      const answer = await raw(
        url,
        `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      );
      expect([400, 404]).toContain(answer.status);
      expect((await post(JSON.stringify(valid))).status).toBe(200);
    },
  );

  it('survives thousands of random requests from fast-check, and says how it answered', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createTcpServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const store = path.join(await mkdtemp(path.join(tmpdir(), 'service-fuzz-')), 'm.sqlite');
    const child: ChildProcess = spawn(process.execPath, [SCRIPT], {
      env: {
        ...process.env,
        CONTACT_PORT: String(port),
        CONTACT_STORE: store,
        CONTACT_RATE_LIMIT: '1000000/60',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let exits = 0;
    child.once('exit', () => (exits += 1));
    await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
    const url = `http://127.0.0.1:${port}/api/contact`;
    const answers = new Map<number, number>();
    const targets = fc.oneof(
      { arbitrary: fc.constant('/api/contact'), weight: 4 },
      fc.constantFrom(
        '/api/contact',
        '/api/contact?x=1',
        '//',
        '//:0',
        '//a:b',
        'http://[',
        'http://a:99999/api/contact',
        '//[::1',
        '*',
        '/%',
        '/api/contact/../contact',
      ),
      fc.stringMatching(/^\/[!-~]{0,40}$/),
      fc.stringMatching(/^[a-z]{1,5}:\/\/[!-~]{0,30}$/),
    );
    const headers = fc.record(
      {
        'Content-Type': fc.constantFrom(
          'application/json',
          'application/json; charset=utf-8',
          'application/json; charset=latin1',
          'application/x-www-form-urlencoded',
          'text/plain',
          '',
        ),
        Origin: fc.constantFrom('http://localhost:1234', 'https://evil.example', 'null', ''),
        'X-Forwarded-For': fc.oneof(fc.ipV4(), fc.string({ maxLength: 30 })),
      },
      { requiredKeys: [] },
    );
    const bodies = fc.oneof(
      fc.uint8Array({ maxLength: 600 }).map((bytes) => Buffer.from(bytes)),
      fc
        .record(
          {
            name: fc.string({ maxLength: 120 }),
            email: fc.oneof(fc.emailAddress(), fc.string({ maxLength: 300 })),
            description: fc.string({ maxLength: 200 }),
          },
          { requiredKeys: [] },
        )
        .map((value) => Buffer.from(JSON.stringify(value))),
      fc
        .record(
          {
            name: fc.string({ maxLength: 120 }),
            email: fc.oneof(fc.emailAddress(), fc.string({ maxLength: 300 })),
            description: fc.string({ maxLength: 200 }),
            lang: fc.oneof(fc.constantFrom('en', 'es', 'xx', ''), fc.string({ maxLength: 20 })),
          },
          { requiredKeys: [] },
        )
        .map((value) => Buffer.from(new URLSearchParams(value).toString())),
      { arbitrary: fc.constant(Buffer.from(JSON.stringify(valid))), weight: 2 },
    );
    const requests = fc.record({
      method: fc.constantFrom('GET', 'POST', 'POST', 'POST', 'PUT', 'OPTIONS', 'DELETE', 'HEAD'),
      target: targets,
      headers,
      body: bodies,
      // Sometimes a Content-Length that does not match the body.
      lengthDelta: fc.constantFrom(0, 0, 0, -1, 5),
    });
    const started = Date.now();
    let inputs = 0;
    await fc.assert(
      fc.asyncProperty(requests, async ({ method, target, headers: extra, body, lengthDelta }) => {
        inputs += 1;
        const head =
          `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n` +
          Object.entries(extra)
            .filter(([, value]) => value !== '' && /^[\t\x20-\x7e]*$/.test(value))
            .map(([name, value]) => `${name}: ${value}\r\n`)
            .join('') +
          `Content-Length: ${Math.max(body.length + lengthDelta, 0)}\r\n\r\n`;
        // A Content-Length longer than the body: the client then hangs up, as one that gave up.
        const answer = await raw(url, head, { body, hangUp: lengthDelta > 0 });
        answers.set(answer.status, (answers.get(answer.status) ?? 0) + 1);
        expect(child.exitCode, 'the service exited').toBeNull();
        expect(answer.status === 0 || (answer.status >= 200 && answer.status < 600)).toBe(true);
        expect(answer.status).not.toBe(500);
      }),
      // A fixed number of inputs, never a time limit: a loaded machine runs the same test.
      { numRuns: 2000, seed: 20261124 },
    );
    // It still takes a message, and everything it stored is a well-formed message.
    const final = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(valid),
    });
    expect(final.status).toBe(200);
    const reopened = openStore(store);
    const stored = reopened.list();
    reopened.close();
    expect(stored.length).toBeGreaterThan(0);
    for (const message of stored) {
      for (const value of [message.name, message.email, message.description])
        expect(value.isWellFormed()).toBe(true);
    }
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    const byStatus = [...answers]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status === 0 ? 'closed' : status}×${count}`)
      .join(' ');
    console.log(
      `service fuzz: ${inputs} inputs in ${((Date.now() - started) / 1000).toFixed(1)} s, answers ${byStatus}, exits ${exits - 1}`,
    );
    expect(inputs).toBe(2000);
  }, 300_000);
});

describe('a full disk', () => {
  it('answers 500 to the message it could not store and goes on storing the next', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'service-full-'));
    const real = openStore(path.join(folder, 'm.sqlite'));
    let failures = 1;
    const full: Store = {
      ...real,
      insertAll: (messages, options) => {
        if (failures-- > 0) {
          throw Object.assign(new Error('database or disk is full'), { code: 'ERR_SQLITE_ERROR' });
        }
        return real.insertAll(messages, options);
      },
    };
    await start({ store: full });
    expect((await post(JSON.stringify(valid))).status).toBe(500);
    expect((await post(JSON.stringify({ ...valid, description: 'Second' }))).status).toBe(200);
    expect((await lines()).map((record) => record.description)).toEqual(['Second']);
    real.close();
  });
});

describe('quotas count accepted messages, per client', () => {
  it('refused requests do not count: junk and invalid POSTs, then the address still sends its share', async () => {
    await start({ limits: { rateLimit: { max: 2, windowMs: 60_000 } } });
    for (let i = 0; i < 10; i += 1)
      expect((await post('x', { 'Content-Type': 'text/plain' })).status).toBe(415);
    for (let i = 0; i < 5; i += 1)
      expect((await post(JSON.stringify({ ...valid, email: 'no' }))).status).toBe(400);
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await post(JSON.stringify(valid))).status);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('behind a trusted proxy each visitor has a quota; from anyone else X-Forwarded-For is ignored', async () => {
    await start({ limits: { rateLimit: { max: 1, windowMs: 60_000 } }, trustProxy: ['127.0.0.1'] });
    const from = (client: string) =>
      post(JSON.stringify(valid), { 'X-Forwarded-For': `203.0.113.9, ${client}` });
    expect((await from('198.51.100.1')).status).toBe(200);
    expect((await from('198.51.100.2')).status).toBe(200);
    expect((await from('198.51.100.1')).status).toBe(429);
    await receiver!.close();
    await start({ limits: { rateLimit: { max: 1, windowMs: 60_000 } } });
    expect((await from('198.51.100.1')).status).toBe(200);
    expect((await from('198.51.100.2')).status).toBe(429); // not a trusted proxy: the peer is the client
    expect(clientAddress('::ffff:127.0.0.1', '10.0.0.1, 192.0.2.7', ['127.0.0.1'])).toBe(
      '192.0.2.7',
    );
    expect(clientAddress('127.0.0.1', '192.0.2.7, 127.0.0.1', ['127.0.0.1'])).toBe('192.0.2.7');
    expect(clientAddress('192.0.2.50', '192.0.2.7', ['127.0.0.1'])).toBe('192.0.2.50');
    expect(trustProxySetting('127.0.0.1, ::1')).toEqual(['127.0.0.1', '::1']);
    expect(() => trustProxySetting('proxy.local')).toThrow(StartupError);
  });

  it('forgets the least recently seen addresses first, never every quota at once', async () => {
    await start({
      limits: { rateLimit: { max: 1, windowMs: 60_000 }, maxAddresses: 3 },
      trustProxy: ['127.0.0.1'],
    });
    const from = (client: string) => post(JSON.stringify(valid), { 'X-Forwarded-For': client });
    expect((await from('192.0.2.1')).status).toBe(200);
    expect((await from('192.0.2.2')).status).toBe(200);
    expect((await from('192.0.2.3')).status).toBe(200);
    expect((await from('192.0.2.1')).status).toBe(429); // seen again: now the most recent
    expect((await from('192.0.2.4')).status).toBe(200); // a fourth: .2, the least recent, goes
    expect((await from('192.0.2.1')).status).toBe(429);
    expect((await from('192.0.2.3')).status).toBe(429);
    expect((await from('192.0.2.2')).status).toBe(200);
  });
});

describe('refused means closed', () => {
  it.each([
    [
      '404, another path',
      (p: string) =>
        `POST ${p}x HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
    ],
    [
      '403, another origin',
      (p: string) =>
        `POST ${p} HTTP/1.1\r\nHost: x\r\nOrigin: https://evil.example\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
    ],
    [
      '405, another method',
      (p: string) =>
        `PUT ${p} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
    ],
    [
      '429, over its quota',
      (p: string) =>
        `POST ${p} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
    ],
  ])('%s: answers and closes without reading the endless body', async (name, head) => {
    const { url } = await start({ limits: { rateLimit: { max: 1, windowMs: 60_000 } } });
    if (name.startsWith('429')) expect((await post(JSON.stringify(valid))).status).toBe(200);
    const answer = await raw(url, head(new URL(url).pathname), { endless: true });
    expect(answer.status).toBe(Number(name.slice(0, 3)));
    expect(answer.text).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer.sent).toBeLessThan(64 * 1024 ** 2);
  });
});

describe('one address cannot take every connection', () => {
  it('closes connections past the per-address limit while another address is served', async () => {
    const { url } = await start({ limits: { maxConnectionsPerAddress: 3, maxConnections: 100 } });
    const { port } = new URL(url);
    const held: Socket[] = await Promise.all(
      Array.from(
        { length: 3 },
        () =>
          new Promise<Socket>((resolve) => {
            const socket = connect(Number(port), '127.0.0.1', () => resolve(socket));
          }),
      ),
    );
    const fourth = await raw(
      url,
      `POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`,
    );
    expect(fourth.status).toBe(0);
    const other = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: Number(port),
          path: '/api/contact',
          method: 'POST',
          localAddress: '127.0.0.2',
          headers: { 'Content-Type': 'application/json' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode!);
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify(valid));
    });
    expect(other).toBe(200);
    for (const socket of held) socket.destroy();
  });
});

describe('as strict as documented', () => {
  it('refuses a body that is not valid UTF-8 with 400 and stores nothing', async () => {
    const { url } = await start();
    const json = Buffer.from(JSON.stringify({ ...valid, description: 'Caf\u00e9' }));
    const broken = Buffer.concat([
      json.subarray(0, json.indexOf(0xc3)),
      Buffer.from([0xc3, 0x28]),
      json.subarray(json.indexOf(0xc3) + 2),
    ]);
    const answer = await raw(
      url,
      `POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${broken.length}\r\nConnection: close\r\n\r\n`,
      { body: broken },
    );
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('"invalidUtf8"');
    expect(await lines()).toEqual([]);
  });

  it('holds each field to its documented maximum (an e-mail address to 254 characters)', async () => {
    await start();
    const email254 = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(email254).toHaveLength(FIELD_LIMITS.email);
    expect((await post(JSON.stringify({ ...valid, email: email254 }))).status).toBe(200);
    const cases = [
      [{ email: `x${email254}` }, 'email', 'emailTooLong'],
      [{ email: `${'a'.repeat(16_000)}@bank.com` }, 'email', 'emailTooLong'],
      [{ name: 'A'.repeat(FIELD_LIMITS.name + 1) }, 'name', 'nameTooLong'],
      [{ description: 'z'.repeat(FIELD_LIMITS.description + 1) }, 'description', 'messageTooLong'],
    ] as const;
    for (const [change, field, code] of cases) {
      const response = await post(JSON.stringify({ ...valid, ...change }));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ errors: [{ field, code }] });
    }
    expect(await lines()).toHaveLength(1);
  });

  it.each([
    'ana,bob@bank.com',
    'ana%bank.com@evil.com',
    'ana@bank\u202Emoc.com',
    'ana\u2066@bank.com',
    'ana@bank.com\u2069',
  ])('refuses the e-mail %j', async (email) => {
    await start();
    const response = await post(JSON.stringify({ ...valid, email }));
    expect(await response.json()).toEqual({ errors: [{ field: 'email', code: 'emailInvalid' }] });
  });
});

describe('a store it cannot write', () => {
  it('makes `npm run contact-service` say so in one line and exit 1', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'service-store-'));
    await writeFile(path.join(folder, 'a-file'), '');
    const run = spawnSync(process.execPath, [SCRIPT], {
      env: {
        ...process.env,
        CONTACT_PORT: '65001',
        CONTACT_STORE: path.join(folder, 'a-file', 'sub', 'm.sqlite'),
      },
      encoding: 'utf8',
      timeout: 10_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      `Cannot write the message store ${path.join(folder, 'a-file', 'sub', 'm.sqlite')} (ENOTDIR): set CONTACT_STORE=<a file in a folder you may write to>.`,
    ]);
  });
});
