// Spellings of one client, records that must stay whole (U+2028, a torn JSON Lines store), nothing
// processed behind a refusal, and idle connections that cannot hold the slots: each test failed
// before its fix.
import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { appendFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { canonicalAddress, quotaKey } from '../policy/address.ts';
import { repairTornJsonLines } from '../store/import-jsonl.ts';
import { runMessages } from '../operator/messages.ts';
import type { Service, ServiceOptions } from './server.ts';
import {
  exchange,
  openConnection,
  postJson,
  requestBytes,
  serviceFixture,
  storeFile,
  tempFolder,
  validMessage as valid,
} from '../../test/support.ts';

const services = serviceFixture();
let service: Service;
afterEach(() => services.closeAll());

const start = async (options: ServiceOptions = {}) => (service = await services.start(options));
const post = (body: string, headers: Record<string, string> = {}) =>
  postJson(service, body, headers);

describe('one client, one spelling: canonical addresses and IPv6 quotas by /64', () => {
  it('writes every address one way', () => {
    expect(canonicalAddress('2001:DB8::1')).toBe('2001:db8::1');
    expect(canonicalAddress('2001:0db8:0:0:0:0:0:1')).toBe('2001:db8::1');
    expect(canonicalAddress('fe80::1%eth0')).toBe('fe80::1');
    expect(canonicalAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(canonicalAddress('::FFFF:C000:0201')).toBe('192.0.2.1');
    expect(canonicalAddress('2001:db8:0:0:1:0:0:1')).toBe('2001:db8::1:0:0:1');
    expect(canonicalAddress('proxy.local')).toBeUndefined();
    expect(quotaKey('2001:db8:0:0:ffff::1')).toBe('2001:db8::/64');
    expect(quotaKey('2001:DB8:0:1::9')).toBe('2001:db8:0:1::/64');
    expect(quotaKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
  });

  it('gives one quota to every spelling of an address and to a whole IPv6 /64', async () => {
    await start({ limits: { rateLimit: { max: 3, windowMs: 60_000 } }, trustProxy: ['127.0.0.1'] });
    const from = async (client: string) =>
      (await post(JSON.stringify(valid), { 'X-Forwarded-For': client })).status;
    const ipv6 = [
      '2001:DB8::1',
      '2001:0db8:0:0:0:0:0:1',
      '2001:db8::1%eth0',
      '2001:db8::2',
      '2001:db8:0:0:ffff:ffff:ffff:ffff',
      '2001:db8::abcd',
    ];
    const statuses = [];
    for (const client of ipv6) statuses.push(await from(client));
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    const ipv4 = ['192.0.2.1', '::ffff:192.0.2.1', '::FFFF:C000:0201', '0:0:0:0:0:ffff:c000:201'];
    const statuses4 = [];
    for (const client of ipv4) statuses4.push(await from(client));
    expect(statuses4).toEqual([200, 200, 200, 429]);
    // Another /64 is another client.
    expect(await from('2001:db8:0:1::1')).toBe(200);
  });
});

describe('U+2028 and U+2029 in what is written as JSON Lines', () => {
  /** Where Python's str.splitlines() and other readers end lines (JSON escapes the C0 others). */
  const LINE_ENDS = /\r\n|[\n\r\v\f\x85\u2028\u2029]/;

  it('are stored as they were sent, and escaped in the JSON Lines export', async () => {
    await start();
    const description = 'First line\u2028same paragraph\u2029next paragraph';
    expect((await post(JSON.stringify({ ...valid, description }))).status).toBe(200);
    expect(service.store.list()[0]?.description).toBe(description);
    let out = '';
    const code = runMessages(['export', '--format', 'jsonl'], {
      env: { CONTACT_STORE: service.store.file },
      out: (text) => (out += text),
    });
    expect(code).toBe(0);
    const lines = out.split(LINE_ENDS).filter(Boolean);
    expect(lines).toHaveLength(1);
    expect((JSON.parse(lines[0]!) as { description: string }).description).toBe(description);
  });

  it('inside a record of an imported JSON Lines store do not split it', async () => {
    const old = await storeFile('contact.jsonl');
    const record = { receivedAt: new Date().toISOString(), ...valid, description: 'a\u2028b' };
    await writeFile(old, `${JSON.stringify(record)}\n`);
    await start({ importFile: old });
    expect(service.store.list().map((message) => message.description)).toEqual(['a\u2028b']);
  });
});

describe('nothing is processed behind an answer that closes the connection', () => {
  const body = JSON.stringify(valid);
  const pipelined = requestBytes(
    'POST /api/contact HTTP/1.1\r\nContent-Type: application/json',
    body,
  );

  it.each([
    ['405', requestBytes('PUT /api/contact HTTP/1.1\r\nContent-Type: application/json', body)],
    [
      '403',
      requestBytes(
        'POST /api/contact HTTP/1.1\r\nOrigin: https://evil.example\r\nContent-Type: application/json',
        body,
      ),
    ],
    ['404', requestBytes('POST /elsewhere HTTP/1.1\r\nContent-Type: application/json', body)],
    [
      '413',
      requestBytes(
        'POST /api/contact HTTP/1.1\r\nContent-Type: application/json',
        JSON.stringify({ ...valid, description: 'x'.repeat(20_000) }),
      ),
    ],
    ['415', requestBytes('POST /api/contact HTTP/1.1\r\nContent-Type: text/plain', body)],
  ])(
    '%s, then a valid message on the same connection: neither stored nor answered',
    async (status, first) => {
      const { url } = await start();
      const answer = await exchange(url, first + pipelined);
      expect(answer.statuses).toEqual([Number(status)]);
      // Given time to be handled, had it been.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(service.store.list()).toEqual([]);
      // The service itself goes on.
      expect((await post(body)).status).toBe(200);
    },
  );

  it('a message pipelined behind an accepted one is processed as usual', async () => {
    const { url } = await start();
    const answer = await exchange(url, pipelined + pipelined, { waitMs: 1500 });
    expect(answer.statuses).toEqual([200, 200]);
    expect(service.store.list()).toHaveLength(2);
  });
});

describe('a JSON Lines store cut off in the middle of a line', () => {
  const record = (n: number) =>
    JSON.stringify({ receivedAt: new Date().toISOString(), ...valid, description: `Message ${n}` });

  it('is repaired at start: the fragment set aside, the file ending at its last whole line', async () => {
    const file = await storeFile('m.jsonl');
    const fragment = record(3).slice(0, 40);
    await writeFile(file, `${record(1)}\n${record(2)}\n${fragment}`);
    const torn = repairTornJsonLines(file);
    expect(torn && readFileSync(torn, 'utf8')).toBe(fragment);
    // The next line written is a line of its own, not glued to the fragment.
    await appendFile(file, `${record(4)}\n`);
    const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
    expect(lines.map((line) => (JSON.parse(line) as { description: string }).description)).toEqual([
      'Message 1',
      'Message 2',
      'Message 4',
    ]);
    expect(repairTornJsonLines(file)).toBeUndefined();
  });

  it('is imported once with its whole records, the fragment kept aside as torn', async () => {
    const dir = await tempFolder();
    const file = path.join(dir, 'contact.jsonl');
    await writeFile(file, `${record(1)}\n${record(2)}\n${record(3).slice(0, 40)}`);
    await start({ importFile: file });
    expect(service.store.list().map((message) => message.description)).toEqual([
      'Message 2',
      'Message 1',
    ]);
    const names = readdirSync(dir);
    expect(names.filter((name) => name.startsWith('contact.jsonl.torn-'))).toHaveLength(1);
    expect(names.filter((name) => name.startsWith('contact.jsonl.imported-'))).toHaveLength(1);
    expect(names.filter((name) => name.startsWith('contact.jsonl.rejected-'))).toEqual([]);
    expect(existsSync(file)).toBe(false);
  });
});

describe('idle connections cannot hold every slot', () => {
  it('closes sockets that send nothing within seconds, so a seventh address is served', async () => {
    // The defaults: 100 connections, 20 per address, headers within 10 s.
    const { url } = await start();
    let closed = 0;
    const idle = await Promise.all(
      Array.from({ length: 6 * 20 }, async (_, index) => {
        const localAddress = `127.0.0.${2 + Math.floor(index / 20)}`;
        const socket = await openConnection(url, { localAddress });
        socket.on('close', () => (closed += 1));
        return socket;
      }),
    );
    // Well before the 10 s headers timeout.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(closed).toBe(idle.length);
    const seventh = await exchange(
      url,
      requestBytes(
        'POST /api/contact HTTP/1.1\r\nContent-Type: application/json',
        JSON.stringify(valid),
        { close: true },
      ),
      { localAddress: '127.0.0.8' },
    );
    expect(seventh.status).toBe(200);
    for (const socket of idle) socket.destroy();
  }, 20_000);
});
