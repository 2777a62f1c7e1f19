// Notification: each accepted message is e-mailed to the team from the outbox, a table in the
// same database written in the message's own transaction. The sender hears 200 once the message
// is stored; this worker then sends what is due, one e-mail at a time, and takes an entry out of
// the outbox only once the mail server has accepted it. Each e-mail carries a Message-ID made from
// the message's id, the same on every attempt.
//
// A failure is retried with exponential back-off (RETRY.firstMs, doubling, at most RETRY.maxMs);
// a restart resumes whatever is left. Two kinds of failure count as strikes against an entry:
// a permanent refusal (a 5xx answer), and an e-mail the server took whole without answering its
// end (a timeout or a dropped line after the data: it may have arrived, so the next attempt waits
// RETRY.maxMs). After RETRY.maxStrikes strikes the entry fails: it is never tried again, one
// "ALERT" log line says so, and it stays listed (`npm run messages -- outbox`) until its message is
// deleted. A store that cannot be written (a full disk) pauses the outbox, which tries again on its
// own; an e-mail sent but not yet recorded as sent is remembered, never sent twice.
import SMTPConnection from 'nodemailer/lib/smtp-connection';
import MailComposer from 'nodemailer/lib/mail-composer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import type { Clock } from '../clock.ts';
import type { NotifySettings } from '../settings.ts';
import type { OutboxEntry, Store, StoredMessage } from '../store/store.ts';

export interface Mail {
  from: string;
  to: string[];
  replyTo: string;
  subject: string;
  text: string;
  messageId: string;
}

/**
 * Hands a mail to a server; resolves once the server has accepted it. Rejects with the server's
 * `responseCode` when it answered, with an Unconfirmed error when it took the whole e-mail and
 * did not answer, or when `signal` aborts it.
 */
export type Mailer = (mail: Mail, signal?: AbortSignal) => Promise<void>;

/** The server took the whole e-mail but did not say whether it accepted it: it may have arrived. */
export class Unconfirmed extends Error {
  override name = 'Unconfirmed';
}

/** Back-off between attempts to send one e-mail, and the strikes after which it fails. */
export const RETRY = { firstMs: 5_000, maxMs: 15 * 60_000, maxStrikes: 3 };

/**
 * How long the mail server may take: to connect and greet, to answer each command before the
 * e-mail's data, and to answer the end of the data (RFC 5321, 4.5.3.2: "10 minutes", for the
 * server may check the e-mail before it answers).
 */
export const SMTP_TIMEOUTS = { connectMs: 15_000, commandMs: 60_000, dataEndMs: 10 * 60_000 };

/** How long stop() waits for the e-mail being sent before it ends the connection. */
export const STOP_GRACE_MS = 10_000;

/**
 * A mailer on CONTACT_SMTP_URL: one nodemailer SMTP connection per e-mail, with timeouts in
 * seconds for connecting and for each command, and SMTP_TIMEOUTS.dataEndMs for the answer to the
 * end of the data. It tells apart (Unconfirmed) a failure after the whole e-mail was handed over.
 */
export function smtpMailer(
  smtpUrl: string,
  timeouts = SMTP_TIMEOUTS,
): { send: Mailer; close: () => void } {
  const { auth, ...options } = parseConnectionUrl(smtpUrl);
  const open = new Set<SMTPConnection>();
  const send: Mailer = (mail, signal) =>
    new Promise<void>((resolve, reject) => {
      const connection = new SMTPConnection({
        ...options,
        connectionTimeout: timeouts.connectMs,
        greetingTimeout: timeouts.connectMs,
        // The socket's idle time: it governs the wait for the end of the data; the commands
        // before have their own, shorter, deadline below.
        socketTimeout: timeouts.dataEndMs,
      });
      open.add(connection);
      let handedOver = false;
      let settled = false;
      const finish = (error?: Error | null) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        signal?.removeEventListener('abort', onAbort);
        open.delete(connection);
        if (!error) {
          connection.quit();
          resolve();
          return;
        }
        connection.close();
        const answered = (error as { responseCode?: number }).responseCode !== undefined;
        reject(
          handedOver && !answered
            ? new Unconfirmed(`no answer after the data (${error.message})`, { cause: error })
            : error,
        );
      };
      const deadline = setTimeout(
        () => finish(new Error(`No answer within ${timeouts.commandMs / 1000} s`)),
        timeouts.commandMs,
      );
      const onAbort = () => finish(new Error('Stopped'));
      signal?.addEventListener('abort', onAbort);
      connection.on('error', finish);
      const transmit = () => {
        const message = new MailComposer(mail).compile();
        const { from, to } = message.getEnvelope();
        const data = message.createReadStream();
        // Read to its end only by the connection, once the server has asked for the data.
        data.once('end', () => {
          handedOver = true;
          clearTimeout(deadline);
        });
        connection.send({ from, to }, data, (error) => finish(error));
      };
      connection.connect((error) => {
        if (error) finish(error);
        else if (auth)
          connection.login(auth, (loginError) => (loginError ? finish(loginError) : transmit()));
        else transmit();
      });
    });
  return {
    send,
    close: () => {
      for (const connection of open) connection.close();
    },
  };
}

/** The e-mail of a stored message. */
export function mailOf(
  message: StoredMessage,
  { to, from }: Omit<NotifySettings, 'smtpUrl'>,
): Mail {
  const domain = from.slice(from.lastIndexOf('@') + 1);
  return {
    from,
    to,
    replyTo: message.email,
    subject: `Website contact form: message from ${message.name}`,
    text: [
      `Name: ${message.name}`,
      `E-mail: ${message.email}`,
      `Received: ${message.receivedAt}`,
      `Page language: ${message.lang || 'unknown'}`,
      '',
      message.description,
      '',
      `(Message ${message.id} in the contact service's store. Reply to this e-mail to answer the sender.)`,
    ].join('\n'),
    messageId: `<contact-${message.id}-${Date.parse(message.receivedAt)}@${domain}>`,
  };
}

export interface Outbox {
  /** Sends what is due now (called after each accepted message). */
  wake(): void;
  /** Stops after the e-mail being sent, if any (ending its connection after STOP_GRACE_MS). */
  stop(): Promise<void>;
}

/** What became of an attempt, as the store records it. */
type Outcome =
  | { kind: 'sent' }
  | { kind: 'postponed'; at: number; error: string; strike: boolean }
  | { kind: 'failed'; at: number; error: string };

/** A permanent refusal: the server answered 5xx. */
const isRefusal = (error: unknown) => {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

export function startOutbox({
  store,
  notify,
  send,
  clock,
  log,
  retry: givenRetry = RETRY,
}: {
  store: Store;
  notify: Omit<NotifySettings, 'smtpUrl'>;
  send: Mailer;
  clock: Clock;
  log: (line: string) => void;
  retry?: { firstMs: number; maxMs: number; maxStrikes?: number };
}): Outbox {
  const retry = { ...givenRetry, maxStrikes: givenRetry.maxStrikes ?? RETRY.maxStrikes };
  let timer: unknown;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const abort = new AbortController();
  /** Runs in a row that ended on a store error (each waits longer before the next). */
  let storeFailures = 0;
  /**
   * What became of entries that the store could not record (a full disk): written to the store
   * before anything else is sent; until then the entry is not sent (a sent one never again).
   */
  const unwritten = new Map<number, Outcome>();

  const backOff = (attempts: number) => Math.min(retry.firstMs * 2 ** attempts, retry.maxMs);

  const write = (id: number, outcome: Outcome) => {
    if (outcome.kind === 'sent') store.markSent(id);
    else if (outcome.kind === 'postponed')
      store.postpone(id, outcome.at, outcome.error, outcome.strike);
    else store.markFailed(id, outcome.at, outcome.error);
  };
  /** Records what became of an entry; on a store error, keeps it in memory and rethrows. */
  const record = (id: number, outcome: Outcome) => {
    try {
      write(id, outcome);
    } catch (error) {
      unwritten.set(id, outcome);
      throw error;
    }
  };
  const writeUnwritten = () => {
    for (const [id, outcome] of unwritten) {
      write(id, outcome);
      unwritten.delete(id);
    }
  };

  const failed = ({ message, attempts, strikes }: OutboxEntry, error: unknown) => {
    const refused = isRefusal(error);
    const unconfirmed = error instanceof Unconfirmed;
    const now = clock.now();
    if ((refused || unconfirmed) && strikes + 1 >= retry.maxStrikes) {
      log(
        `contact: ALERT: the e-mail of message ${message.id} failed and will not be sent again: ` +
          (refused
            ? `the mail server refused it ${strikes + 1} times (${String(error)}). `
            : `the mail server took it without answering ${strikes + 1} times (${String(error)}), so up to ${strikes + 1} copies may have arrived. `) +
          `The message stays in the store; npm run messages -- outbox lists the e-mails not sent.`,
      );
      return record(message.id, { kind: 'failed', at: now, error: String(error) });
    }
    // After an unconfirmed attempt the e-mail may have arrived: wait long before the next.
    const delay = unconfirmed ? retry.maxMs : backOff(attempts);
    log(
      `contact: e-mail of message ${message.id} not accepted (${String(error)}); retrying in ${Math.round(delay / 1000)} s`,
    );
    record(message.id, {
      kind: 'postponed',
      at: now + delay,
      error: String(error),
      strike: refused || unconfirmed,
    });
  };

  const deliver = async (entry: OutboxEntry) => {
    const { message } = entry;
    try {
      await send(mailOf(message, notify), abort.signal);
    } catch (error) {
      failed(entry, error);
      return;
    }
    log(`contact: message ${message.id} e-mailed to ${notify.to.join(', ')}`);
    try {
      record(message.id, { kind: 'sent' });
    } catch (error) {
      log(
        `contact: message ${message.id} was e-mailed, but the store could not record it (${String(error)}); it will not be sent again`,
      );
      throw error;
    }
  };

  const arm = (at: number | undefined) => {
    clock.clearTimeout(timer);
    if (!stopped && at !== undefined) {
      timer = clock.setTimeout(wake, Math.max(at - clock.now(), 0));
    }
  };

  const run = async () => {
    try {
      writeUnwritten();
      const due = () =>
        store.dueOutbox(clock.now()).filter((entry) => !unwritten.has(entry.message.id));
      do {
        again = false;
        let entries = due();
        while (entries.length > 0 && !stopped) {
          for (const entry of entries) {
            if (stopped) return;
            await deliver(entry);
          }
          entries = due();
        }
      } while (again && !stopped);
      storeFailures = 0;
      if (!stopped) arm(store.nextOutboxAt());
    } catch (error) {
      // The store could not be read or written: try again after a back-off, whatever arrives.
      const delay = backOff(storeFailures);
      storeFailures += 1;
      log(
        `contact: outbox paused, the store failed (${String(error)}); trying again in ${Math.round(delay / 1000)} s`,
      );
      arm(clock.now() + delay);
    }
  };

  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = run().finally(() => {
      running = undefined;
      if (again) wake();
    });
  }

  try {
    const failedCount = store.failedCount();
    if (failedCount > 0) {
      log(
        `contact: ALERT: ${failedCount} e-mail(s) failed and will not be sent: npm run messages -- outbox lists them`,
      );
    }
  } catch (error) {
    log(`contact: could not count the failed e-mails (${String(error)})`);
  }
  wake();
  return {
    wake,
    async stop() {
      stopped = true;
      clock.clearTimeout(timer);
      // The e-mail being sent may finish; past the grace its connection is ended (and an e-mail
      // handed over by then counts as unconfirmed).
      const grace = setTimeout(() => abort.abort(), STOP_GRACE_MS);
      await running;
      clearTimeout(grace);
    },
  };
}
