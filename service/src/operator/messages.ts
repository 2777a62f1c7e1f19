// `npm run messages -- <command>`: the operator's tool for the contact service's store
// (CONTACT_STORE, as the service reads it). It answers the access and deletion requests the
// privacy notice offers. Safe while the service runs (SQLite WAL).
//   list                      every message, newest first, one line each
//   outbox                    the e-mails not sent (pending and failed), one line each
//   export [--format jsonl]   every message as CSV (RFC 4180) on stdout, or as JSON Lines
//   delete --email ADDR       deletes every message from ADDR (any spelling: case, NFC/NFD,
//                             punycode); prints how many, the addresses that matched and those
//                             that only look like it
import { existsSync } from 'node:fs';
import { DEFAULT_STORE } from '../settings.ts';
import { settingText } from '../../../shared/settings.ts';
import {
  BUSY_TIMEOUT_MS,
  openStore,
  type AddressCount,
  type OutboxListing,
  type StoredMessage,
} from '../store/store.ts';

export const CSV_COLUMNS = [
  'id',
  'receivedAt',
  'name',
  'email',
  'lang',
  'type',
  'description',
] as const satisfies readonly (keyof StoredMessage)[];

/**
 * One CSV cell (RFC 4180): always quoted, quotes doubled. A cell a spreadsheet would run as a
 * formula (starting with =, +, -, @, or a tab or carriage return before one) is prefixed with `'`.
 */
export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The messages as CSV: a header line, then one record each, every cell quoted, lines ended by CRLF. */
export function toCsv(messages: readonly StoredMessage[]): string {
  const lines = [
    CSV_COLUMNS.map((name) => csvCell(name)).join(','),
    ...messages.map((message) => CSV_COLUMNS.map((column) => csvCell(message[column])).join(',')),
  ];
  return `${lines.map((line) => `${line}\r\n`).join('')}`;
}

/**
 * A value as one JSON line: JSON.stringify, with U+2028 and U+2029 escaped too, so that readers
 * that also end lines there (Node's readline, Python's splitlines) read one record per line.
 */
export const jsonLine = (value: unknown) =>
  `${JSON.stringify(value)
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')}\n`;

/** A field shown on a terminal line: no line breaks, controls or invisible format characters. */
const oneLine = (text: string, max = Infinity) => {
  const flat = text.replace(/[\p{Cc}\p{Cf}\s]+/gu, ' ').trim();
  const chars = [...flat];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : flat;
};

/**
 * An address as the operator can tell it from its look-alikes: each code point that shows
 * nothing (default-ignorable, format, control, private-use, unassigned) written as <U+XXXX>.
 * The delete command reads that notation back.
 */
export const visible = (text: string) =>
  text.replace(/[\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\p{Co}\p{Cn}\s]/gu, notation);
/** A code point as <U+XXXX>. */
const notation = (char: string) =>
  `<U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}>`;
const fromVisible = (text: string) =>
  text.replace(/<U\+([\dA-F]{4,6})>/gi, (written, hex: string) => {
    const code = Number.parseInt(hex, 16);
    return code <= 0x10ffff ? String.fromCodePoint(code) : written;
  });
const counts = (addresses: readonly AddressCount[]) =>
  addresses.map(({ email, messages }) => `${visible(email)} (${messages})`).join(', ');

/** `list`'s line of a message. */
export const listLine = (message: StoredMessage) =>
  [
    `#${message.id}`,
    message.receivedAt,
    visible(message.email),
    oneLine(message.name.replace(/\p{Default_Ignorable_Code_Point}/gu, notation)),
    oneLine(message.description, 80),
  ].join('  ');

const iso = (ms: number) => new Date(ms).toISOString();

/** `outbox`'s line of an e-mail not sent. */
export const outboxLine = (entry: OutboxListing) =>
  [
    `#${entry.messageId}`,
    entry.receivedAt,
    visible(entry.email),
    entry.failedAt === undefined ? 'pending' : 'FAILED',
    `attempts ${entry.attempts}`,
    entry.failedAt === undefined
      ? `next ${iso(entry.nextAttemptAt)}`
      : `failed ${iso(entry.failedAt)}`,
    ...(entry.lastError ? [`last error: ${oneLine(entry.lastError, 200)}`] : []),
  ].join('  ');

const USAGE = `Usage: npm run messages -- list | outbox | export [--format csv|jsonl] | delete --email ADDRESS
The store is CONTACT_STORE (default ${DEFAULT_STORE}).`;

/** Runs one command; returns the exit code. Output goes to `out`, problems to `err`. */
export function runMessages(
  args: readonly string[],
  {
    env = process.env,
    out = (text: string) => void process.stdout.write(text),
    err = (text: string) => void process.stderr.write(text),
  }: {
    env?: Record<string, string | undefined>;
    out?: (text: string) => void;
    err?: (text: string) => void;
  } = {},
): number {
  const [command, ...rest] = args;
  const option = (name: string) => {
    const index = rest.indexOf(name);
    return index === -1 ? undefined : rest[index + 1];
  };
  const format = option('--format') ?? 'csv';
  const email = fromVisible(option('--email')?.trim() ?? '');
  const valid =
    command === 'list' ||
    command === 'outbox' ||
    (command === 'export' && (format === 'csv' || format === 'jsonl')) ||
    (command === 'delete' && !!email);
  if (!valid) {
    err(`${USAGE}\n`);
    return 2;
  }
  const file = settingText(env, 'CONTACT_STORE') ?? DEFAULT_STORE;
  if (!existsSync(file)) {
    err(`No message store at ${file}: set CONTACT_STORE to the service's store.\n`);
    return 1;
  }
  const store = openStore(file, { busyTimeoutMs: BUSY_TIMEOUT_MS.tool });
  try {
    if (command === 'list') {
      const messages = store.list();
      out(messages.map((message) => `${listLine(message)}\n`).join(''));
      err(`${messages.length} message(s) in ${file}\n`);
    } else if (command === 'outbox') {
      const entries = store.outboxEntries();
      out(entries.map((entry) => `${outboxLine(entry)}\n`).join(''));
      const failed = entries.filter((entry) => entry.failedAt !== undefined).length;
      err(`${entries.length - failed} pending, ${failed} failed e-mail(s) in ${file}\n`);
    } else if (command === 'export') {
      const messages = store.list();
      out(format === 'csv' ? toCsv(messages) : messages.map(jsonLine).join(''));
    } else {
      const { matched, similar } = store.addressesLike(email);
      const deleted = store.deleteByEmail(email);
      out(`Deleted ${deleted} message(s) from ${visible(email)}.\n`);
      if (matched.length > 0) out(`Matched: ${counts(matched)}\n`);
      if (similar.length > 0) out(`Look similar, not deleted: ${counts(similar)}\n`);
    }
    return 0;
  } finally {
    store.close();
  }
}

if (import.meta.main) {
  process.exitCode = runMessages(process.argv.slice(2));
}
