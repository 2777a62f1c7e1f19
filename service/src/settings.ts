// The contact service's settings, read from the environment (docs/contact-service.md lists them;
// shared/settings.ts names each with its default). A bad value stops the service with one line
// saying which setting and what it accepts.
import path from 'node:path';
import { SETTINGS, settingText, type Env, type SettingName } from '../../shared/settings.ts';
import { canonicalAddress } from './policy/address.ts';
import { contactApiPath } from '../../content/paths.ts';
import { retentionDays, retentionSettingProblem } from '../../content/retention.ts';

/** A mistake the user can fix (a setting, a busy port): its message is the one line to print. */
export class StartupError extends Error {
  override name = 'StartupError';
}

export type { Env };

/** `PORT`: the dev server's port (`npm start`). */
export const DEFAULT_DEV_PORT = Number(SETTINGS.PORT.default);
/** `CONTACT_PORT`: the service's port. */
export const DEFAULT_SERVICE_PORT = Number(SETTINGS.CONTACT_PORT.default);
/** `CONTACT_STORE`: the SQLite database, relative to the working folder. */
export const DEFAULT_STORE = SETTINGS.CONTACT_STORE.default;
/**
 * `CONTACT_PAGES`: the built site (the build's `dist/`), relative to the working folder, whose
 * prerendered contact pages answer form posts made without JavaScript.
 */
export const DEFAULT_PAGES = SETTINGS.CONTACT_PAGES.default;
/** `CONTACT_HOST`: loopback, behind the web server. */
const DEFAULT_HOST = SETTINGS.CONTACT_HOST.default;
/** The path the service answers on, in development as behind the production proxy. */
export const CONTACT_PATH = contactApiPath;

/** Limits against slow, numerous or repeated clients (each can be set per service). */
export interface Limits {
  /** A direct connection (not the trusted proxy's) without a complete request by then is closed. */
  firstRequestTimeoutMs: number;
  /** Time to receive a request's headers. */
  headersTimeoutMs: number;
  /** Time to receive a whole request. */
  requestTimeoutMs: number;
  /** An idle kept-alive connection is closed after this (longer than the proxy's own, F14). */
  keepAliveTimeoutMs: number;
  /** A connection on which nothing moves for this long is closed, whatever state it is in. */
  idleTimeoutMs: number;
  /** Open connections at once; more are refused. */
  maxConnections: number;
  /** Of maxConnections, kept for the trusted proxy (when one is set). */
  reservedForProxy: number;
  /**
   * Open connections at once from one direct client (an IPv4 address, an IPv6 /64; an IPv6 /48
   * twice that; the trusted proxy is not limited); more are closed.
   */
  maxConnectionsPerAddress: number;
  /** Accepted messages one client may send per window, then 429 until the window has passed. */
  rateLimit: { max: number; windowMs: number };
  /** Accepted messages from all clients together per window, then 429 for everyone. */
  overallRateLimit: { max: number; windowMs: number };
  /** Clients whose quotas are remembered; the least recently seen are forgotten first. */
  maxAddresses: number;
}

export const DEFAULT_LIMITS: Limits = {
  firstRequestTimeoutMs: 2_000,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 15_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 30_000,
  maxConnections: 100,
  reservedForProxy: 20,
  maxConnectionsPerAddress: 5,
  rateLimit: windowOf(SETTINGS.CONTACT_RATE_LIMIT.default) as Limits['rateLimit'],
  overallRateLimit: windowOf(SETTINGS.CONTACT_OVERALL_LIMIT.default) as Limits['overallRateLimit'],
  maxAddresses: 10_000,
};

export function portSetting(env: Env, name: SettingName, fallback: number): number {
  const value = settingText(env, name);
  if (!value) return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535 || !/^\d+$/.test(value)) {
    throw new StartupError(`${name} must be a port number from 1 to 65535, not "${value}".`);
  }
  return port;
}

function originSetting(name: SettingName, value: string): string {
  let origin = 'null';
  try {
    origin = new URL(value).origin;
  } catch {
    // Reported below.
  }
  if (origin === 'null') {
    throw new StartupError(
      `${name}: "${value}" is not an origin such as http://localhost:${DEFAULT_DEV_PORT}.`,
    );
  }
  return origin;
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** A `<messages>/<seconds>` text, e.g. `10/600`, as a window; undefined when it is none. */
function windowOf(text: string): { max: number; windowMs: number } | undefined {
  const match = /^(\d+)\/(\d+)$/.exec(text);
  const [max, seconds] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
  return max < 1 || seconds < 1 ? undefined : { max, windowMs: seconds * 1000 };
}

/** A `<messages>/<seconds>` setting, e.g. `10/600`; `fallback` when unset. */
function windowSetting(
  name: SettingName,
  value: string | undefined,
  fallback: { max: number; windowMs: number },
): { max: number; windowMs: number } {
  const text = value?.trim();
  if (!text) return fallback;
  const window = windowOf(text);
  if (!window) {
    const example = `${fallback.max}/${fallback.windowMs / 1000}`;
    throw new StartupError(
      `${name} must be <messages>/<seconds> such as ${example}, not "${text}".`,
    );
  }
  return window;
}

/** `CONTACT_RATE_LIMIT`: accepted messages per client, `10/600` by default. */
export const rateLimitSetting = (value: string | undefined): Limits['rateLimit'] =>
  windowSetting('CONTACT_RATE_LIMIT', value, DEFAULT_LIMITS.rateLimit);

/** `CONTACT_OVERALL_LIMIT`: accepted messages from all clients together, `60/60` by default. */
export const overallLimitSetting = (value: string | undefined): Limits['overallRateLimit'] =>
  windowSetting('CONTACT_OVERALL_LIMIT', value, DEFAULT_LIMITS.overallRateLimit);

/**
 * `CONTACT_TRUST_PROXY`: the addresses of the proxies in front of the service, comma-separated
 * (e.g. `127.0.0.1,::1`). Only a connection from one of them has its client read from
 * X-Forwarded-For; any other peer is its own client, whatever header it sends.
 */
export function trustProxySetting(value: string | undefined): string[] {
  return list(value).map((entry) => {
    const address = canonicalAddress(entry);
    if (address === undefined) {
      throw new StartupError(
        `CONTACT_TRUST_PROXY must list IP addresses such as 127.0.0.1, not "${entry}".`,
      );
    }
    return address;
  });
}

/** `CONTACT_ALLOWED_ORIGIN`: browser origins on other sites allowed to post (CORS), if any. */
export const allowedOriginsSetting = (value: string | undefined) =>
  list(value).map((entry) => originSetting('CONTACT_ALLOWED_ORIGIN', entry));

/** E-mail to the team: where, through which server, from which address. */
export interface NotifySettings {
  to: string[];
  /** An SMTP URL as nodemailer takes it: smtp://user:pass@host:587 or smtps://…:465. */
  smtpUrl: string;
  from: string;
}

/**
 * `CONTACT_NOTIFY_TO` (comma-separated addresses), `CONTACT_SMTP_URL` and `CONTACT_NOTIFY_FROM`
 * (default: the first address of CONTACT_NOTIFY_TO): notification is on when both of the first
 * two are set, off when neither is; one without the other is a mistake.
 */
export function notifySettings(env: Env): NotifySettings | undefined {
  const to = list(env.CONTACT_NOTIFY_TO);
  const smtpUrl = settingText(env, 'CONTACT_SMTP_URL') ?? '';
  if (to.length === 0 && !smtpUrl) return undefined;
  if (to.length === 0 || !smtpUrl) {
    throw new StartupError(
      `CONTACT_NOTIFY_TO and CONTACT_SMTP_URL go together: set both to e-mail each message, or neither.`,
    );
  }
  const address = /^[^\s@<>",;]+@[^\s@<>",;]+$/;
  for (const entry of to) {
    if (!address.test(entry)) {
      throw new StartupError(
        `CONTACT_NOTIFY_TO must list e-mail addresses such as team@example.com, not "${entry}".`,
      );
    }
  }
  let protocol = '';
  try {
    protocol = new URL(smtpUrl).protocol;
  } catch {
    // Reported below.
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:') {
    throw new StartupError(
      'CONTACT_SMTP_URL must be an smtp:// or smtps:// URL such as smtps://user:password@mail.example.com:465.',
    );
  }
  const from = settingText(env, 'CONTACT_NOTIFY_FROM') ?? (to[0] as string);
  if (!address.test(from)) {
    throw new StartupError(
      `CONTACT_NOTIFY_FROM must be an e-mail address such as website@example.com, not "${from}".`,
    );
  }
  return { to, smtpUrl, from };
}

export interface ServiceSettings {
  port: number;
  host: string;
  store: string;
  /** A JSON Lines store of an earlier version, imported once at start. */
  importFile: string;
  retentionDays: number;
  rateLimit: Limits['rateLimit'];
  overallRateLimit: Limits['overallRateLimit'];
  /** The built site (CONTACT_PAGES), whose no-JS error and failure pages the service fills in. */
  pagesDir: string;
  trustProxy: string[];
  allowedOrigins: string[];
  /** The site's own origin (SITE_URL), whose posts need no CORS. */
  siteOrigins: string[];
  notify: NotifySettings | undefined;
}

/** Every setting of `npm run contact-service`, from the environment. */
export function serviceSettings(env: Env = process.env): ServiceSettings {
  const problem = retentionSettingProblem(env.CONTACT_RETENTION_DAYS);
  if (problem) throw new StartupError(problem);
  const host = settingText(env, 'CONTACT_HOST') ?? DEFAULT_HOST;
  if (canonicalAddress(host) === undefined && host !== 'localhost') {
    throw new StartupError(`CONTACT_HOST must be an IP address such as 127.0.0.1, not "${host}".`);
  }
  const store = settingText(env, 'CONTACT_STORE') ?? DEFAULT_STORE;
  const siteUrl = settingText(env, 'SITE_URL');
  return {
    port: portSetting(env, 'CONTACT_PORT', DEFAULT_SERVICE_PORT),
    host,
    store,
    importFile:
      settingText(env, 'CONTACT_IMPORT') ?? path.join(path.dirname(store), 'contact.jsonl'),
    retentionDays: retentionDays(env.CONTACT_RETENTION_DAYS),
    rateLimit: rateLimitSetting(env.CONTACT_RATE_LIMIT),
    overallRateLimit: overallLimitSetting(env.CONTACT_OVERALL_LIMIT),
    pagesDir: settingText(env, 'CONTACT_PAGES') ?? DEFAULT_PAGES,
    trustProxy: trustProxySetting(env.CONTACT_TRUST_PROXY),
    allowedOrigins: allowedOriginsSetting(env.CONTACT_ALLOWED_ORIGIN),
    siteOrigins: siteUrl ? [originSetting('SITE_URL', siteUrl)] : [],
    notify: notifySettings(env),
  };
}

/** The origins of the dev server: the browser may open it as localhost or as 127.0.0.1. */
export const devOrigins = (devPort: number) => [
  `http://localhost:${devPort}`,
  `http://127.0.0.1:${devPort}`,
];

export interface DevSettings {
  devPort: number;
  servicePort: number;
  /** Browser origins allowed: `CONTACT_ALLOWED_ORIGIN` (comma-separated), else the dev server's. */
  allowedOrigins: string[];
}

/** The ports and origins of `npm start`, shared by tooling/dev/start.mjs and the service. */
export function devSettings(env: Env = process.env): DevSettings {
  const devPort = portSetting(env, 'PORT', DEFAULT_DEV_PORT);
  const listed = allowedOriginsSetting(env.CONTACT_ALLOWED_ORIGIN);
  return {
    devPort,
    servicePort: portSetting(env, 'CONTACT_PORT', DEFAULT_SERVICE_PORT),
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
