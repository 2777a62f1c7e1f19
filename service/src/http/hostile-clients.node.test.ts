// What a hostile or broken client may send, and what the service does: it answers in time, keeps
// what it acknowledged, and never lets a few clients take it from everyone else. Each test
// reproduces a defect found before its fix and fails without it.
import { afterEach, describe, expect, it } from 'vitest';
import { connect, type Socket } from 'node:net';
import { canonicalAddress, networkKey, quotaKey } from '../policy/address.ts';
import { clientAddress, UNREADABLE_CLIENT } from '../policy/client.ts';
import { MAX_FORM_BYTES } from './server.ts';
import {
  exchange,
  postJson,
  requestBytes,
  serviceFixture,
  validMessage,
} from '../../test/support.ts';

const services = serviceFixture();
afterEach(() => services.closeAll());

const json = 'POST /api/contact HTTP/1.1\r\nContent-Type: application/json';

describe('a long Referer', () => {
  it.each([28, 40, 10_000])(
    'of %i letters and a stop is answered, and so is the next visitor',
    async (letters) => {
      const service = await services.start();
      const referer = `https://www.example.com/${'a'.repeat(letters)}!`;
      // Before the fix, 28 letters held the event loop for minutes, 40 for hours.
      const signal = AbortSignal.timeout(15_000);
      const refused = await postJson(service, {}, { Referer: referer }, signal);
      expect(refused.status).toBe(400);
      expect((await postJson(service, validMessage, {}, signal)).status).toBe(200);
    },
    30_000,
  );
});

describe('a refused request pipelined behind a valid one', () => {
  it.each([
    ['405', requestBytes('PUT /api/contact HTTP/1.1')],
    ['404', requestBytes('POST /elsewhere HTTP/1.1\r\nContent-Type: application/json')],
    ['415', requestBytes('POST /api/contact HTTP/1.1\r\nContent-Type: text/plain', 'x')],
  ])(
    '(%s): the valid one is stored and answered first, then the refusal, then the connection closes',
    async (status, refused) => {
      const service = await services.start();
      const answer = await exchange(
        service.url,
        requestBytes(json, JSON.stringify(validMessage)) + refused,
        { waitMs: 5000 },
      );
      expect(answer.statuses).toEqual([200, Number(status)]);
      expect(answer.closedByServer).toBe(true);
      expect(service.store.list()).toHaveLength(1);
    },
  );

  it('and what follows the refusal is dropped unread', async () => {
    const service = await services.start();
    const valid = requestBytes(json, JSON.stringify(validMessage));
    const answer = await exchange(
      service.url,
      valid + requestBytes('PUT /api/contact HTTP/1.1') + valid,
      {
        waitMs: 5000,
      },
    );
    expect(answer.statuses).toEqual([200, 405]);
    expect(service.store.list()).toHaveLength(1);
  });
});

describe('idle connections', () => {
  it('are closed whatever state they are in, even from the trusted proxy', async () => {
    const service = await services.start({
      trustProxy: ['127.0.0.1'],
      limits: { idleTimeoutMs: 800 },
    });
    // A request whose body never comes: Content-Length promises more than is sent.
    const stalled = await exchange(
      service.url,
      `${json}\r\nHost: x\r\nContent-Length: 100\r\n\r\n{"name":`,
      { waitMs: 5000 },
    );
    expect(stalled.closedByServer).toBe(true);
    // A connection that sends nothing at all.
    const silent = await exchange(service.url, '', { waitMs: 5000 });
    expect(silent.closedByServer).toBe(true);
  });
});

/**
 * Holders: from each address, as many connections as the service lets it keep, each sending one
 * byte and reconnecting as soon as it is closed, until `stop()`.
 */
function holdSlots(port: number, addresses: string[], perAddress: number) {
  const sockets = new Set<Socket>();
  let stopped = false;
  const open = (localAddress: string) => {
    if (stopped) return;
    const socket = connect({ port, host: '127.0.0.1', localAddress }, () => socket.write('P'));
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => {
      sockets.delete(socket);
      setTimeout(() => open(localAddress), 20);
    });
  };
  for (const address of addresses) for (let i = 0; i < perAddress; i += 1) open(address);
  return () => {
    stopped = true;
    for (const socket of sockets) socket.destroy();
  };
}

describe('a few addresses holding connections', () => {
  const body = JSON.stringify(validMessage);
  const holders = Array.from({ length: 6 }, (_, index) => `127.0.0.${10 + index}`);

  it('cannot keep a legitimate client out', async () => {
    // The default limits, as they were before the fix: 20 slots per address let six addresses take
    // all 100, and 1 of 56 legitimate posts got through.
    const service = await services.start();
    const stop = holdSlots(service.port, holders, 20);
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1) {
        const answer = await exchange(service.url, requestBytes(json, body, { close: true }), {
          localAddress: '127.0.0.99',
          waitMs: 3000,
        });
        statuses.push(answer.statuses[0] ?? 0);
      }
      expect(statuses).toEqual(statuses.map(() => 200));
    } finally {
      stop();
    }
  }, 30_000);

  it('cannot take the slots kept for the trusted proxy', async () => {
    const service = await services.start({
      trustProxy: ['127.0.0.1'],
      limits: { maxConnections: 40, reservedForProxy: 10 },
    });
    // Six addresses at five each fill every slot open to direct clients.
    const stop = holdSlots(service.port, holders, 20);
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const direct = await exchange(service.url, requestBytes(json, body, { close: true }), {
        localAddress: '127.0.0.99',
        waitMs: 3000,
      });
      expect(direct.statuses).toEqual([]);
      const proxied = await exchange(service.url, requestBytes(json, body, { close: true }), {
        localAddress: '127.0.0.1',
        waitMs: 3000,
      });
      expect(proxied.statuses).toEqual([200]);
    } finally {
      stop();
    }
  }, 30_000);
});

describe('a no-JS post in any script', () => {
  const form = (description: string) =>
    requestBytes(
      'POST /api/contact HTTP/1.1\r\nContent-Type: application/x-www-form-urlencoded',
      new URLSearchParams({ ...validMessage, description, lang: 'en' }).toString(),
      { close: true },
    );

  it.each([
    ['Cyrillic', 'д'],
    ['Chinese', '中'],
    ['emoji', '🙂'],
  ])(
    'takes 3,000 characters of %s (counted after decoding), refuses 3,001 with the field error',
    async (_, char) => {
      const service = await services.start();
      expect(
        Buffer.byteLength(new URLSearchParams({ d: char.repeat(3000) }).toString()),
      ).toBeLessThan(MAX_FORM_BYTES);
      const sent = await exchange(service.url, form(char.repeat(3000)), { waitMs: 3000 });
      expect(sent.statuses).toEqual([303]);
      const tooLong = await exchange(service.url, form(char.repeat(3001)), { waitMs: 3000 });
      expect(tooLong.statuses).toEqual([400]);
      expect(service.store.list()).toHaveLength(1);
    },
  );
});

describe('the origin of a post', () => {
  it('must match the scheme the visitor used, not only the host', async () => {
    const service = await services.start({ trustProxy: ['127.0.0.1'] });
    const body = JSON.stringify(validMessage);
    const post = async (origin: string) =>
      (
        await exchange(
          service.url,
          `POST /api/contact HTTP/1.1\r\nHost: www.example.com\r\nOrigin: ${origin}\r\nX-Forwarded-Proto: https\r\nX-Forwarded-For: 203.0.113.5\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
        )
      ).statuses[0];
    expect(await post('http://www.example.com')).toBe(403);
    expect(await post('https://www.example.com')).toBe(200);
  });
});

describe('all clients together', () => {
  it('have a ceiling, so a spread-out flood cannot fill the disk and the mailbox', async () => {
    const service = await services.start({
      trustProxy: ['127.0.0.1'],
      limits: { overallRateLimit: { max: 3, windowMs: 60_000 } },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await postJson(service, validMessage, {
        'X-Forwarded-For': `2001:db8:${i}::1`,
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});

describe('addresses', () => {
  it('read IPv4 carried in IPv6 as that IPv4 address, and keep ::1 apart from ::', () => {
    expect(canonicalAddress('::192.0.2.7')).toBe('192.0.2.7');
    expect(canonicalAddress('::ffff:0:192.0.2.1')).toBe('192.0.2.1');
    expect(quotaKey('::1')).toBe('::1/128');
    expect(quotaKey('::')).toBe('::/128');
    expect(quotaKey('::192.0.2.7')).not.toBe(quotaKey('::1'));
    expect(networkKey('2001:db8:1:2::1', 48)).toBe('2001:db8:1::/48');
  });

  it('give an unreadable X-Forwarded-For entry a client of its own, not the proxy', () => {
    for (const hop of ['203.0.113.5:4711', '[2001:db8:5::1]', 'unknown', '203.0.113.05']) {
      expect(clientAddress('127.0.0.1', hop, ['127.0.0.1'])).toBe(UNREADABLE_CLIENT);
    }
    expect(clientAddress('127.0.0.1', '203.0.113.5', ['127.0.0.1'])).toBe('203.0.113.5');
  });
});
