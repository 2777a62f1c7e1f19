// Messages are committed in groups: those that arrive while the event loop is busy (with the
// previous commit) are stored together in the next transaction, one write to disk for all.
// Each sender hears back only once its group is committed.
//
// A store locked by another connection (an operator's sqlite3 in a transaction, a backup) makes
// SQLite wait at most the store's short busy timeout (store.ts) inside the call, which blocks the
// event loop; the rest of the wait is here, between attempts (setTimeout, BUSY_RETRY's back-off),
// while every other request is served. What arrives meanwhile joins the waiting group. After
// `busyWaitMs` of trying, the group's senders hear of the failure.
import type { NewMessage, Store, StoredMessage } from './store.ts';

export interface GroupCommit {
  /** Resolves with the stored message once its group is on disk; rejects if it could not be. */
  save: (message: NewMessage) => Promise<StoredMessage>;
}

/** Back-off between attempts on a locked store, and how long to keep trying. */
export const BUSY_RETRY = { firstMs: 10, maxMs: 250, totalMs: 10_000 };

/** SQLite's "database is locked" (SQLITE_BUSY, with its extended codes), as node:sqlite throws it. */
export const isBusy = (error: unknown) =>
  ((error as { errcode?: unknown } | null)?.errcode as number) % 256 === 5;

export function createGroupCommit(
  store: Store,
  { notify, busyWaitMs = BUSY_RETRY.totalMs }: { notify: boolean; busyWaitMs?: number },
): GroupCommit {
  type Pending = {
    message: NewMessage;
    resolve: (stored: StoredMessage) => void;
    reject: (error: unknown) => void;
  };
  let pending: Pending[] = [];
  /** A flush is due (next turn, or after a back-off): what arrives joins it. */
  let scheduled = false;
  /** When the store was first found locked, and the next wait. */
  let busySince: number | undefined;
  let delay = BUSY_RETRY.firstMs;

  const flush = () => {
    scheduled = false;
    const group = pending;
    pending = [];
    try {
      const stored = store.insertAll(
        group.map((entry) => entry.message),
        { notify },
      );
      busySince = undefined;
      delay = BUSY_RETRY.firstMs;
      group.forEach((entry, index) => {
        const message = stored[index];
        if (message) entry.resolve(message);
        else entry.reject(new Error('not stored'));
      });
    } catch (error) {
      const now = Date.now();
      busySince ??= now;
      if (isBusy(error) && now - busySince < busyWaitMs) {
        pending = [...group, ...pending];
        scheduled = true;
        setTimeout(flush, Math.min(delay, busySince + busyWaitMs - now));
        delay = Math.min(delay * 2, BUSY_RETRY.maxMs);
        return;
      }
      busySince = undefined;
      delay = BUSY_RETRY.firstMs;
      for (const entry of group) entry.reject(error);
    }
  };
  return {
    save: (message) =>
      new Promise<StoredMessage>((resolve, reject) => {
        pending.push({ message, resolve, reject });
        if (!scheduled) {
          scheduled = true;
          setImmediate(flush);
        }
      }),
  };
}
