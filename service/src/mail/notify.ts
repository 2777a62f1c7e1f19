// Notification: each accepted message is e-mailed to the team from the outbox, a table in the
// same database written in the message's own transaction. The sender hears 200 once the message
// is stored; this worker then sends what is due, one e-mail at a time, and takes an entry out of
// the outbox only once the mail server has accepted it. A failure is retried with exponential
// back-off (RETRY.firstMs, doubling, at most RETRY.maxMs) until the server accepts; a restart
// resumes whatever is left. Each e-mail carries a Message-ID made from the message's id, the same
// on every attempt.
import { createTransport } from 'nodemailer';
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

/** Hands a mail to a server; resolves once the server has accepted it. */
export type Mailer = (mail: Mail) => Promise<void>;

/** Back-off between attempts to send one e-mail. */
export const RETRY = { firstMs: 5_000, maxMs: 15 * 60_000 };

/** A nodemailer SMTP transport on CONTACT_SMTP_URL, with timeouts in seconds, not minutes. */
export function smtpMailer(smtpUrl: string): { send: Mailer; close: () => void } {
  const transport = createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    send: async (mail) => {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
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
  /** Stops after the e-mail being sent, if any. */
  stop(): Promise<void>;
}

export function startOutbox({
  store,
  notify,
  send,
  clock,
  log,
  retry = RETRY,
}: {
  store: Store;
  notify: Omit<NotifySettings, 'smtpUrl'>;
  send: Mailer;
  clock: Clock;
  log: (line: string) => void;
  retry?: { firstMs: number; maxMs: number };
}): Outbox {
  let timer: unknown;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  /** Runs in a row that ended on a store error (each waits longer before the next). */
  let storeFailures = 0;
  /**
   * What happened to an entry that the store could not record (a full disk): its e-mail was
   * accepted (never to be sent again), or its attempt failed and waits until `at`. Written to
   * the store before anything else is sent; until then the entry is not sent.
   */
  const unwritten = new Map<number, { sent: true } | { sent: false; at: number; error: string }>();

  const backOff = (attempts: number) => Math.min(retry.firstMs * 2 ** attempts, retry.maxMs);

  /** Records what happened to an entry; on a store error, keeps it in memory and rethrows. */
  const record = (
    id: number,
    outcome: { sent: true } | { sent: false; at: number; error: string },
  ) => {
    try {
      if (outcome.sent) store.markSent(id);
      else store.postpone(id, outcome.at, outcome.error);
    } catch (error) {
      unwritten.set(id, outcome);
      throw error;
    }
  };

  const writeUnwritten = () => {
    for (const [id, outcome] of unwritten) {
      if (outcome.sent) store.markSent(id);
      else store.postpone(id, outcome.at, outcome.error);
      unwritten.delete(id);
    }
  };

  const deliver = async ({ message, attempts }: OutboxEntry) => {
    try {
      await send(mailOf(message, notify));
    } catch (error) {
      const delay = backOff(attempts);
      log(
        `contact: e-mail of message ${message.id} not accepted (${String(error)}); retrying in ${Math.round(delay / 1000)} s`,
      );
      record(message.id, { sent: false, at: clock.now() + delay, error: String(error) });
      return;
    }
    log(`contact: message ${message.id} e-mailed to ${notify.to.join(', ')}`);
    try {
      record(message.id, { sent: true });
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
      do {
        again = false;
        const due = () =>
          store.dueOutbox(clock.now()).filter((entry) => !unwritten.has(entry.message.id));
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

  wake();
  return {
    wake,
    async stop() {
      stopped = true;
      clock.clearTimeout(timer);
      await running;
    },
  };
}
