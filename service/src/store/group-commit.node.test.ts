// A store locked by another process (an operator's sqlite3 in a transaction, a backup) must not
// stop the service: while a save waits for the lock, the event loop goes on serving everything else.
import { afterEach, describe, expect, it } from 'vitest';
import { Worker } from 'node:worker_threads';
import { createGroupCommit } from './group-commit.ts';
import { openStore, type Store } from './store.ts';
import { storedMessage, storeFile } from '../../test/support.ts';

/**
 * Another connection, in a thread of its own, holds a write transaction on `file` for `ms`; the
 * shared flag turns 1 when it lets go.
 */
async function holdLock(file: string, ms: number) {
  const released = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(
    `const { workerData, parentPort } = require('node:worker_threads');
     const { DatabaseSync } = require('node:sqlite');
     const db = new DatabaseSync(workerData.file);
     db.exec('BEGIN IMMEDIATE');
     parentPort.postMessage('locked');
     setTimeout(() => {
       db.exec('COMMIT');
       db.close();
       Atomics.store(workerData.released, 0, 1);
     }, workerData.ms);`,
    { eval: true, workerData: { file, ms, released } },
  );
  await new Promise((resolve) => worker.once('message', resolve));
  return { isReleased: () => Atomics.load(released, 0) === 1, done: () => worker.terminate() };
}

const message = storedMessage();

let store: Store | undefined;
afterEach(() => {
  store?.close();
  store = undefined;
});

describe('group commit on a locked store', () => {
  it('serves the event loop while it waits for the lock, and stores once it is released', async () => {
    const file = await storeFile();
    store = openStore(file);
    const lock = await holdLock(file, 1_500);
    const { save } = createGroupCommit(store, { notify: false });
    let settled = false;
    const saved = save(message).finally(() => (settled = true));
    // Unrelated work (a timer here, any other request in the service) runs while the lock is
    // still held: the wait does not block the event loop.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lock.isReleased()).toBe(false);
    expect(settled).toBe(false);
    const stored = await saved;
    expect(lock.isReleased()).toBe(true);
    expect(store.list()).toEqual([stored]);
    await lock.done();
  });

  it('gives up after its bounded wait: the sender hears of a failure', async () => {
    const file = await storeFile();
    store = openStore(file);
    const lock = await holdLock(file, 1_500);
    const { save } = createGroupCommit(store, { notify: false, busyWaitMs: 200 });
    await expect(save(message)).rejects.toThrow(/locked|busy/i);
    expect(lock.isReleased()).toBe(false);
    await lock.done();
    expect(store.list()).toEqual([]);
  });
});
