// The outbox against a store that cannot be written for a while (a full disk): it keeps trying on
// its own, and never e-mails a message twice.
import { afterEach, describe, expect, it } from 'vitest';
import { systemClock } from '../clock.ts';
import { openStore, type Store } from '../store/store.ts';
import { startOutbox, type Mail, type Outbox } from './notify.ts';
import { storedMessage, storeFile, until } from '../../test/support.ts';

const notify = { to: ['sales@bank-vendor.example'], from: 'website@bank-vendor.example' };
const retry = { firstMs: 20, maxMs: 100 };

/** A store with `count` messages waiting in the outbox. */
async function storeWithOutbox(count: number) {
  const store = openStore(await storeFile());
  for (let index = 0; index < count; index += 1) {
    const receivedAt = new Date(Date.now() - 1000).toISOString();
    store.insert(storedMessage({ receivedAt, description: `Message ${index}` }), { notify: true });
  }
  return store;
}

/** `store`, whose writes to the outbox fail while `full` is set, as on a full disk. */
function fullDisk(store: Store) {
  const state = { full: true, refusedWrites: 0 };
  const refuse = () => {
    if (!state.full) return;
    state.refusedWrites += 1;
    throw Object.assign(new Error('database or disk is full'), { errcode: 13 });
  };
  const wrapped: Store = {
    ...store,
    markSent(id) {
      refuse();
      store.markSent(id);
    },
    postpone(...args) {
      refuse();
      store.postpone(...args);
    },
  };
  return { store: wrapped, state };
}

const outboxes: Outbox[] = [];
const stores: Store[] = [];
afterEach(async () => {
  for (const outbox of outboxes.splice(0)) await outbox.stop();
  for (const store of stores.splice(0)) store.close();
});

describe('outbox on a store that cannot be written', () => {
  it.each([
    ['an e-mail accepted, whose sending cannot be recorded', false],
    ['an e-mail refused, whose next attempt cannot be recorded', true],
  ])(
    'after %s: keeps trying on its own, e-mails each message exactly once, and drains once writable',
    async (_, refuseFirst) => {
      const real = await storeWithOutbox(4);
      stores.push(real);
      const { store, state } = fullDisk(real);
      const sent: Mail[] = [];
      let failedOnce = !refuseFirst;
      const logs: string[] = [];
      const outbox = startOutbox({
        store,
        notify,
        clock: systemClock,
        retry,
        log: (line) => logs.push(line),
        send: async (mail) => {
          if (!failedOnce) {
            failedOnce = true;
            throw new Error('451 try again later');
          }
          sent.push(mail);
        },
      });
      outboxes.push(outbox);
      // The disk stays full for several of the outbox's own retries…
      await until(() => state.refusedWrites >= 4);
      state.full = false;
      // …then, with no new message to wake it, it drains.
      await until(() => real.outboxSize() === 0);
      const ids = sent.map((mail) => mail.messageId);
      expect(ids).toHaveLength(4);
      expect(new Set(ids).size).toBe(4);
      expect(failedOnce).toBe(true);
      expect(logs.join('\n')).toMatch(/database or disk is full/);
    },
  );
});
