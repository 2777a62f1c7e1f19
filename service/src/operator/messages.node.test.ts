// The operator's tool: list, export and delete, on the store the service writes.
import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { CSV_COLUMNS, runMessages } from './messages.ts';
import { DatabaseSync } from 'node:sqlite';
import { openStore, type NewMessage } from '../store/store.ts';
import { storedMessage, storeFile } from '../../test/support.ts';

const SCRIPT = fileURLToPath(new URL('./messages.ts', import.meta.url));
const message = (fields: Partial<NewMessage>) =>
  storedMessage({ receivedAt: '2026-11-20T09:00:00.000Z', ...fields });

/** A store holding `messages`; returns its file. */
async function storeWith(messages: NewMessage[]) {
  const file = await storeFile();
  const store = openStore(file);
  for (const entry of messages) store.insert(entry);
  store.close();
  return file;
}

function run(args: string[], file: string) {
  let out = '';
  let err = '';
  const code = runMessages(args, {
    env: { CONTACT_STORE: file },
    out: (text) => (out += text),
    err: (text) => (err += text),
  });
  return { code, out, err };
}

/** RFC 4180 records: quoted cells with doubled quotes, any character inside, CRLF between. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let i = 0;
  while (i < text.length) {
    let cell = '';
    if (text[i] === '"') {
      i += 1;
      for (;;) {
        const quote = text.indexOf('"', i);
        if (quote === -1) throw new Error('unterminated cell');
        cell += text.slice(i, quote);
        i = quote + 1;
        if (text[i] === '"') {
          cell += '"';
          i += 1;
        } else break;
      }
    } else {
      const end = text.slice(i).search(/,|\r\n/);
      cell = end === -1 ? text.slice(i) : text.slice(i, i + end);
      i = end === -1 ? text.length : i + end;
    }
    record.push(cell);
    if (text.startsWith('\r\n', i)) {
      records.push(record);
      record = [];
      i += 2;
    } else if (text[i] === ',') i += 1;
    else if (i < text.length) throw new Error(`unexpected ${JSON.stringify(text[i])} at ${i}`);
  }
  if (record.length) throw new Error('last record without CRLF');
  return records;
}

describe('npm run messages -- list', () => {
  it('lists every message newest first, one line each', async () => {
    const file = await storeWith([
      message({ receivedAt: '2026-11-20T09:00:00.000Z', description: 'Oldest' }),
      message({
        receivedAt: '2026-11-25T09:00:00.000Z',
        email: 'bo@cu.org',
        name: 'Bo Li',
        description: 'Newest\nsecond line\u2028third',
      }),
      message({ receivedAt: '2026-11-22T09:00:00.000Z', description: 'Middle' }),
    ]);
    const { code, out, err } = run(['list'], file);
    expect(code).toBe(0);
    const lines = out.split('\n').filter(Boolean);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('2026-11-25T09:00:00.000Z');
    expect(lines[0]).toContain('bo@cu.org');
    expect(lines[0]).toContain('Newest second line third');
    expect(lines[1]).toContain('Middle');
    expect(lines[2]).toContain('Oldest');
    expect(err).toContain('3 message(s)');
  });
});

describe('npm run messages -- export', () => {
  it('writes RFC 4180 CSV whose cells read back as stored, formulas defused', async () => {
    const tricky = [
      message({ description: '=HYPERLINK("http://evil.example","Click")' }),
      message({ description: '+1 555 0100, call after 5' }),
      message({ description: '-2+3' }),
      message({ description: '@SUM(A1:A2)' }),
      message({ description: 'Quote "this", then\r\na new line\u2028and more' }),
      message({ email: '-ana@bank.com', description: 'Plain' }),
    ];
    const file = await storeWith(tricky);
    const { code, out } = run(['export'], file);
    expect(code).toBe(0);
    expect(out.endsWith('\r\n')).toBe(true);
    // Every cell is quoted, the header's too.
    expect(out.slice(0, out.indexOf('\r\n'))).toBe(
      CSV_COLUMNS.map((name) => `"${name}"`).join(','),
    );
    const [header, ...rows] = parseCsv(out);
    expect(header).toEqual([...CSV_COLUMNS]);
    expect(rows).toHaveLength(tricky.length);
    const column = (name: (typeof CSV_COLUMNS)[number]) => CSV_COLUMNS.indexOf(name);
    const descriptions = rows.map((row) => row[column('description')]);
    expect(descriptions).toEqual(
      expect.arrayContaining([
        `'=HYPERLINK("http://evil.example","Click")`,
        `'+1 555 0100, call after 5`,
        `'-2+3`,
        `'@SUM(A1:A2)`,
        'Quote "this", then\r\na new line\u2028and more',
        'Plain',
      ]),
    );
    expect(rows.map((row) => row[column('email')])).toContain(`'-ana@bank.com`);
    // No cell a spreadsheet would run.
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@]/);
  });

  it('goes to stdout alone when run as a command', async () => {
    const file = await storeWith([message({})]);
    const { stdout } = await promisify(execFile)(process.execPath, [SCRIPT, 'export'], {
      env: { ...process.env, CONTACT_STORE: file },
    });
    expect(parseCsv(stdout)[0]).toEqual([...CSV_COLUMNS]);
    expect(parseCsv(stdout)).toHaveLength(2);
  });
});

describe('npm run messages -- delete --email', () => {
  it('deletes every message from the address, whatever its case, and says how many', async () => {
    const file = await storeWith([
      message({ email: 'ana@bank.com' }),
      message({ email: 'Ana@Bank.com' }),
      message({ email: 'bo@cu.org' }),
    ]);
    const { code, out } = run(['delete', '--email', 'ANA@bank.com'], file);
    expect(code).toBe(0);
    expect(out).toBe(
      'Deleted 2 message(s) from ANA@bank.com.\nMatched: Ana@Bank.com (1), ana@bank.com (1)\n',
    );
    expect(run(['delete', '--email', 'nobody@bank.com'], file).out).toBe(
      'Deleted 0 message(s) from nobody@bank.com.\n',
    );
    const store = openStore(file);
    expect(store.list().map((entry) => entry.email)).toEqual(['bo@cu.org']);
    store.close();
  });

  it.each([
    // Case beyond ASCII, both ways.
    ['ÁNA@BANK.COM', ['ána@bank.com', 'ÁNA@BANK.COM', 'Ána@Bank.Com']],
    ['ána@bank.com', ['ÁNA@BANK.COM', 'ána@bank.com']],
    // The same letters composed (NFC) or decomposed (NFD).
    ['José@x.com'.normalize('NFC'), ['José@x.com'.normalize('NFD'), 'JOSÉ@X.COM'.normalize('NFD')]],
    ['José@x.com'.normalize('NFD'), ['josé@x.com'.normalize('NFC')]],
    // A domain in Unicode or in punycode.
    ['ana@xn--bcher-kva.de', ['ana@bücher.de', 'ana@BÜCHER.de']],
    ['ana@bücher.de', ['ana@xn--bcher-kva.de', 'Ana@XN--BCHER-KVA.DE']],
  ])('delete --email %s deletes every spelling of it', async (address, spellings) => {
    const file = await storeWith([
      ...spellings.map((email) => message({ email })),
      message({ email: 'bo@cu.org' }),
      message({ email: 'anna@bank.com' }),
    ]);
    const { out } = run(['delete', '--email', address], file);
    expect(out).toMatch(new RegExp(`^Deleted ${spellings.length} message\\(s\\)`));
    for (const email of spellings) expect(out).toContain(email);
    const store = openStore(file);
    expect(
      store
        .list()
        .map((entry) => entry.email)
        .sort(),
    ).toEqual(['anna@bank.com', 'bo@cu.org']);
    store.close();
  });

  it('names the addresses that only look like it, invisible code points shown, and keeps them', async () => {
    const file = await storeWith([
      message({ email: 'ana@bank.com' }),
      message({ email: 'an\uFE0Fa@bank.com', name: 'An\uFE0Fa' }),
      message({ email: 'ana\u3164@bank.com' }),
      message({ email: 'ana\u3164@bank.com' }),
    ]);
    const { out } = run(['delete', '--email', 'ana@bank.com'], file);
    expect(out).toBe(
      [
        'Deleted 1 message(s) from ana@bank.com.',
        'Matched: ana@bank.com (1)',
        'Look similar, not deleted: ana<U+3164>@bank.com (2), an<U+FE0F>a@bank.com (1)',
        '',
      ].join('\n'),
    );
    // Written as shown, a look-alike is deleted on its own.
    expect(run(['delete', '--email', 'ana<U+3164>@bank.com'], file).out).toMatch(/^Deleted 2 /);
    const store = openStore(file);
    expect(store.list().map((entry) => entry.email)).toEqual(['an\uFE0Fa@bank.com']);
    store.close();
    // list shows them too.
    expect(run(['list'], file).out).toContain('an<U+FE0F>a@bank.com  An<U+FE0F>a');
  });

  it('refuses a command it does not know, or a store that is not there', async () => {
    const file = await storeWith([]);
    expect(run(['delete'], file).code).toBe(2);
    expect(run(['export', '--format', 'xlsx'], file).code).toBe(2);
    expect(run([], file).err).toMatch(/^Usage: npm run messages -- list/);
    const missing = run(['list'], path.join(path.dirname(file), 'none.sqlite'));
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/^No message store at .*none\.sqlite: set CONTACT_STORE/);
  });
});

describe('a store written by an earlier version', () => {
  it('gets every address its comparable form, so delete finds every spelling', async () => {
    const file = await storeFile();
    const old = new DatabaseSync(file);
    old.exec(`CREATE TABLE messages (
      id INTEGER PRIMARY KEY, received_at TEXT NOT NULL, name TEXT NOT NULL, email TEXT NOT NULL,
      description TEXT NOT NULL, type TEXT NOT NULL, lang TEXT NOT NULL DEFAULT ''
    ) STRICT;
    CREATE INDEX messages_email ON messages (email COLLATE NOCASE);`);
    const insert = old.prepare(
      `INSERT INTO messages (received_at, name, email, description, type, lang)
       VALUES ('2026-11-20T09:00:00.000Z', 'Ana', ?, 'Hi', '4', 'en')`,
    );
    for (const email of ['ÁNA@BANK.COM', 'ána@bank.com', 'ana@bücher.de']) insert.run(email);
    old.close();
    expect(run(['delete', '--email', 'Ána@Bank.com'], file).out).toMatch(/^Deleted 2 /);
    expect(run(['delete', '--email', 'ana@xn--bcher-kva.de'], file).out).toMatch(/^Deleted 1 /);
  });
});

describe('npm run messages -- outbox', () => {
  it('lists the e-mails not sent, pending and failed, with their attempts and last error', async () => {
    const file = await storeWith([]);
    const store = openStore(file);
    const [waiting, retried, failed] = ['ana@bank.com', 'bo@cu.org', 'cy@cu.org'].map(
      (email) => store.insert(message({ email }), { notify: true }).id,
    );
    store.insert(message({ email: 'no-mail@bank.com' }));
    const retryAt = Date.parse('2026-11-28T10:00:00.000Z');
    store.postpone(retried!, retryAt, 'Error: connect ECONNREFUSED 127.0.0.1:587\nmore');
    store.postpone(failed!, retryAt, 'Error: 550 Message refused by policy', true);
    store.markFailed(
      failed!,
      Date.parse('2026-11-28T11:00:00.000Z'),
      'Error: 550 Message refused by policy',
    );
    store.close();
    const { code, out, err } = run(['outbox'], file);
    expect(code).toBe(0);
    const lines = out.split('\n').filter(Boolean);
    expect(lines).toEqual([
      `#${waiting}  2026-11-20T09:00:00.000Z  ana@bank.com  pending  attempts 0  next 2026-11-20T09:00:00.000Z`,
      `#${retried}  2026-11-20T09:00:00.000Z  bo@cu.org  pending  attempts 1  next 2026-11-28T10:00:00.000Z  last error: Error: connect ECONNREFUSED 127.0.0.1:587 more`,
      `#${failed}  2026-11-20T09:00:00.000Z  cy@cu.org  FAILED  attempts 2  failed 2026-11-28T11:00:00.000Z  last error: Error: 550 Message refused by policy`,
    ]);
    expect(err).toBe(`2 pending, 1 failed e-mail(s) in ${file}\n`);
  });

  it('says so when every e-mail was sent', async () => {
    const file = await storeWith([message({})]);
    const { code, out, err } = run(['outbox'], file);
    expect(code).toBe(0);
    expect(out).toBe('');
    expect(err).toBe(`0 pending, 0 failed e-mail(s) in ${file}\n`);
  });
});
