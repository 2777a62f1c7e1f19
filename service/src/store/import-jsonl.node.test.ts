// Importing an earlier version's JSON Lines store: its records pass the form's own rules
// (src/contact/validation.ts) as a posted message does; those that fail are set aside.
import { describe, expect, it } from 'vitest';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { importJsonLines } from './import-jsonl.ts';
import { openStore } from './store.ts';
import { storedMessage, tempFolder } from '../../test/support.ts';

const record = (fields: Record<string, unknown>) =>
  JSON.stringify({ ...storedMessage({ receivedAt: '2026-11-20T09:00:00.000Z' }), ...fields });

describe('importJsonLines', () => {
  it('normalizes what the form would and sets aside what it would refuse', async () => {
    const folder = await tempFolder();
    const file = path.join(folder, 'contact.jsonl');
    const lines = [
      // Terminal escapes and a NEL (U+0085, a line end for Python's splitlines) in the text.
      record({
        description: 'Red \u001b[31malert\u001b[0m\u0085next line',
        name: '  Ana   García ',
      }),
      record({ description: 'Fine', email: ' bo@cu.org ' }),
      // Refused by the form: a name of a Hangul filler, an address with an escape, no text left.
      record({ name: '\u3164' }),
      record({ email: 'ana\u001b@bank.com' }),
      record({ description: '\u200B\u0007' }),
    ];
    await writeFile(file, `${lines.join('\n')}\n`);
    const store = openStore(path.join(folder, 'm.sqlite'));
    const result = importJsonLines(store, file, new Date('2026-11-28T00:00:00Z'));
    expect(result?.imported).toBe(2);
    const stored = store.list();
    store.close();
    expect(stored.map((message) => message.description).sort()).toEqual([
      'Fine',
      'Red [31malert[0mnext line',
    ]);
    expect(stored.map((message) => message.name)).toEqual(['Ana García', 'Ana García']);
    expect(stored.map((message) => message.email).sort()).toEqual(['ana@bank.com', 'bo@cu.org']);
    for (const message of stored) expect(message.description).not.toMatch(/\p{Cc}/u);
    expect(result?.rejected).toBeDefined();
    const rejected = (await readFile(result!.rejected!, 'utf8')).split('\n').filter(Boolean);
    expect(rejected).toEqual(lines.slice(2));
    expect((await readdir(folder)).filter((name) => name.includes('.rejected-'))).toHaveLength(1);
  });
});
