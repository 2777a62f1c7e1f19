// The message store: one SQLite database (Node's built-in node:sqlite) in WAL mode with
// synchronous=FULL, so a message is on disk once its insert returns: the service answers 200
// after that. It holds the messages and, when notification is on, an outbox of the e-mails still
// to send, written in the same transaction as the message. The folder (when created here), the
// database and its WAL files are its owner's only. What is deleted is gone from the files too
// (secure_delete, and the write-ahead log truncated after each deletion).
import { DatabaseSync } from 'node:sqlite';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { domainToASCII } from 'node:url';

/** A message as stored. `receivedAt` is an ISO 8601 UTC time (`Date.prototype.toISOString`). */
export interface StoredMessage {
  id: number;
  receivedAt: string;
  name: string;
  email: string;
  description: string;
  type: string;
  /** The language of the page it was sent from ('' when unknown). */
  lang: string;
}

export type NewMessage = Omit<StoredMessage, 'id'>;

/** An e-mail still to send: its message, how often sending failed and when to try next. */
export interface OutboxEntry {
  message: StoredMessage;
  attempts: number;
  /**
   * Failed attempts that speak against trying again: refused for good (5xx), or taken by the
   * mail server without an answer (it may have arrived). Enough of them and the entry fails.
   */
  strikes: number;
  /** Milliseconds since the epoch. */
  nextAttemptAt: number;
}

export interface Store {
  readonly file: string;
  /** Stores a message (and its outbox entry when `notify`), committed to disk on return. */
  insert(message: NewMessage, options?: { notify?: boolean }): StoredMessage;
  /**
   * Stores messages in one transaction (one write to disk for all: what arrives together is
   * committed together), committed on return; all or none.
   */
  insertAll(messages: readonly NewMessage[], options?: { notify?: boolean }): StoredMessage[];
  /**
   * Stores messages of an import in one transaction, skipping any already stored (same time,
   * address and text), so an import repeated after a crash adds nothing twice; returns how many
   * were added.
   */
  insertMany(messages: readonly NewMessage[]): number;
  /** Every message, newest first. */
  list(): StoredMessage[];
  /** Deletes every message from an address, in any spelling of it (emailKey); returns how many. */
  deleteByEmail(email: string): number;
  /**
   * The stored addresses that are a spelling of `email` (the same emailKey), and those that only
   * look like it (the same once default-ignorable code points are removed), each with how many
   * messages it has.
   */
  addressesLike(email: string): { matched: AddressCount[]; similar: AddressCount[] };
  /** Deletes the messages received before `cutoff`; returns how many. */
  deleteReceivedBefore(cutoff: Date): number;
  /** The outbox entries due at `now` (milliseconds), oldest message first. */
  dueOutbox(now: number, limit?: number): OutboxEntry[];
  /** When the next outbox entry is due (milliseconds), or undefined when the outbox is empty. */
  nextOutboxAt(): number | undefined;
  /** The e-mail of a message was accepted by the mail server: its entry leaves the outbox. */
  markSent(messageId: number): void;
  /** Sending failed: counts the attempt (and a strike when `strike`) and sets the next one. */
  postpone(messageId: number, nextAttemptAt: number, error: string, strike?: boolean): void;
  /**
   * Sending failed for good: counts the attempt and a strike, and the entry stays in the outbox
   * as failed (never tried again, listed by the operator's tool) until its message is deleted.
   */
  markFailed(messageId: number, failedAt: number, error: string): void;
  /** How many e-mails are still to send (failed ones not counted). */
  outboxSize(): number;
  /** How many e-mails failed for good. */
  failedCount(): number;
  /** Every outbox entry, pending and failed, oldest message first. */
  outboxEntries(): OutboxListing[];
  close(): void;
}

/** An outbox entry as the operator's tool lists it. */
export interface OutboxListing {
  messageId: number;
  receivedAt: string;
  email: string;
  attempts: number;
  strikes: number;
  /** Milliseconds since the epoch. */
  nextAttemptAt: number;
  /** When it failed for good (milliseconds since the epoch), if it did. */
  failedAt?: number;
  lastError?: string;
}

export interface AddressCount {
  email: string;
  messages: number;
}

const fold = (text: string) => text.toUpperCase().toLowerCase().normalize('NFC');

/**
 * The form of an address the store compares: in NFC, case-folded (upper then lower case: full
 * folding, ß and SS alike, as near as JavaScript gets), the domain in punycode (IDNA, as
 * `domainToASCII` maps it). `ÁNA@BANK.COM` and `ána@bank.com`, `José` composed or decomposed,
 * `bücher.de` and `xn--bcher-kva.de` have the same key.
 */
export function emailKey(email: string): string {
  const text = email.trim().normalize('NFC');
  const at = text.lastIndexOf('@');
  if (at === -1) return fold(text);
  const domain = text.slice(at + 1);
  return `${fold(text.slice(0, at))}@${domainToASCII(domain) || fold(domain)}`;
}

const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;
/** What an address looks like: its key once the code points that show nothing are removed. */
const lookOf = (email: string) => emailKey(email.replace(IGNORABLE, ''));

/** The store cannot be opened where it was asked to be: what to tell the operator. */
export class StoreOpenError extends Error {
  override name = 'StoreOpenError';
  readonly code: string;
  constructor(code: string) {
    super(code);
    this.code = code;
  }
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS messages (
    id INTEGER PRIMARY KEY,
    received_at TEXT NOT NULL,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    description TEXT NOT NULL,
    type TEXT NOT NULL,
    lang TEXT NOT NULL DEFAULT '',
    email_key TEXT NOT NULL DEFAULT ''
  ) STRICT;
  CREATE INDEX IF NOT EXISTS messages_received_at ON messages (received_at);
  CREATE TABLE IF NOT EXISTS outbox (
    message_id INTEGER PRIMARY KEY REFERENCES messages (id) ON DELETE CASCADE,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    last_error TEXT,
    strikes INTEGER NOT NULL DEFAULT 0,
    failed_at INTEGER
  ) STRICT;
  CREATE INDEX IF NOT EXISTS outbox_next_attempt_at ON outbox (next_attempt_at);
`;

type Row = Record<string, unknown>;
const toMessage = (row: Row): StoredMessage => ({
  id: Number(row.id),
  receivedAt: String(row.received_at),
  name: String(row.name),
  email: String(row.email),
  description: String(row.description),
  type: String(row.type),
  lang: String(row.lang),
});

/**
 * Brings a store written by an earlier version up to date: its outbox gets strikes and failed_at,
 * its messages their email_key (messages_email_key, indexed, replaces the ASCII-only NOCASE index
 * on email).
 */
function migrate(db: DatabaseSync) {
  const outboxColumns = (db.prepare('PRAGMA table_info(outbox)').all() as Row[]).map(
    (row) => row.name,
  );
  if (!outboxColumns.includes('failed_at')) {
    db.exec(`ALTER TABLE outbox ADD COLUMN strikes INTEGER NOT NULL DEFAULT 0;
             ALTER TABLE outbox ADD COLUMN failed_at INTEGER;`);
  }
  const columns = (db.prepare('PRAGMA table_info(messages)').all() as Row[]).map((row) => row.name);
  if (columns.includes('email_key')) {
    db.exec('CREATE INDEX IF NOT EXISTS messages_email_key ON messages (email_key)');
    return;
  }
  db.exec('BEGIN IMMEDIATE');
  try {
    db.exec("ALTER TABLE messages ADD COLUMN email_key TEXT NOT NULL DEFAULT ''");
    const update = db.prepare('UPDATE messages SET email_key = ? WHERE id = ?');
    for (const row of db.prepare('SELECT id, email FROM messages').all() as Row[]) {
      update.run(emailKey(String(row.email)), Number(row.id));
    }
    db.exec('DROP INDEX IF EXISTS messages_email');
    db.exec('CREATE INDEX messages_email_key ON messages (email_key)');
    db.exec('COMMIT');
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

/**
 * How long a statement waits for a lock another connection holds, blocking the thread. The
 * service's is short, since its thread serves every request: longer waits are retried between
 * attempts (group-commit.ts, the outbox's back-off). The operator's tool waits longer.
 */
export const BUSY_TIMEOUT_MS = { service: 50, tool: 5_000 };

/** Opens (creating when needed) the store at `file`; throws StoreOpenError when it cannot. */
export function openStore(
  file: string,
  { busyTimeoutMs = BUSY_TIMEOUT_MS.service }: { busyTimeoutMs?: number } = {},
): Store {
  let db: DatabaseSync;
  try {
    const folder = path.dirname(path.resolve(file));
    if (!existsSync(folder)) mkdirSync(folder, { recursive: true, mode: 0o700 });
    // SQLite gives the WAL and shared-memory files the database file's mode.
    closeSync(openSync(file, 'a', 0o600));
    chmodSync(file, 0o600);
    // Opening and bringing the schema up to date may wait as long as the tool does.
    db = new DatabaseSync(file, { timeout: BUSY_TIMEOUT_MS.tool });
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA synchronous = FULL');
    db.exec('PRAGMA foreign_keys = ON');
    // A deleted row's bytes are overwritten with zeros, not left in free space.
    db.exec('PRAGMA secure_delete = ON');
    db.exec(SCHEMA);
    migrate(db);
    db.exec(`PRAGMA busy_timeout = ${Math.max(0, Math.trunc(busyTimeoutMs))}`);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new StoreOpenError(
      code && code !== 'ERR_SQLITE_ERROR' ? code : String((error as Error).message),
    );
  }
  for (const suffix of ['-wal', '-shm']) {
    if (existsSync(file + suffix)) chmodSync(file + suffix, 0o600);
  }

  const insertMessage = db.prepare(
    `INSERT INTO messages (received_at, name, email, description, type, lang, email_key)
     VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  );
  const insertNew = db.prepare(
    `INSERT INTO messages (received_at, name, email, description, type, lang, email_key)
     SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7 WHERE NOT EXISTS (
       SELECT 1 FROM messages WHERE received_at = ?1 AND email = ?3 AND description = ?4)`,
  );
  const insertOutbox = db.prepare(
    'INSERT INTO outbox (message_id, attempts, next_attempt_at) VALUES (?, 0, ?)',
  );
  const listAll = db.prepare('SELECT * FROM messages ORDER BY received_at DESC, id DESC');
  const deleteEmail = db.prepare('DELETE FROM messages WHERE email_key = ?');
  const addresses = db.prepare(
    'SELECT email, email_key, COUNT(*) AS n FROM messages GROUP BY email ORDER BY email',
  );
  const deleteBefore = db.prepare('DELETE FROM messages WHERE received_at < ?');
  const due = db.prepare(
    `SELECT m.*, o.attempts, o.strikes, o.next_attempt_at FROM outbox o
     JOIN messages m ON m.id = o.message_id
     WHERE o.failed_at IS NULL AND o.next_attempt_at <= ? ORDER BY m.id LIMIT ?`,
  );
  const nextDue = db.prepare(
    'SELECT MIN(next_attempt_at) AS at FROM outbox WHERE failed_at IS NULL',
  );
  const sent = db.prepare('DELETE FROM outbox WHERE message_id = ?');
  const postpone = db.prepare(
    `UPDATE outbox SET attempts = attempts + 1, strikes = strikes + ?, next_attempt_at = ?,
     last_error = ? WHERE message_id = ?`,
  );
  const failed = db.prepare(
    `UPDATE outbox SET attempts = attempts + 1, strikes = strikes + 1, failed_at = ?,
     last_error = ? WHERE message_id = ?`,
  );
  const count = db.prepare('SELECT COUNT(*) AS n FROM outbox WHERE failed_at IS NULL');
  const countFailed = db.prepare('SELECT COUNT(*) AS n FROM outbox WHERE failed_at IS NOT NULL');
  const listOutbox = db.prepare(
    `SELECT o.*, m.received_at, m.email FROM outbox o JOIN messages m ON m.id = o.message_id
     ORDER BY m.id`,
  );

  /**
   * After a deletion: the write-ahead log still holds the deleted rows' earlier page versions, so
   * it is checkpointed into the database (whose copies secure_delete has zeroed) and truncated.
   * Should a reader hold an older snapshot, the log is reset at a later deletion or checkpoint.
   */
  const erased = (deleted: number) => {
    try {
      if (deleted > 0) db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    } catch {
      // Deleted all the same; the log is emptied at a later checkpoint.
    }
    return deleted;
  };

  return {
    file,
    insert(message, options) {
      const [stored] = this.insertAll([message], options);
      if (!stored) throw new Error('not stored');
      return stored;
    },
    insertAll(messages, { notify = false } = {}) {
      db.exec('BEGIN IMMEDIATE');
      try {
        const stored = messages.map((message) => {
          const { id } = insertMessage.get(
            message.receivedAt,
            message.name,
            message.email,
            message.description,
            message.type,
            message.lang,
            emailKey(message.email),
          ) as { id: number };
          if (notify) insertOutbox.run(id, Date.parse(message.receivedAt));
          return { id: Number(id), ...message };
        });
        db.exec('COMMIT');
        return stored;
      } catch (error) {
        if (db.isTransaction) db.exec('ROLLBACK');
        throw error;
      }
    },
    insertMany(messages) {
      let added = 0;
      db.exec('BEGIN IMMEDIATE');
      try {
        for (const m of messages) {
          added += Number(
            insertNew.run(
              m.receivedAt,
              m.name,
              m.email,
              m.description,
              m.type,
              m.lang,
              emailKey(m.email),
            ).changes,
          );
        }
        db.exec('COMMIT');
        return added;
      } catch (error) {
        if (db.isTransaction) db.exec('ROLLBACK');
        throw error;
      }
    },
    list: () => (listAll.all() as Row[]).map(toMessage),
    deleteByEmail: (email) => erased(Number(deleteEmail.run(emailKey(email)).changes)),
    addressesLike(email) {
      const key = emailKey(email);
      const look = lookOf(email);
      const matched: AddressCount[] = [];
      const similar: AddressCount[] = [];
      for (const row of addresses.all() as Row[]) {
        const entry = { email: String(row.email), messages: Number(row.n) };
        if (row.email_key === key) matched.push(entry);
        else if (lookOf(entry.email) === look) similar.push(entry);
      }
      return { matched, similar };
    },
    deleteReceivedBefore: (cutoff) =>
      erased(Number(deleteBefore.run(cutoff.toISOString()).changes)),
    dueOutbox: (now, limit = 20) =>
      (due.all(now, limit) as Row[]).map((row) => ({
        message: toMessage(row),
        attempts: Number(row.attempts),
        strikes: Number(row.strikes),
        nextAttemptAt: Number(row.next_attempt_at),
      })),
    nextOutboxAt() {
      const { at } = nextDue.get() as { at: number | null };
      return at === null ? undefined : Number(at);
    },
    markSent: (messageId) => void sent.run(messageId),
    postpone: (messageId, at, error, strike = false) =>
      void postpone.run(strike ? 1 : 0, at, error.slice(0, 500), messageId),
    markFailed: (messageId, at, error) => void failed.run(at, error.slice(0, 500), messageId),
    outboxSize: () => Number((count.get() as { n: number }).n),
    failedCount: () => Number((countFailed.get() as { n: number }).n),
    outboxEntries: () =>
      (listOutbox.all() as Row[]).map((row) => ({
        messageId: Number(row.message_id),
        receivedAt: String(row.received_at),
        email: String(row.email),
        attempts: Number(row.attempts),
        strikes: Number(row.strikes),
        nextAttemptAt: Number(row.next_attempt_at),
        ...(row.failed_at === null ? {} : { failedAt: Number(row.failed_at) }),
        ...(row.last_error === null ? {} : { lastError: String(row.last_error) }),
      })),
    close: () => db.close(),
  };
}
