// A JSON Lines store (one message per line, as earlier versions of the service wrote it) is
// imported into the SQLite store once, at start: the file is then renamed aside
// (`<file>.imported-<time>`), so it is never imported twice; the operator deletes it once they
// have checked the import. A file whose last line was cut off (the process stopped in the middle
// of a write) is repaired first: the incomplete line, never acknowledged to its sender, is moved
// to `<file>.torn-<time>` and the file ends at its last whole line. A line that is not a message,
// or holds one the form would refuse (src/contact/validation.ts), is set aside in
// `<file>.rejected-<time>`, never guessed at; the others are normalized as the form's are.
import { existsSync, readFileSync, renameSync, truncateSync, writeFileSync } from 'node:fs';
import { CONTACT_TYPE, normalize, validate } from '../../../src/contact/validation.ts';
import type { NewMessage, Store } from './store.ts';

const stamp = (now: Date) => now.toISOString().replace(/[:.]/g, '-');

/**
 * Cuts a torn last line off `file` into `<file>.torn-<time>`; returns that file's name, or
 * undefined when the file ends in a newline (or is empty).
 */
export function repairTornJsonLines(file: string, now = new Date()): string | undefined {
  const bytes = readFileSync(file);
  if (bytes.length === 0 || bytes[bytes.length - 1] === 0x0a) return undefined;
  const end = bytes.lastIndexOf(0x0a) + 1;
  const torn = `${file}.torn-${stamp(now)}`;
  writeFileSync(torn, bytes.subarray(end), { mode: 0o600 });
  truncateSync(file, end);
  return torn;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** A type code, and a language tag (BCP 47's shape), as the service stores them. */
const TYPE = /^\d{1,4}$/;
const LANG = /^[a-z]{2,8}(?:-[a-z\d]{1,8})*$/i;

/**
 * A line of the file as a message, or undefined when it is not one: not JSON, a field missing, or
 * a message the form itself would refuse (src/contact/validation.ts). What it keeps is normalized
 * as a posted message is (no control or invisible characters in the text).
 */
function parseLine(line: string): NewMessage | undefined {
  let data: unknown;
  try {
    data = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return undefined;
  const record = data as Record<string, unknown>;
  const receivedAt = text(record.receivedAt);
  const [name, email, description] = [record.name, record.email, record.description].map(text);
  const type = text(record.type) ?? CONTACT_TYPE;
  const lang = text(record.lang) ?? '';
  if (
    !receivedAt ||
    Number.isNaN(Date.parse(receivedAt)) ||
    name === undefined ||
    email === undefined ||
    description === undefined ||
    !TYPE.test(type) ||
    (lang !== '' && !LANG.test(lang))
  ) {
    return undefined;
  }
  const draft = { name, email, description };
  if (Object.keys(validate(draft)).length > 0) return undefined;
  return { receivedAt: new Date(receivedAt).toISOString(), ...normalize(draft), type, lang };
}

export interface ImportResult {
  imported: number;
  /** Where the file went, and what was set aside. */
  renamedTo: string;
  torn?: string;
  rejected?: string;
}

/**
 * Imports the JSON Lines store at `file` into `store` (in one transaction), repairing a torn end
 * first, then renames the file aside. Undefined when there is no such file.
 */
export function importJsonLines(
  store: Store,
  file: string,
  now = new Date(),
): ImportResult | undefined {
  if (!existsSync(file)) return undefined;
  const torn = repairTornJsonLines(file, now);
  // Lines end at U+000A only: U+2028 and U+2029 inside a record are part of it.
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const messages: NewMessage[] = [];
  const unreadable: string[] = [];
  for (const line of lines) {
    const message = parseLine(line);
    if (message) messages.push(message);
    else unreadable.push(line);
  }
  let rejected: string | undefined;
  if (unreadable.length > 0) {
    rejected = `${file}.rejected-${stamp(now)}`;
    writeFileSync(rejected, `${unreadable.join('\n')}\n`, { mode: 0o600 });
  }
  const imported = store.insertMany(messages);
  const renamedTo = `${file}.imported-${stamp(now)}`;
  renameSync(file, renamedTo);
  return { imported, renamedTo, torn, rejected };
}
