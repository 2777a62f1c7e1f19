// What the service's tests share: a service on a free port with its own store, a store file of its
// own, a valid message (as posted and as stored), JSON posts, a local mail server, waiting for a
// condition, and (from the repository's test support) raw bytes on one connection, for what fetch
// cannot send: pipelining, slow, broken or endless clients.
import { mkdtemp } from 'node:fs/promises';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { startService, type Service, type ServiceOptions } from '../src/http/server.ts';
import type { NewMessage } from '../src/store/store.ts';

export {
  exchange,
  freePort,
  openConnection,
  requestBytes,
  type Exchange,
  type ExchangeOptions,
} from '../../tests/support/net.ts';

export const validMessage = {
  name: 'Ana García',
  email: 'ana@bank.com',
  description: 'Please call me.',
};

/** The valid message as the store keeps it, received now, in English: `fields` change it. */
export const storedMessage = (fields: Partial<NewMessage> = {}): NewMessage => ({
  receivedAt: new Date().toISOString(),
  ...validMessage,
  type: '4',
  lang: 'en',
  ...fields,
});

/** A new empty temporary folder. */
export const tempFolder = () => mkdtemp(path.join(tmpdir(), 'contact-service-'));

/** A file `name` in a new temporary folder (a store's, unless named otherwise); not created. */
export const storeFile = async (name = 'm.sqlite') => path.join(await tempFolder(), name);

/** Waits until `condition()` holds, checking every 20 ms; fails after `ms`. */
export async function until(condition: () => boolean, ms = 15_000) {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Starts services with their own store in a new folder; `closeAll` stops them. */
export function serviceFixture() {
  const started: Service[] = [];
  return {
    async start(options: ServiceOptions = {}): Promise<Service & { folder: string }> {
      const folder = await tempFolder();
      const service = await startService({
        port: 0,
        file: path.join(folder, 'contact.sqlite'),
        log: () => {},
        ...options,
      });
      started.push(service);
      // Closing twice (a test that restarts a service, then closeAll) closes once.
      const close = service.close;
      let closing: Promise<void> | undefined;
      return Object.assign(service, { folder, close: () => (closing ??= close()) });
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

/**
 * How a test mail server treats an e-mail: takes it, answers the end of its data `lateMs` late,
 * drops the line once it has it, or refuses it for good (550).
 */
export type MailBehaviour = 'accept' | 'answerLate' | 'dropAfterData' | 'refuse';

export interface ReceivedMail {
  raw: string;
  to: string[];
  messageId: string;
}

/**
 * A local SMTP server (the project's smtp-server) that records each e-mail once it has it whole,
 * before it answers; it refuses (451, try again) the first `refusals` transactions.
 */
export async function mailServer({
  behaviour = 'accept',
  lateMs = 0,
  refusals = 0,
}: { behaviour?: MailBehaviour; lateMs?: number; refusals?: number } = {}) {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (behaviour === 'refuse') {
        callback(Object.assign(new Error('Message refused by policy'), { responseCode: 550 }));
      } else if (refused < refusals) {
        refused += 1;
        callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      } else callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        received.push({
          raw,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          messageId: /^Message-ID: (.*)$/im.exec(raw)?.[1]?.trim() ?? '',
        });
        if (behaviour === 'dropAfterData') for (const socket of sockets) socket.destroy();
        else setTimeout(callback, behaviour === 'answerLate' ? lateMs : 0);
      });
    },
  });
  server.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    received,
    refusedCount: () => refused,
    url: `smtp://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
