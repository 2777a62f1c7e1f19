// The local contact receiver: `POST /contact` on 127.0.0.1, the embedded default that `npm start`
// points the form at. It validates with the form's own module, stores each accepted message as one
// JSON line (file mode 0600, flushed to disk before it answers), and logs one line per message.
// It allows CORS for the dev server whether the browser opened it as localhost or as 127.0.0.1
// (or for CONTACT_ALLOWED_ORIGIN), and refuses a POST from any other browser origin. Safe behind
// a proxy: any answer given before a request's body was read (413, 415, 404, 403, 405, 429…)
// closes the connection instead of reading the rest; slow or idle clients time out in seconds;
// connections are capped, in all and per address; each address may send CONTACT_RATE_LIMIT
// accepted messages (default 10 per 10 minutes), then gets 429 (the address is the connecting
// peer's, or X-Forwarded-For's when the peer is a proxy named in CONTACT_TRUST_PROXY). No request
// can stop it: whatever goes wrong in one answers that request alone (400 or 500).
// Run with Node ≥ 22.18 (type stripping).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { chmod, mkdir, open, type FileHandle } from 'node:fs/promises';
import { isIP, type Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { payload, validate, type ContactDraft } from '../src/contact/validation.ts';

export const MAX_BODY_BYTES = 16 * 1024;

/** Limits against slow, numerous or repeated clients (each can be set per receiver). */
export interface Limits {
  /** Time to receive a request's headers. */
  headersTimeoutMs: number;
  /** Time to receive a whole request. */
  requestTimeoutMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** Open connections at once; more are refused. */
  maxConnections: number;
  /** Open connections at once from one address (a trusted proxy is not limited); more are closed. */
  maxConnectionsPerAddress: number;
  /** Accepted messages one address may send per window, then 429 until the window has passed. */
  rateLimit: { max: number; windowMs: number };
  /** Addresses whose quotas are remembered; the least recently seen are forgotten first. */
  maxAddresses: number;
}

export const DEFAULT_LIMITS: Limits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 15_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 100,
  maxConnectionsPerAddress: 20,
  rateLimit: { max: 10, windowMs: 10 * 60_000 },
  maxAddresses: 10_000,
};

/** `PORT`: the dev server's port (`npm start`). */
export const DEFAULT_DEV_PORT = 1234;
/** `CONTACT_RECEIVER_PORT`: this receiver's port. */
export const DEFAULT_RECEIVER_PORT = 8787;

/** A mistake the user can fix (a setting, a busy port): its message is the one line to print. */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** The origins of the dev server: the browser may open it as localhost or as 127.0.0.1. */
export const devOrigins = (devPort: number) => [
  `http://localhost:${devPort}`,
  `http://127.0.0.1:${devPort}`,
];

type Env = Record<string, string | undefined>;

function portSetting(env: Env, name: string, fallback: number): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new StartupError(`${name} must be a port number from 1 to 65535, not "${value}".`);
  }
  return port;
}

function originSetting(value: string): string {
  let origin = 'null';
  try {
    origin = new URL(value).origin;
  } catch {
    // Reported below.
  }
  if (origin === 'null') {
    throw new StartupError(
      `CONTACT_ALLOWED_ORIGIN: "${value}" is not an origin such as http://localhost:${DEFAULT_DEV_PORT}.`,
    );
  }
  return origin;
}

/** `CONTACT_RATE_LIMIT`: `<messages>/<seconds>` per address, e.g. `10/600` (the default). */
export function rateLimitSetting(value: string | undefined): Limits['rateLimit'] {
  const text = value?.trim();
  if (!text) return DEFAULT_LIMITS.rateLimit;
  const match = /^(\d+)\/(\d+)$/.exec(text);
  const [max, seconds] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
  if (max < 1 || seconds < 1) {
    throw new StartupError(
      `CONTACT_RATE_LIMIT must be <messages>/<seconds> such as 10/600, not "${text}".`,
    );
  }
  return { max, windowMs: seconds * 1000 };
}

/**
 * `CONTACT_TRUST_PROXY`: the addresses of the proxies in front of the receiver, comma-separated
 * (e.g. `127.0.0.1,::1`). Only a connection from one of them has its client read from
 * X-Forwarded-For; any other peer is its own client, whatever header it sends.
 */
export function trustProxySetting(value: string | undefined): string[] {
  const list = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of list) {
    if (isIP(entry) === 0) {
      throw new StartupError(
        `CONTACT_TRUST_PROXY must list IP addresses such as 127.0.0.1, not "${entry}".`,
      );
    }
  }
  return list.map(normalAddress);
}

/** An address as Node reports a peer: IPv4-mapped IPv6 written as plain IPv4. */
const normalAddress = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

/**
 * The client of a request: the connecting peer, or, when that peer is a trusted proxy, the
 * right-most X-Forwarded-For entry that is not itself a trusted proxy (entries to its left can be
 * written by anyone).
 */
export function clientAddress(
  peer: string,
  forwardedFor: string | string[] | undefined,
  trusted: readonly string[],
): string {
  let client = normalAddress(peer);
  if (!trusted.includes(client) || forwardedFor === undefined) return client;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
    .split(',')
    .map((hop) => normalAddress(hop.trim()));
  for (const hop of hops.reverse()) {
    if (isIP(hop) === 0) break;
    client = hop;
    if (!trusted.includes(hop)) break;
  }
  return client;
}

export interface DevSettings {
  devPort: number;
  receiverPort: number;
  /** Browser origins allowed: `CONTACT_ALLOWED_ORIGIN` (comma-separated), else the dev server's. */
  allowedOrigins: string[];
}

/** The ports and origins of `npm start`, shared by scripts/start.mjs and this receiver. */
export function devSettings(env: Env = process.env): DevSettings {
  const devPort = portSetting(env, 'PORT', DEFAULT_DEV_PORT);
  const receiverPort = portSetting(env, 'CONTACT_RECEIVER_PORT', DEFAULT_RECEIVER_PORT);
  const listed = (env.CONTACT_ALLOWED_ORIGIN ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)
    .map(originSetting);
  return {
    devPort,
    receiverPort,
    allowedOrigins: listed.length > 0 ? listed : devOrigins(devPort),
  };
}

/**
 * A failure to listen on `port` (set by `variable`) as a one-line StartupError when the user can fix
 * it: the port is in use, or may not be opened; any other error as it is.
 */
export function listenError(error: unknown, port: number, variable: string): unknown {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'EADDRINUSE') {
    return new StartupError(
      `Port ${port} is in use: stop the other process or set ${variable}=<a free port>.`,
    );
  }
  if (code === 'EACCES') {
    return new StartupError(
      `Port ${port} may not be opened (permission denied): set ${variable}=<a free port above 1023>.`,
    );
  }
  return error;
}

export interface ReceiverOptions {
  port?: number;
  host?: string;
  /** JSON Lines file the messages are appended to. */
  file?: string;
  /** The origins allowed to call it from a browser (the dev server's). */
  allowedOrigins?: readonly string[];
  log?: (line: string) => void;
  limits?: Partial<Limits>;
  /** Proxy addresses whose X-Forwarded-For names the client (CONTACT_TRUST_PROXY). */
  trustProxy?: readonly string[];
  /** How a record is written to the open store (tests inject a failing write). */
  append?: (handle: FileHandle, text: string) => Promise<void>;
}

export interface Receiver {
  url: string;
  close: () => Promise<void>;
}

/** How an answer goes out beyond its status and body. */
interface AnswerOptions {
  headers?: Record<string, string>;
  /** Answer, then close the connection without reading the rest of the request. */
  close?: boolean;
}

class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly headers: Record<string, string>;
  /** Answer, then close the connection without reading the rest of the request. */
  readonly close: boolean;
  constructor(status: number, body: unknown, { headers = {}, close = false }: AnswerOptions = {}) {
    super(`HTTP ${status}`);
    this.status = status;
    this.body = body;
    this.headers = headers;
    this.close = close;
  }
}

/** UTF-8 that refuses malformed bytes instead of turning them into U+FFFD. */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The body, up to MAX_BODY_BYTES (413 past that), in valid UTF-8 (else 400). */
function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        request.off('data', onData);
        request.pause();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    request.on('data', onData);
    request.on('end', () => {
      try {
        resolve(strictUtf8.decode(Buffer.concat(chunks)));
      } catch {
        reject(new HttpError(400, { error: 'invalidUtf8' }));
      }
    });
    request.on('error', reject);
  });
}

const tooLarge = () =>
  new HttpError(413, { error: 'payloadTooLarge', limit: MAX_BODY_BYTES }, { close: true });

/** JSON in UTF-8 only: `application/json`, with no charset or `charset=utf-8`. */
function checkContentType(header: string | undefined): void {
  const [type = '', ...parameters] = (header ?? '').split(';').map((part) => part.trim());
  const charset = parameters
    .map((parameter) => /^charset\s*=\s*"?([^";]*)"?$/i.exec(parameter)?.[1])
    .find((value) => value !== undefined);
  const utf8 = charset === undefined || /^utf-?8$/i.test(charset);
  if (type.toLowerCase() !== 'application/json' || !utf8) {
    throw new HttpError(415, { error: 'unsupportedMediaType' }, { close: true });
  }
}

function parseDraft(text: string): ContactDraft {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new HttpError(400, { error: 'malformedJson' });
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    throw new HttpError(400, { error: 'malformedJson' });
  }
  const record = data as Record<string, unknown>;
  const field = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : '');
  return { name: field('name'), email: field('email'), description: field('description') };
}

/**
 * Starts the receiver. Rejects with a StartupError whose message is one line when the port is in
 * use or may not be opened; it never exits the process.
 */
export async function startReceiver({
  port = DEFAULT_RECEIVER_PORT,
  host = '127.0.0.1',
  file = '.messages/contact.jsonl',
  allowedOrigins = devOrigins(DEFAULT_DEV_PORT),
  log = (line) => console.log(line),
  limits: given = {},
  trustProxy = [],
  append = (handle, text) => handle.appendFile(text),
}: ReceiverOptions = {}): Promise<Receiver> {
  const limits: Limits = { ...DEFAULT_LIMITS, ...given };
  const isAllowed = (origin: string | undefined): origin is string =>
    origin !== undefined && allowedOrigins.includes(origin);
  // The store: its folder, when created here, and the file are its owner's only; a file that
  // already existed with a wider mode is narrowed.
  try {
    await mkdir(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
    await (await open(file, 'a', 0o600)).close();
    await chmod(file, 0o600);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new StartupError(
      `Cannot write the message store ${file} (${code}): set CONTACT_STORE=<a file in a folder you may write to>.`,
    );
  }

  // One append at a time (records are never interleaved, whatever arrives together), each on
  // disk (fdatasync) before the sender hears 200.
  let queue: Promise<void> = Promise.resolve();
  const store = (line: string) => {
    const write = queue.then(async () => {
      const handle = await open(file, 'a', 0o600);
      const { size } = await handle.stat();
      try {
        await append(handle, line);
        await handle.datasync();
      } catch (error) {
        // A failed or partial write (a full disk): cut the file back to its last whole record,
        // so the next message is not glued to a fragment; the sender hears 500.
        await handle.truncate(size).catch(() => {});
        throw error;
      } finally {
        await handle.close();
      }
    });
    queue = write.catch(() => {});
    return write;
  };

  // Accepted messages per address in the current window. A POST holds a place while it is being
  // handled and gives it back unless its message is stored, so refused requests never count.
  // The map keeps addresses in order of last use; past maxAddresses the least recent go first.
  const recent = new Map<string, number[]>();
  const admit = (address: string): (() => void) => {
    const now = Date.now();
    const { max, windowMs } = limits.rateLimit;
    const times = (recent.get(address) ?? []).filter((time) => now - time < windowMs);
    recent.delete(address);
    if (times.length >= max) {
      recent.set(address, times);
      const retry = Math.ceil(((times[0] ?? now) + windowMs - now) / 1000);
      throw new HttpError(
        429,
        { error: 'tooManyRequests' },
        { headers: { 'Retry-After': String(Math.max(retry, 1)) } },
      );
    }
    times.push(now);
    recent.set(address, times);
    for (const oldest of recent.keys()) {
      if (recent.size <= limits.maxAddresses) break;
      recent.delete(oldest);
    }
    return () => {
      const index = times.indexOf(now);
      if (index !== -1) times.splice(index, 1);
      if (times.length === 0 && recent.get(address) === times) recent.delete(address);
    };
  };

  const send = (
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    body: unknown,
    { headers: extra = {}, close = false }: AnswerOptions = {},
  ) => {
    const origin = request.headers.origin;
    const headers: Record<string, string> = {
      'Content-Type': 'application/json; charset=utf-8',
      Vary: 'Origin',
      ...extra,
    };
    if (isAllowed(origin)) headers['Access-Control-Allow-Origin'] = origin;
    // Answered before its body was read (or asked to close): drop the connection rather than
    // read what is left of the request.
    const drop = close || !request.complete;
    if (drop) headers.Connection = 'close';
    response.writeHead(status, headers);
    response.end(JSON.stringify(body));
    if (drop) response.once('finish', () => request.socket.destroy());
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const origin = request.headers.origin;
    let release = () => {};
    try {
      let pathname: string;
      try {
        pathname = new URL(request.url ?? '/', 'http://receiver').pathname;
      } catch {
        throw new HttpError(400, { error: 'badRequest' });
      }
      if (pathname !== '/contact') throw new HttpError(404, { error: 'notFound' });
      if (request.method === 'OPTIONS') {
        if (!isAllowed(origin)) throw new HttpError(403, { error: 'originNotAllowed' });
        response.writeHead(204, {
          'Access-Control-Allow-Origin': origin,
          'Access-Control-Allow-Methods': 'POST',
          'Access-Control-Allow-Headers': 'Content-Type',
          'Access-Control-Max-Age': '600',
          Vary: 'Origin',
        });
        response.end();
        return;
      }
      if (request.method !== 'POST') {
        throw new HttpError(
          405,
          { error: 'methodNotAllowed' },
          { headers: { Allow: 'POST, OPTIONS' }, close: true },
        );
      }
      // A browser on another site: refused on the POST itself, not only on its preflight. (A
      // request without Origin is not from a browser page: curl, a server, a test.)
      if (origin !== undefined && !isAllowed(origin)) {
        throw new HttpError(403, { error: 'originNotAllowed' }, { close: true });
      }
      release = admit(
        clientAddress(
          request.socket.remoteAddress ?? '',
          request.headers['x-forwarded-for'],
          trustProxy,
        ),
      );
      checkContentType(request.headers['content-type']);
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > MAX_BODY_BYTES) throw tooLarge();
      const draft = parseDraft(await readBody(request));
      const errors = validate(draft);
      if (Object.keys(errors).length > 0) {
        throw new HttpError(400, {
          errors: Object.entries(errors).map(([field, code]) => ({ field, code })),
        });
      }
      const record = { receivedAt: new Date().toISOString(), ...payload(draft) };
      await store(`${JSON.stringify(record)}\n`);
      release = () => {}; // stored: it counts
      log(`contact: message received (${record.description.length} characters), stored in ${file}`);
      send(request, response, 200, { ok: true });
    } catch (error) {
      release();
      if (error instanceof HttpError) {
        send(request, response, error.status, error.body, error);
      } else {
        log(`contact: error ${String(error)}`);
        send(request, response, 500, { error: 'internal' }, { close: true });
      }
    }
  };

  const server = createServer(
    { connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs / 2) },
    (request, response) => {
      // Nothing a request does may stop the process: a failure even in answering it ends that
      // request's connection alone.
      handle(request, response).catch((error: unknown) => {
        log(`contact: error ${String(error)}`);
        request.socket.destroy();
      });
    },
  );
  // Connections per address, under the global cap: one address cannot take every slot.
  const open_ = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = normalAddress(socket.remoteAddress ?? '');
    if (trustProxy.includes(address)) return;
    const count = (open_.get(address) ?? 0) + 1;
    if (count > limits.maxConnectionsPerAddress) {
      socket.destroy();
      return;
    }
    open_.set(address, count);
    socket.once('close', () => {
      const left = (open_.get(address) ?? 1) - 1;
      if (left > 0) open_.set(address, left);
      else open_.delete(address);
    });
  });
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.maxConnections = limits.maxConnections;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  }).catch((error: unknown) => {
    throw listenError(error, port, 'CONTACT_RECEIVER_PORT');
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${actualPort}/contact`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const { receiverPort, allowedOrigins } = devSettings();
    const receiver = await startReceiver({
      port: receiverPort,
      file: process.env.CONTACT_STORE ?? '.messages/contact.jsonl',
      allowedOrigins,
      limits: { rateLimit: rateLimitSetting(process.env.CONTACT_RATE_LIMIT) },
      trustProxy: trustProxySetting(process.env.CONTACT_TRUST_PROXY),
    });
    console.log(`Contact receiver listening on ${receiver.url} for ${allowedOrigins.join(', ')}`);
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
