// The local contact receiver: `POST /contact` on 127.0.0.1, the embedded default that `npm start`
// points the form at. It validates with the form's own module, stores each accepted message as one
// JSON line (file mode 0600), and logs one line per message. Run with Node ≥ 22.18 (type stripping).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { appendFile, mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { payload, validate, type ContactDraft } from '../src/contact/validation.ts';

export const MAX_BODY_BYTES = 16 * 1024;

export interface ReceiverOptions {
  port?: number;
  host?: string;
  /** JSON Lines file the messages are appended to. */
  file?: string;
  /** The one origin allowed to call it from a browser (the dev server). */
  allowedOrigin?: string;
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

export async function startReceiver({
  port = 8787,
  host = '127.0.0.1',
  file = '.messages/contact.jsonl',
  allowedOrigin = 'http://localhost:1234',
  log = (line) => console.log(line),
}: ReceiverOptions = {}): Promise<Receiver> {
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
    const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=utf-8' };
    if (origin === allowedOrigin) {
      headers['Access-Control-Allow-Origin'] = allowedOrigin;
      headers.Vary = 'Origin';
    }
    response.writeHead(status, headers);
    response.end(JSON.stringify(body));
  };

  const server = createServer(async (request, response) => {
    const origin = request.headers.origin;
    const { pathname } = new URL(request.url ?? '/', 'http://receiver');
    try {
      if (pathname !== '/contact') throw new HttpError(404, { error: 'notFound' });
      if (request.method === 'OPTIONS') {
        if (origin !== allowedOrigin) throw new HttpError(403, { error: 'originNotAllowed' });
        response.writeHead(204, {
          'Access-Control-Allow-Origin': allowedOrigin,
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

  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${actualPort}/contact`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const receiver = await startReceiver({
    port: Number(process.env.CONTACT_RECEIVER_PORT ?? 8787),
    file: process.env.CONTACT_STORE ?? '.messages/contact.jsonl',
    allowedOrigin: process.env.CONTACT_ALLOWED_ORIGIN ?? 'http://localhost:1234',
  });
  console.log(`Contact receiver listening on ${receiver.url}`);
}
