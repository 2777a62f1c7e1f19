// Messages are committed in groups: those that arrive while the event loop is busy (with the
// previous commit) are stored together in the next transaction, one write to disk for all.
// Each sender hears back only once its group is committed.
import type { NewMessage, Store, StoredMessage } from './store.ts';

export interface GroupCommit {
  /** Resolves with the stored message once its group is on disk; rejects if it could not be. */
  save: (message: NewMessage) => Promise<StoredMessage>;
}

export function createGroupCommit(store: Store, { notify }: { notify: boolean }): GroupCommit {
  type Pending = {
    message: NewMessage;
    resolve: (stored: StoredMessage) => void;
    reject: (error: unknown) => void;
  };
  let pending: Pending[] = [];
  const flush = () => {
    const group = pending;
    pending = [];
    try {
      const stored = store.insertAll(
        group.map((entry) => entry.message),
        { notify },
      );
      group.forEach((entry, index) => {
        const message = stored[index];
        if (message) entry.resolve(message);
        else entry.reject(new Error('not stored'));
      });
    } catch (error) {
      for (const entry of group) entry.reject(error);
    }
  };
  return {
    save: (message) =>
      new Promise<StoredMessage>((resolve, reject) => {
        if (pending.length === 0) setImmediate(flush);
        pending.push({ message, resolve, reject });
      }),
  };
}
