// The contact service's HTTP layer, on fastify: `POST /api/contact` takes a message from the
// site's form, as JSON (the form with JavaScript) or as an HTML form post (without), validates it
// with the form's own rules (src/contact/validation.ts), stores it (../store/) and answers once it
// is on disk: JSON gets 200 (or 400 with the field errors); a form post gets 303 to the "Message
// sent" page in the page's language (or the built error page, filled in: ./pages.ts). fastify
// reads requests, bodies and their limits; this file keeps the site's own rules, and ../policy/
// says who may post, how often and on how many connections.
//
// Safe behind a proxy: a request refused before its body was read (404, 405, 403, 415, 413,
// 429) is answered and its connection closed; requests pipelined before it are answered first,
// anything after it is dropped unread. No request can stop the service: whatever goes wrong in
// one answers that request alone.
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import { clientAddress } from '../policy/client.ts';
import { canonicalAddress, quotaKey } from '../policy/address.ts';
import { limitConnections, markRequest } from '../policy/connections.ts';
import { originPolicy } from '../policy/origin.ts';
import { createQuotas, QuotaExceeded } from '../policy/quotas.ts';
import { systemClock, type Clock } from '../clock.ts';
import { importJsonLines } from '../store/import-jsonl.ts';
import { smtpMailer, startOutbox, type Mailer, type Outbox } from '../mail/notify.ts';
import { formPath, languageOf, openPages, sentPath } from './pages.ts';
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
  FIELD_LIMITS,
  payload,
  validate,
  type ContactDraft,
} from '../../../src/contact/validation.ts';
import { DEFAULT_RETENTION_DAYS } from '../../../content/retention.ts';

/** A JSON body: the three fields at their longest in any script fit (4 bytes a character). */
export const MAX_BODY_BYTES = 16 * 1024;
/**
 * A form post's body: percent-encoding writes each UTF-8 byte as three characters, so the three
 * fields at their longest in any script take 3 × 4 bytes a character, plus the field names.
 */
export const MAX_FORM_BYTES =
  3 * 4 * Object.values(FIELD_LIMITS).reduce((sum, limit) => sum + limit, 0) + 1024;

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
  /** The built site, whose no-JS error and failure pages the service fills in (CONTACT_PAGES). */
  pagesDir?: string;
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
}

export interface Service {
  /** The endpoint's URL, e.g. http://127.0.0.1:8787/api/contact. */
  url: string;
  port: number;
  store: Store;
  /** Stops listening, the timers and the outbox, and closes the store it opened. */
  close: () => Promise<void>;
}

/** An answer that refuses the request: status, JSON body, headers. */
class Refusal extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly headers: Record<string, string>;
  readonly retryAfterSeconds: number | undefined;
  constructor(
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
    retryAfterSeconds?: number,
  ) {
    super(`HTTP ${status}`);
    this.status = status;
    this.body = body;
    this.headers = headers;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

type BodyKind = 'json' | 'form';

/**
 * JSON, or an HTML form post (`application/x-www-form-urlencoded`), in UTF-8 only: no charset or
 * `charset=utf-8`. Anything else: undefined (415).
 */
function bodyKind(header: string | undefined): BodyKind | undefined {
  const [type = '', ...parameters] = (header ?? '').split(';').map((part) => part.trim());
  const charsets = parameters.flatMap((parameter) => {
    const equals = parameter.indexOf('=');
    if (equals === -1 || parameter.slice(0, equals).trim().toLowerCase() !== 'charset') return [];
    return [
      parameter
        .slice(equals + 1)
        .trim()
        .replace(/^"|"$/g, ''),
    ];
  });
  if (!charsets.every((charset) => /^utf-?8$/i.test(charset))) return undefined;
  return ({ 'application/json': 'json', 'application/x-www-form-urlencoded': 'form' } as const)[
    type.toLowerCase() as 'application/json'
  ];
}

/** UTF-8 that refuses malformed bytes instead of turning them into U+FFFD. */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

interface Posted extends ContactDraft {
  lang: string;
}

function parsePosted(kind: BodyKind, bytes: Buffer): Posted {
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    throw new Refusal(400, { error: 'invalidUtf8' });
  }
  let field: (key: string) => string;
  if (kind === 'json') {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      throw new Refusal(400, { error: 'malformedJson' });
    }
    if (!data || typeof data !== 'object' || Array.isArray(data)) {
      throw new Refusal(400, { error: 'malformedJson' });
    }
    const record = data as Record<string, unknown>;
    field = (key) => {
      const value = Object.hasOwn(record, key) ? record[key] : undefined;
      return typeof value === 'string' ? value : '';
    };
  } else {
    const form = new URLSearchParams(text);
    field = (key) => form.get(key) ?? '';
  }
  return {
    name: field('name'),
    email: field('email'),
    description: field('description'),
    lang: field('lang'),
  };
}

/**
 * Per connection: the requests seen in order, and the first that was refused. Requests before a
 * refusal are answered as usual; those after it are dropped unread with the connection.
 */
interface ConnectionState {
  requests: number;
  refused: number;
}
const connections = new WeakMap<Socket, ConnectionState>();
const sequence = new WeakMap<FastifyRequest, number>();

const stateOf = (socket: Socket): ConnectionState => {
  let state = connections.get(socket);
  if (!state) {
    state = { requests: 0, refused: Infinity };
    connections.set(socket, state);
  }
  return state;
};

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
  pagesDir = DEFAULT_PAGES,
  allowedOrigins = [],
  siteOrigins = [],
  log = (line) => console.log(line),
  limits: givenLimits = {},
  trustProxy = [],
  notify,
  mailer,
  retry,
  clock = systemClock,
}: ServiceOptions = {}): Promise<Service> {
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
  const pages = openPages(pagesDir);
  const origins = originPolicy({ allowedOrigins, siteOrigins });
  const quotas = createQuotas({
    perClient: limits.rateLimit,
    overall: limits.overallRateLimit,
    maxClients: limits.maxAddresses,
    now: () => clock.now(),
  });

  const app = Fastify({
    logger: false,
    bodyLimit: MAX_FORM_BYTES,
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    forceCloseConnections: true,
    return503OnClosing: false,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs / 2),
    },
  });
  limitConnections(app.server, limits, trusted);
  app.server.headersTimeout = limits.headersTimeoutMs;

  // Bodies are read as bytes, within the limit of their kind, and decoded strictly in the
  // handler (a form post's fields are URLSearchParams', the platform's own parser).
  app.removeAllContentTypeParsers();
  for (const [type, bodyLimit] of [
    ['application/json', MAX_BODY_BYTES],
    ['application/x-www-form-urlencoded', MAX_FORM_BYTES],
  ] as const) {
    app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit }, (_request, body, done) =>
      done(null, body),
    );
  }

  const kindOf = (request: FastifyRequest) => bodyKind(request.headers['content-type']);
  const schemeOf = (request: FastifyRequest): 'http' | 'https' => {
    const peer = canonicalAddress(request.raw.socket.remoteAddress ?? '') ?? '';
    return trusted.includes(peer) && request.headers['x-forwarded-proto'] === 'https'
      ? 'https'
      : 'http';
  };
  const clientOf = (request: FastifyRequest) =>
    quotaKey(
      clientAddress(
        request.raw.socket.remoteAddress ?? '',
        request.headers['x-forwarded-for'],
        trusted,
      ),
    );
  /** Where a form post's pages link to: the dev server's origin in development, else the site. */
  const siteBase = (request: FastifyRequest) => {
    const origin = request.headers.origin;
    return origins.isCrossOriginAllowed(origin) ? origin : '';
  };
  const commonHeaders = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Vary', 'Origin').header('Cache-Control', 'no-store');
    const origin = request.headers.origin;
    if (origins.isCrossOriginAllowed(origin)) reply.header('Access-Control-Allow-Origin', origin);
  };

  /**
   * Answers a refusal. One given before the request was read whole closes the connection: the
   * requests pipelined before it are still answered (HTTP answers in order), any after it are
   * never processed.
   */
  const refuse = (request: FastifyRequest, reply: FastifyReply, refusal: Refusal) => {
    const socket = request.raw.socket;
    const close = !request.raw.complete || refusal.status >= 500;
    if (close) {
      const state = stateOf(socket);
      state.refused = Math.min(state.refused, sequence.get(request) ?? 0);
      reply.header('Connection', 'close');
      reply.raw.once('finish', () => socket.destroy());
    }
    commonHeaders(request, reply);
    reply.headers(refusal.headers);
    const kind = kindOf(request);
    if (kind === 'form' && refusal.status !== 415) {
      const lang = languageOf('', request.headers.referer);
      const page = pages.failurePage({
        lang,
        back: `${siteBase(request)}${formPath(lang, request.headers.referer)}`,
        status: refusal.status,
        ...(refusal.retryAfterSeconds ? { retryAfterSeconds: refusal.retryAfterSeconds } : {}),
      });
      return reply.code(refusal.status).headers(page.headers).send(page.html);
    }
    return reply
      .code(refusal.status)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(refusal.body));
  };

  /** Gives back a request's place in its client's quota (its message was not stored). */
  const release = new WeakMap<FastifyRequest, () => void>();
  const giveBack = (request: FastifyRequest) => {
    release.get(request)?.();
    release.delete(request);
  };

  /** Past a refusal on the same connection: never processed, never answered. */
  const dropped = (request: FastifyRequest) =>
    (sequence.get(request) ?? 0) > stateOf(request.raw.socket).refused;

  // Every request, before its body is read: where it goes, who sends it, what it carries.
  app.addHook('onRequest', async (request, reply) => {
    const socket = request.raw.socket;
    markRequest(socket);
    const state = stateOf(socket);
    state.requests += 1;
    sequence.set(request, state.requests);
    if (dropped(request)) {
      reply.hijack();
      return;
    }
    const origin = request.headers.origin;
    let pathname: string;
    try {
      pathname = new URL(request.raw.url ?? '/', 'http://service').pathname;
    } catch {
      return refuse(request, reply, new Refusal(400, { error: 'badRequest' }));
    }
    if (pathname !== CONTACT_PATH) {
      return refuse(request, reply, new Refusal(404, { error: 'notFound' }));
    }
    if (request.method === 'OPTIONS') {
      if (!origins.isCrossOriginAllowed(origin)) {
        return refuse(request, reply, new Refusal(403, { error: 'originNotAllowed' }));
      }
      return reply
        .code(204)
        .headers({
          'Access-Control-Allow-Origin': origin,
          'Access-Control-Allow-Methods': 'POST',
          'Access-Control-Allow-Headers': 'Content-Type',
          'Access-Control-Max-Age': '600',
          Vary: 'Origin',
        })
        .send();
    }
    if (request.method !== 'POST') {
      return refuse(
        request,
        reply,
        new Refusal(405, { error: 'methodNotAllowed' }, { Allow: 'POST, OPTIONS' }),
      );
    }
    // A browser on another site: refused on the POST itself, not only on its preflight.
    if (
      origin !== undefined &&
      !origins.isCrossOriginAllowed(origin) &&
      !origins.isSameOrigin(origin, { host: request.headers.host, scheme: schemeOf(request) })
    ) {
      return refuse(request, reply, new Refusal(403, { error: 'originNotAllowed' }));
    }
    const kind = kindOf(request);
    if (!kind) return refuse(request, reply, new Refusal(415, { error: 'unsupportedMediaType' }));
    const limit = kind === 'json' ? MAX_BODY_BYTES : MAX_FORM_BYTES;
    if (Number(request.headers['content-length'] ?? 0) > limit) {
      return refuse(request, reply, new Refusal(413, { error: 'payloadTooLarge', limit }));
    }
    try {
      release.set(request, quotas.admit(clientOf(request)));
    } catch (error) {
      if (!(error instanceof QuotaExceeded)) throw error;
      return refuse(
        request,
        reply,
        new Refusal(
          429,
          { error: 'tooManyRequests' },
          { 'Retry-After': String(error.retryAfterSeconds) },
          error.retryAfterSeconds,
        ),
      );
    }
  });

  app.addHook('onResponse', async (request) => giveBack(request));

  app.setErrorHandler((error: Error & { code?: string; statusCode?: number }, request, reply) => {
    giveBack(request);
    if (error instanceof Refusal) return refuse(request, reply, error);
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const limit = kindOf(request) === 'json' ? MAX_BODY_BYTES : MAX_FORM_BYTES;
      return refuse(request, reply, new Refusal(413, { error: 'payloadTooLarge', limit }));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return refuse(request, reply, new Refusal(415, { error: 'unsupportedMediaType' }));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return refuse(request, reply, new Refusal(400, { error: 'badRequest' }));
    }
    log(`contact: error ${String(error)}`);
    return refuse(request, reply, new Refusal(500, { error: 'internal' }));
  });

  app.post(CONTACT_PATH, async (request, reply) => {
    const kind = kindOf(request) as BodyKind;
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const posted = parsePosted(kind, body);
    const lang = languageOf(posted.lang, request.headers.referer);
    const errors = validate(posted);
    commonHeaders(request, reply);
    if (Object.keys(errors).length > 0) {
      giveBack(request);
      if (kind === 'json') {
        return reply.code(400).send({
          errors: Object.entries(errors).map(([field, code]) => ({ field, code })),
        });
      }
      const page = pages.errorPage({
        errors,
        lang,
        back: `${siteBase(request)}${formPath(lang, request.headers.referer)}`,
        values: { name: posted.name, email: posted.email, description: posted.description },
      });
      return reply.code(400).headers(page.headers).send(page.html);
    }
    // A request after a refusal on this connection: not stored.
    if (dropped(request)) {
      giveBack(request);
      return reply.hijack();
    }
    const message = await save({
      receivedAt: new Date(clock.now()).toISOString(),
      ...payload(posted),
      lang,
    });
    release.delete(request); // stored: it counts
    log(
      `contact: message ${message.id} received (${message.description.length} characters), stored in ${storeFile}`,
    );
    outbox?.wake();
    if (kind === 'form') {
      return reply
        .code(303)
        .header('Location', `${siteBase(request)}${sentPath(message.lang)}`)
        .send();
    }
    return reply.code(200).send({ ok: true });
  });
  // Every other method and path is refused in onRequest; fastify needs a route to reach it.
  app.setNotFoundHandler((request, reply) =>
    refuse(request, reply, new Refusal(404, { error: 'notFound' })),
  );

  const stopBackground = async () => {
    retention.stop();
    await outbox?.stop();
    closeMailer();
    if (!given) store.close();
  };
  try {
    await app.listen({ port, host });
  } catch (error) {
    await app.close().catch(() => {});
    await stopBackground();
    throw listenError(error, port, 'CONTACT_PORT');
  }
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${actualPort}${CONTACT_PATH}`,
    port: actualPort,
    store,
    close: async () => {
      await app.close();
      await stopBackground();
    },
  };
}
