// Sockets for the tests of servers (the contact service, nginx, the dev servers): a free port,
// a connection held open, and raw bytes on one connection, for what fetch and http.request
// cannot send (pipelining, a slow, broken or endless request, a malformed request line).
import { connect, createServer, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';

/** A port nothing listens on now, on 127.0.0.1. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** A connection to `url`'s host and port, once it is open (or refused), sending nothing. */
export const openConnection = (url: string, { localAddress }: { localAddress?: string } = {}) =>
  new Promise<Socket>((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = connect({ port: Number(port), host: hostname, localAddress }, () =>
      resolve(socket),
    );
    socket.on('error', () => resolve(socket));
  });

/** One HTTP/1.1 request's bytes, its Content-Length computed; `close` asks to end the connection. */
export const requestBytes = (head: string, body = '', { close = false } = {}) =>
  `${head}\r\nHost: x\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${close ? 'Connection: close\r\n' : ''}\r\n${body}`;

export interface ExchangeOptions {
  /** How long to wait for the server to close the connection before the client does. */
  waitMs?: number;
  localAddress?: string;
  /** The client closes its side once `bytes` are sent (a client that hangs up). */
  hangUp?: boolean;
  /** After `bytes`, a chunked body that never ends: 64 KiB chunks until the server stops reading. */
  endless?: boolean;
  /** Over TLS, trusting only `ca`, for the host `servername`. */
  tls?: { ca: Buffer; servername: string };
}

export interface Exchange {
  /** Everything that came back, in latin1. */
  text: string;
  /** The status of each answer, in order. */
  statuses: number[];
  /** The first answer's status, 0 when none came. */
  status: number;
  /** The server closed the connection (rather than the wait running out). */
  closedByServer: boolean;
  /** The bytes of the endless body sent before the connection ended. */
  sent: number;
}

/**
 * Writes `bytes` on one connection to `url`'s host and port and resolves with what came back once
 * the server closed it, or after `waitMs` (then the client closes it).
 */
export function exchange(
  url: string,
  bytes: string | Buffer,
  { waitMs = 2000, localAddress, hangUp = false, endless = false, tls }: ExchangeOptions = {},
): Promise<Exchange> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    let text = '';
    let sent = 0;
    let settled = false;
    const send = () => {
      if (hangUp) return void socket.end(bytes);
      socket.write(bytes);
      if (!endless) return;
      const chunk = 'x'.repeat(64 * 1024);
      const pump = () => {
        while (!settled && sent < 2 * 1024 ** 3) {
          sent += chunk.length;
          if (!socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`)) {
            socket.once('drain', pump);
            return;
          }
        }
      };
      pump();
    };
    const address = { port: Number(port), host: hostname, localAddress };
    const socket = tls
      ? tlsConnect({ ...address, ...tls, ALPNProtocols: ['http/1.1'] }, send)
      : connect(address, send);
    const done = (closedByServer: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const statuses = [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]));
      resolve({ text, statuses, status: statuses[0] ?? 0, closedByServer, sent });
    };
    socket.on('data', (data: Buffer) => (text += data.toString('latin1')));
    socket.on('close', () => done(true));
    socket.on('error', () => done(true));
    const timer = setTimeout(() => done(false), waitMs);
  });
}
