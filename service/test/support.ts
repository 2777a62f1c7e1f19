// What the service's tests share: a service on a free port with its own store, JSON posts, and
// raw bytes on one connection (for what fetch cannot send: pipelining, slow or broken clients).
import { mkdtemp } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startService, type Service, type ServiceOptions } from '../src/http/server.ts';

export const validMessage = {
  name: 'Ana García',
  email: 'ana@bank.com',
  description: 'Please call me.',
};

/** Starts services with their own store in a new folder; `closeAll` stops them. */
export function serviceFixture() {
  const started: Service[] = [];
  return {
    async start(options: ServiceOptions = {}): Promise<Service & { folder: string }> {
      const folder = await mkdtemp(path.join(tmpdir(), 'contact-service-'));
      const service = await startService({
        port: 0,
        file: path.join(folder, 'contact.sqlite'),
        log: () => {},
        ...options,
      });
      started.push(service);
      return Object.assign(service, { folder });
    },
    async closeAll() {
      await Promise.all(started.splice(0).map((service) => service.close()));
    },
  };
}

export const postJson = (
  service: Service,
  body: unknown,
  headers: Record<string, string> = {},
  signal?: AbortSignal,
) =>
  fetch(service.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });

/** One HTTP/1.1 request's bytes, its Content-Length computed; `close` asks to end the connection. */
export const requestBytes = (head: string, body = '', { close = false } = {}) =>
  `${head}\r\nHost: x\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${close ? 'Connection: close\r\n' : ''}\r\n${body}`;

export interface Exchange {
  /** Everything that came back, in latin1. */
  text: string;
  /** The status of each answer, in order. */
  statuses: number[];
  /** The server closed the connection (rather than the wait running out). */
  closedByServer: boolean;
}

/**
 * Writes `bytes` on one connection and resolves with what came back once the server closed it,
 * or after `waitMs` (then the connection is closed by the client).
 */
export function exchange(
  url: string,
  bytes: string,
  { waitMs = 2000, localAddress }: { waitMs?: number; localAddress?: string } = {},
): Promise<Exchange> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ port: Number(port), host: hostname, localAddress });
    let text = '';
    let settled = false;
    const done = (closedByServer: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const statuses = [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]));
      resolve({ text, statuses, closedByServer });
    };
    socket.on('data', (data) => (text += data.toString('latin1')));
    socket.on('close', () => done(true));
    socket.on('error', () => done(true));
    socket.on('connect', () => socket.write(bytes));
    const timer = setTimeout(() => done(false), waitMs);
  });
}
