// A mail server that is slow to answer the end of an e-mail, drops the line after it, or refuses
// for good (the project's smtp-server): each e-mail is sent a bounded number of times, then marked
// failed with one alert line, and the failure is counted for the operator.
import { afterEach, describe, expect, it } from 'vitest';
import { systemClock } from '../clock.ts';
import { openStore, type Store } from '../store/store.ts';
import { smtpMailer, startOutbox, type Outbox } from './notify.ts';
import {
  mailServer,
  storedMessage,
  storeFile,
  until,
  type MailBehaviour,
} from '../../test/support.ts';

const notify = { to: ['sales@bank-vendor.example'], from: 'website@bank-vendor.example' };
const retry = { firstMs: 20, maxMs: 150, maxStrikes: 3 };
/** Short for the tests; the answer to the end of the data gets longer than a command. */
const timeouts = { connectMs: 2_000, commandMs: 300, dataEndMs: 4_000 };

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function outboxFor(
  behaviour: MailBehaviour,
  { messages = 1, lateMs = 0, dataEndMs = timeouts.dataEndMs } = {},
) {
  const mail = await mailServer({ behaviour, lateMs });
  cleanups.push(mail.close);
  const file = await storeFile();
  const store = openStore(file);
  cleanups.push(() => store.close());
  for (let index = 0; index < messages; index += 1) {
    store.insert(storedMessage({ description: `Message ${index}` }), { notify: true });
  }
  const mailer = smtpMailer(mail.url, { ...timeouts, dataEndMs });
  cleanups.push(mailer.close);
  const logs: string[] = [];
  const start = (): Outbox => {
    const outbox = startOutbox({
      store,
      notify,
      send: mailer.send,
      clock: systemClock,
      log: (line) => logs.push(line),
      retry,
    });
    cleanups.push(() => outbox.stop());
    return outbox;
  };
  return { mail, store, file, logs, start };
}

const alerts = (logs: string[]) => logs.filter((line) => line.includes('ALERT'));
const settled = (store: Store) => store.outboxSize() === 0;

describe('a mail server that does not answer the end of the e-mail in time', () => {
  it('waits longer for that answer than for a command: a server taking a while is sent one copy', async () => {
    // Longer than a command may take, shorter than the end of the data may.
    const { mail, store, start } = await outboxFor('answerLate', { lateMs: 1_000 });
    start();
    await until(() => settled(store));
    expect(mail.received).toHaveLength(1);
    expect(store.failedCount()).toBe(0);
  });

  it('sends a bounded number of copies with the same Message-ID, then marks it failed with one alert', async () => {
    const { mail, store, logs, start } = await outboxFor('answerLate', {
      lateMs: 5_000,
      dataEndMs: 500,
    });
    start();
    await until(() => store.failedCount() === 1);
    expect(mail.received).toHaveLength(retry.maxStrikes);
    expect(new Set(mail.received.map((email) => email.messageId)).size).toBe(1);
    expect(settled(store)).toBe(true);
    expect(alerts(logs)).toHaveLength(1);
    expect(alerts(logs)[0]).toMatch(
      /message 1 failed .*without answering 3 times.*messages -- outbox/,
    );
  });
});

describe('a mail server that drops the line after the e-mail', () => {
  it('sends each a bounded number of copies, then marks them failed, one alert each', async () => {
    const { mail, store, logs, start } = await outboxFor('dropAfterData', { messages: 2 });
    start();
    await until(() => store.failedCount() === 2);
    expect(mail.received).toHaveLength(2 * retry.maxStrikes);
    expect(new Set(mail.received.map((email) => email.messageId)).size).toBe(2);
    expect(alerts(logs)).toHaveLength(2);
    expect(settled(store)).toBe(true);
  });
});

describe('a mail server that refuses for good (5xx)', () => {
  it('marks the e-mail failed after a few attempts, with one alert, and counts it at the next start', async () => {
    const { store, logs, start } = await outboxFor('refuse');
    const outbox = start();
    await until(() => store.failedCount() === 1);
    expect(alerts(logs)).toHaveLength(1);
    expect(alerts(logs)[0]).toMatch(/message 1 failed .*refused it 3 times.*550/);
    const [entry] = store.outboxEntries();
    expect(entry).toMatchObject({ messageId: 1, strikes: 3 });
    // A busy machine may also time out a command on the way: a failure, not a strike.
    expect(entry?.attempts).toBeGreaterThanOrEqual(3);
    expect(entry?.failedAt).toBeTypeOf('number');
    await outbox.stop();
    // Started again (as the service is), it says how many failed, and sends nothing.
    logs.length = 0;
    start();
    expect(logs).toEqual([
      'contact: ALERT: 1 e-mail(s) failed and will not be sent: npm run messages -- outbox lists them',
    ]);
  });
});
