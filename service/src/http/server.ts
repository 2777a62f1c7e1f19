// The contact service: `POST /api/contact` takes a message from the site's form, as JSON (the
// form with JavaScript) or as an HTML form post (without), validates it with the form's own rules
// (src/contact/validation.ts), stores it in SQLite (./store.ts) and answers once it is on disk:
// JSON gets 200 (or 400 with the field errors); a form post gets 303 to the "Message sent" page in
// the page's language (or a 400 page listing the errors). It deletes what is past the retention
// period (./retention.ts) and, when notification is on, e-mails each message to the team from an
// outbox (./notify.ts).
//
// In production it runs behind the site's web server on the same origin: a browser's POST from
// the site itself is accepted without CORS. In development (`npm start`) the dev server is
// another origin, allowed by CORS (`allowedOrigins`); a POST from any other browser origin is
// refused. Safe behind a proxy: any answer given before a request's body was read (413, 415, 404,
// 403, 405, 429…) closes the connection, and nothing pipelined behind it is processed; a
// connection that sends nothing is closed within seconds, slow ones time out; connections are
// capped, in all and per client; each client (an IPv4 address, an IPv6 /64) may send
// `rateLimit.max` accepted messages per window, then gets 429 (the client is the connecting
// peer, or X-Forwarded-For's when the peer is a proxy named in `trustProxy`). No request can stop
// it: whatever goes wrong in one answers that request alone.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { canonicalAddress, quotaKey } from '../policy/address.ts';
import { systemClock, type Clock } from '../clock.ts';
import { importJsonLines } from '../store/import-jsonl.ts';
import { smtpMailer, startOutbox, type Mailer, type Outbox } from '../mail/notify.ts';
import { languageOf, openPages, sentPath, formPath } from './pages.ts';
import { createGroupCommit } from '../store/group-commit.ts';
import { startRetention, type Retention } from '../store/retention.ts';
import {
  CONTACT_PATH,
  DEFAULT_LIMITS,
  DEFAULT_PAGES,
  DEFAULT_SERVICE_PORT,
  listenError,
  StartupError,
  type Limits,
  type NotifySettings,
} from '../settings.ts';
import { openStore, StoreOpenError, type Store } from '../store/store.ts';
import {
  payload,
  validate,
  type ContactDraft,
  type ContactErrors,
} from '../../../src/contact/validation.ts';
import { DEFAULT_RETENTION_DAYS } from '../../../content/retention.ts';

export const MAX_BODY_BYTES = 16 * 1024;

export interface ServiceOptions {
  port?: number;
  host?: string;
  /** The SQLite database (created when missing). */
  file?: string;
  /** An open store instead (tests wrap one); the service does not close it. */
  store?: Store;
  /** A JSON Lines store of an earlier version to import once at start, if it exists. */
  importFile?: string;
  /** Days a message is kept (CONTACT_RETENTION_DAYS). */
  retentionDays?: number;
  /** Browser origins of other sites allowed to post, with CORS (the dev server's). */
  allowedOrigins?: readonly string[];
  /** The site's own origins (besides the request's Host), whose posts need no CORS. */
  siteOrigins?: readonly string[];
  log?: (line: string) => void;
  limits?: Partial<Limits>;
  /** Proxy addresses whose X-Forwarded-For names the client (CONTACT_TRUST_PROXY). */
  trustProxy?: readonly string[];
  /** E-mail each message to the team (CONTACT_NOTIFY_TO, CONTACT_SMTP_URL). */
  notify?: NotifySettings;
  /** How e-mails are handed over (default: nodemailer on notify.smtpUrl). */
  mailer?: Mailer;
  /** Back-off of the outbox (tests shorten it). */
  retry?: { firstMs: number; maxMs: number };
  clock?: Clock;
  /** The built site, whose contact pages answer form posts (CONTACT_PAGES; default `dist`). */
  pagesDir?: string;
}

export interface Service {
  /** The endpoint's URL, e.g. http://127.0.0.1:8787/api/contact. */
  url: string;
  port: number;
  store: Store;
  /** Stops listening, the timers and the outbox, and closes the store it opened. */
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

/** The field errors of a form post, answered as a page in its language. */
class FormErrors extends Error {
  readonly errors: ContactErrors;
  readonly values: ContactDraft;
  constructor(errors: ContactErrors, values: ContactDraft) {
    super('invalid form');
    this.errors = errors;
    this.values = values;
  }
}

/** UTF-8 that refuses malformed bytes instead of turning them into U+FFFD. */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

const tooLarge = () =>
  new HttpError(413, { error: 'payloadTooLarge', limit: MAX_BODY_BYTES }, { close: true });

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

type BodyKind = 'json' | 'form';

/**
 * JSON, or an HTML form post (`application/x-www-form-urlencoded`), in UTF-8 only: no charset or
 * `charset=utf-8`. Anything else: 415.
 */
function bodyKind(header: string | undefined): BodyKind {
  const [type = '', ...parameters] = (header ?? '').split(';').map((part) => part.trim());
  const charset = parameters
    .map((parameter) => {
      const equals = parameter.indexOf('=');
      if (equals === -1 || parameter.slice(0, equals).trim().toLowerCase() !== 'charset') return;
      return parameter
        .slice(equals + 1)
        .trim()
        .replace(/^"|"$/g, '');
    })
    .find((value) => value !== undefined);
  const utf8 = charset === undefined || /^utf-?8$/i.test(charset);
  const kind = { 'application/json': 'json', 'application/x-www-form-urlencoded': 'form' }[
    type.toLowerCase()
  ] as BodyKind | undefined;
  if (!kind || !utf8) throw new HttpError(415, { error: 'unsupportedMediaType' }, { close: true });
  return kind;
}

interface Posted extends ContactDraft {
  lang: string;
}

function parseJson(text: string): Posted {
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
  return {
    name: field('name'),
    email: field('email'),
    description: field('description'),
    lang: field('lang'),
  };
}

function parseForm(text: string): Posted {
  const form = new URLSearchParams(text);
  const field = (key: string) => form.get(key) ?? '';
  return {
    name: field('name'),
    email: field('email'),
    description: field('description'),
    lang: field('lang'),
  };
}

/**
 * The client of a request: the connecting peer, or, when that peer is a trusted proxy, the
 * right-most X-Forwarded-For entry that is not itself a trusted proxy (entries to its left can be
 * written by anyone). Addresses in their canonical spelling (./address.ts).
 */
export function clientAddress(
  peer: string,
  forwardedFor: string | string[] | undefined,
  trusted: readonly string[],
): string {
  let client = canonicalAddress(peer) ?? peer;
  if (!trusted.includes(client) || forwardedFor === undefined) return client;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
    .split(',')
    .map((hop) => canonicalAddress(hop));
  for (const hop of hops.reverse()) {
    if (hop === undefined) break;
    client = hop;
    if (!trusted.includes(hop)) break;
  }
  return client;
}

/** Marks a connection whose answer closes it: nothing more is processed from it. */
const closing = new WeakSet<Socket>();

/**
 * Starts the service. Rejects with a StartupError whose message is one line when the port is in
 * use or may not be opened, or the store cannot be written; it never exits the process.
 */
export async function startService({
  port = DEFAULT_SERVICE_PORT,
  host = '127.0.0.1',
  file = '.messages/contact.sqlite',
  store: given,
  importFile,
  retentionDays = DEFAULT_RETENTION_DAYS,
  allowedOrigins = [],
  siteOrigins = [],
  log = (line) => console.log(line),
  limits: givenLimits = {},
  trustProxy = [],
  notify,
  mailer,
  retry,
  clock = systemClock,
  pagesDir = DEFAULT_PAGES,
}: ServiceOptions = {}): Promise<Service> {
  const pages = openPages(pagesDir);
  const limits: Limits = { ...DEFAULT_LIMITS, ...givenLimits };
  const trusted = trustProxy.map((address) => canonicalAddress(address) ?? address);
  let store: Store;
  try {
    store = given ?? openStore(file);
  } catch (error) {
    const code = error instanceof StoreOpenError ? error.code : String(error);
    throw new StartupError(
      `Cannot write the message store ${file} (${code}): set CONTACT_STORE=<a file in a folder you may write to>.`,
    );
  }
  const storeFile = given?.file ?? file;
  if (importFile) {
    const result = importJsonLines(store, importFile, new Date(clock.now()));
    if (result) {
      log(
        `contact: imported ${result.imported} message(s) from ${importFile}, renamed to ${result.renamedTo}` +
          (result.torn ? `; its cut-off last line was moved to ${result.torn}` : '') +
          (result.rejected ? `; lines that are not messages were moved to ${result.rejected}` : ''),
      );
    }
  }
  const retention: Retention = startRetention({ store, days: retentionDays, clock, log });
  let outbox: Outbox | undefined;
  let closeMailer = () => {};
  if (notify) {
    let send = mailer;
    if (!send) {
      const smtp = smtpMailer(notify.smtpUrl);
      send = smtp.send;
      closeMailer = smtp.close;
    }
    outbox = startOutbox({ store, notify, send, clock, log, retry });
  }

  const { save } = createGroupCommit(store, { notify: outbox !== undefined });

  const isCrossOriginAllowed = (origin: string | undefined): origin is string =>
    origin !== undefined && allowedOrigins.includes(origin);
  /** A POST from the site's own pages: the Origin is the Host it was sent to, or a site origin. */
  const isSameOrigin = (origin: string, request: IncomingMessage) => {
    if (siteOrigins.includes(origin)) return true;
    try {
      return new URL(origin).host === request.headers.host;
    } catch {
      return false;
    }
  };

  // Accepted messages per client in the current window. A POST holds a place while it is being
  // handled and gives it back unless its message is stored, so refused requests never count.
  // The map keeps clients in order of last use; past maxAddresses the least recent go first.
  const recent = new Map<string, number[]>();
  const admit = (client: string): (() => void) => {
    const now = clock.now();
    const { max, windowMs } = limits.rateLimit;
    const times = (recent.get(client) ?? []).filter((time) => now - time < windowMs);
    recent.delete(client);
    if (times.length >= max) {
      recent.set(client, times);
      const retryAfter = Math.ceil(((times[0] ?? now) + windowMs - now) / 1000);
      throw new HttpError(
        429,
        { error: 'tooManyRequests' },
        { headers: { 'Retry-After': String(Math.max(retryAfter, 1)) } },
      );
    }
    times.push(now);
    recent.set(client, times);
    for (const oldest of recent.keys()) {
      if (recent.size <= limits.maxAddresses) break;
      recent.delete(oldest);
    }
    return () => {
      const index = times.indexOf(now);
      if (index !== -1) times.splice(index, 1);
      if (times.length === 0 && recent.get(client) === times) recent.delete(client);
    };
  };

  /** Where a form post's pages link to: the dev server's origin in development, else the site. */
  const siteBase = (request: IncomingMessage) => {
    const origin = request.headers.origin;
    return isCrossOriginAllowed(origin) ? origin : '';
  };

  const writeAnswer = (
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    headers: Record<string, string>,
    body: string,
    close: boolean,
  ) => {
    const origin = request.headers.origin;
    const all: Record<string, string> = { Vary: 'Origin', 'Cache-Control': 'no-store', ...headers };
    if (isCrossOriginAllowed(origin)) all['Access-Control-Allow-Origin'] = origin;
    // Answered before its body was read (or asked to close): drop the connection rather than
    // read what is left of the request, and process nothing that was pipelined behind it.
    const drop = close || !request.complete;
    if (drop) {
      all.Connection = 'close';
      closing.add(request.socket);
    }
    response.writeHead(status, all);
    response.end(body);
    if (drop) response.once('finish', () => request.socket.destroy());
  };

  const sendJson = (
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    body: unknown,
    { headers = {}, close = false }: AnswerOptions = {},
  ) =>
    writeAnswer(
      request,
      response,
      status,
      { 'Content-Type': 'application/json; charset=utf-8', ...headers },
      JSON.stringify(body),
      close,
    );

  const sendPage = (
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    page: { html: string; headers: Record<string, string> },
    { headers = {}, close = false }: AnswerOptions = {},
  ) => writeAnswer(request, response, status, { ...page.headers, ...headers }, page.html, close);

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    // Behind an answer that closes the connection: never processed, never answered.
    if (closing.has(request.socket)) return;
    const origin = request.headers.origin;
    let release = () => {};
    let kind: BodyKind | undefined;
    let lang = '';
    try {
      let pathname: string;
      try {
        pathname = new URL(request.url ?? '/', 'http://service').pathname;
      } catch {
        throw new HttpError(400, { error: 'badRequest' });
      }
      if (pathname !== CONTACT_PATH)
        throw new HttpError(404, { error: 'notFound' }, { close: true });
      if (request.method === 'OPTIONS') {
        if (!isCrossOriginAllowed(origin)) {
          throw new HttpError(403, { error: 'originNotAllowed' }, { close: true });
        }
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
      if (origin !== undefined && !isCrossOriginAllowed(origin) && !isSameOrigin(origin, request)) {
        throw new HttpError(403, { error: 'originNotAllowed' }, { close: true });
      }
      kind = bodyKind(request.headers['content-type']);
      release = admit(
        quotaKey(
          clientAddress(
            request.socket.remoteAddress ?? '',
            request.headers['x-forwarded-for'],
            trusted,
          ),
        ),
      );
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > MAX_BODY_BYTES) throw tooLarge();
      const text = await readBody(request);
      const posted = kind === 'json' ? parseJson(text) : parseForm(text);
      lang = posted.lang;
      const errors = validate(posted);
      if (Object.keys(errors).length > 0) {
        if (kind === 'form') throw new FormErrors(errors, posted);
        throw new HttpError(400, {
          errors: Object.entries(errors).map(([field, code]) => ({ field, code })),
        });
      }
      // A connection closed by an earlier answer while this one was read: not stored.
      if (closing.has(request.socket)) return;
      const message = await save({
        receivedAt: new Date(clock.now()).toISOString(),
        ...payload(posted),
        lang: languageOf(posted.lang, request.headers.referer),
      });
      release = () => {}; // stored: it counts
      log(
        `contact: message ${message.id} received (${message.description.length} characters), stored in ${storeFile}`,
      );
      outbox?.wake();
      if (kind === 'form') {
        const location = `${siteBase(request)}${sentPath(message.lang)}`;
        writeAnswer(request, response, 303, { Location: location }, '', false);
      } else {
        sendJson(request, response, 200, { ok: true });
      }
    } catch (error) {
      release();
      const pageLang = languageOf(lang, request.headers.referer);
      const back = `${siteBase(request)}${formPath(pageLang, request.headers.referer)}`;
      if (error instanceof FormErrors) {
        const { errors, values } = error;
        sendPage(request, response, 400, pages.errorPage({ errors, lang: pageLang, back, values }));
      } else if (error instanceof HttpError) {
        if (kind === 'form' && error.status !== 415) {
          const retryAfter = Number(error.headers['Retry-After']);
          const failed = pages.failurePage({
            lang: pageLang,
            back,
            status: error.status,
            ...(retryAfter > 0 && { retryAfterSeconds: retryAfter }),
          });
          sendPage(request, response, error.status, failed, error);
        } else {
          sendJson(request, response, error.status, error.body, error);
        }
      } else {
        log(`contact: error ${String(error)}`);
        if (kind === 'form') {
          const failed = pages.failurePage({ lang: pageLang, back, status: 500 });
          sendPage(request, response, 500, failed, { close: true });
        } else {
          sendJson(request, response, 500, { error: 'internal' }, { close: true });
        }
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
  // Connections per client, under the global cap: one client cannot take every slot; and a
  // connection that has sent nothing within firstByteTimeoutMs is closed, so idle sockets cannot
  // hold the slots until the headers timeout.
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const firstByte = setTimeout(() => {
      if (socket.bytesRead === 0) socket.destroy();
    }, limits.firstByteTimeoutMs);
    firstByte.unref();
    socket.once('close', () => clearTimeout(firstByte));
    const address = canonicalAddress(socket.remoteAddress ?? '') ?? '';
    if (trusted.includes(address)) return;
    const key = quotaKey(address);
    const count = (open.get(key) ?? 0) + 1;
    if (count > limits.maxConnectionsPerAddress) {
      socket.destroy();
      return;
    }
    open.set(key, count);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.maxConnections = limits.maxConnections;

  const stopBackground = async () => {
    retention.stop();
    await outbox?.stop();
    closeMailer();
    if (!given) store.close();
  };
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  }).catch(async (error: unknown) => {
    await stopBackground();
    throw listenError(error, port, 'CONTACT_PORT');
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${actualPort}${CONTACT_PATH}`,
    port: actualPort,
    store,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await stopBackground();
    },
  };
}
