// A deleted message is gone from the disk, not only from the queries: the store's files (the
// database and its write-ahead log) no longer hold its text, and the retention sweep also
// removes what an import set aside once it is past the period.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { systemClock } from '../clock.ts';
import { runMessages } from '../operator/messages.ts';
import { startRetention } from './retention.ts';
import { openStore } from './store.ts';
import { storedMessage as message, storeFile } from '../../test/support.ts';

const DAY = 24 * 60 * 60_000;

/** Whether any of the store's files holds `text`, as bytes on disk. */
const onDisk = (file: string, text: string) =>
  ['', '-wal', '-journal'].some(
    (suffix) =>
      existsSync(file + suffix) && readFileSync(file + suffix).includes(Buffer.from(text)),
  );

describe('deletion', () => {
  it('delete --email leaves no trace of the text in the database or its log', async () => {
    const file = await storeFile();
    // The service's own connection stays open, as it does while the tool runs.
    const store = openStore(file);
    store.insert(message({ email: 'secret@x.com', description: 'SECRETMARKER-7f3a9c' }));
    store.insert(message({ email: 'bo@cu.org', description: 'Keep me' }));
    expect(onDisk(file, 'SECRETMARKER-7f3a9c')).toBe(true);
    const code = runMessages(['delete', '--email', 'secret@x.com'], {
      env: { CONTACT_STORE: file },
      out: () => {},
      err: () => {},
    });
    expect(code).toBe(0);
    expect(onDisk(file, 'SECRETMARKER-7f3a9c')).toBe(false);
    expect(onDisk(file, 'secret@x.com')).toBe(false);
    // The service's connection writes on, and the text does not come back.
    store.insert(message({ description: 'After' }));
    store.close();
    expect(onDisk(file, 'SECRETMARKER-7f3a9c')).toBe(false);
    expect(onDisk(file, 'Keep me')).toBe(true);
  });

  it('the retention sweep leaves no trace of an expired text', async () => {
    const file = await storeFile();
    const store = openStore(file);
    store.insert(
      message({
        description: 'EXPIREDMARKER-91b2',
        receivedAt: new Date(Date.now() - 3 * DAY).toISOString(),
      }),
      { notify: true },
    );
    store.insert(message({ description: 'Recent' }));
    const retention = startRetention({ store, days: 1, clock: systemClock, log: () => {} });
    retention.stop();
    expect(store.list().map((entry) => entry.description)).toEqual(['Recent']);
    expect(onDisk(file, 'EXPIREDMARKER-91b2')).toBe(false);
    store.close();
    expect(onDisk(file, 'EXPIREDMARKER-91b2')).toBe(false);
  });

  it('the retention sweep deletes what an import set aside, once past the period', async () => {
    const file = await storeFile();
    const folder = path.dirname(file);
    const old = new Date(Date.now() - 3 * DAY);
    const names = {
      oldImported: 'contact.jsonl.imported-2026-11-01T10-00-00-000Z',
      oldTorn: 'contact.jsonl.torn-2026-11-01T10-00-00-000Z',
      oldRejected: 'contact.jsonl.rejected-2026-11-01T10-00-00-000Z',
      newImported: 'contact.jsonl.imported-2026-11-27T10-00-00-000Z',
      unrelated: 'notes.imported-by-hand.txt',
    };
    for (const [key, name] of Object.entries(names)) {
      await writeFile(path.join(folder, name), '{"description":"OLD"}\n');
      if (key.startsWith('old') || key === 'unrelated')
        await utimes(path.join(folder, name), old, old);
    }
    const store = openStore(file);
    const logs: string[] = [];
    startRetention({ store, days: 1, clock: systemClock, log: (line) => logs.push(line) }).stop();
    store.close();
    expect((await readdir(folder)).filter((name) => !name.startsWith('m.sqlite')).sort()).toEqual(
      [names.newImported, names.unrelated].sort(),
    );
    expect(logs.join('\n')).toContain(names.oldImported);
  });
});
