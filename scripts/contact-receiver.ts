// The local contact receiver: `POST /contact` on 127.0.0.1, the embedded default that `npm start`
// points the form at. It validates with the form's own module, stores each accepted message as one
// JSON line (file mode 0600), and logs one line per message. It allows CORS for the dev server
// whether the browser opened it as localhost or as 127.0.0.1 (or for CONTACT_ALLOWED_ORIGIN).
// Run with Node ≥ 22.18 (type stripping).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { appendFile, mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { payload, validate, type ContactDraft } from '../src/contact/validation.ts';

export const MAX_BODY_BYTES = 16 * 1024;

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
}

export interface Receiver {
  url: string;
  close: () => Promise<void>;
}

class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, body: unknown) {
    super(`HTTP ${status}`);
    this.status = status;
    this.body = body;
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new HttpError(413, { error: 'payloadTooLarge', limit: MAX_BODY_BYTES }));
        request.resume();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
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
}: ReceiverOptions = {}): Promise<Receiver> {
  const isAllowed = (origin: string | undefined): origin is string =>
    origin !== undefined && allowedOrigins.includes(origin);
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  // Create the store readable and writable by its owner only.
  await (await open(file, 'a', 0o600)).close();

  // One append at a time: records are never interleaved, whatever arrives together.
  let queue: Promise<void> = Promise.resolve();
  const store = (line: string) => {
    const write = queue.then(() => appendFile(file, line, { mode: 0o600 }));
    queue = write.catch(() => {});
    return write;
  };

  const send = (response: ServerResponse, status: number, body: unknown, origin?: string) => {
    const headers: Record<string, string> = {
      'Content-Type': 'application/json; charset=utf-8',
      Vary: 'Origin',
    };
    if (isAllowed(origin)) headers['Access-Control-Allow-Origin'] = origin;
    response.writeHead(status, headers);
    response.end(JSON.stringify(body));
  };

  const server = createServer(async (request, response) => {
    const origin = request.headers.origin;
    const { pathname } = new URL(request.url ?? '/', 'http://receiver');
    try {
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
      if (request.method !== 'POST') throw new HttpError(405, { error: 'methodNotAllowed' });
      const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
      if (type !== 'application/json') {
        request.resume();
        throw new HttpError(415, { error: 'unsupportedMediaType' });
      }
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > MAX_BODY_BYTES) {
        request.resume();
        throw new HttpError(413, { error: 'payloadTooLarge', limit: MAX_BODY_BYTES });
      }
      const draft = parseDraft(await readBody(request));
      const errors = validate(draft);
      if (Object.keys(errors).length > 0) {
        throw new HttpError(400, {
          errors: Object.entries(errors).map(([field, code]) => ({ field, code })),
        });
      }
      const record = { receivedAt: new Date().toISOString(), ...payload(draft) };
      await store(`${JSON.stringify(record)}\n`);
      log(`contact: message received (${record.description.length} characters), stored in ${file}`);
      send(response, 200, { ok: true }, origin);
    } catch (error) {
      if (error instanceof HttpError) send(response, error.status, error.body, origin);
      else {
        log(`contact: error ${String(error)}`);
        send(response, 500, { error: 'internal' }, origin);
      }
    }
  });

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
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const { receiverPort, allowedOrigins } = devSettings();
    const receiver = await startReceiver({
      port: receiverPort,
      file: process.env.CONTACT_STORE ?? '.messages/contact.jsonl',
      allowedOrigins,
    });
    console.log(`Contact receiver listening on ${receiver.url} for ${allowedOrigins.join(', ')}`);
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
