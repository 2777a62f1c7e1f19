// Retention happens: what is older than CONTACT_RETENTION_DAYS goes at start and at every hourly
// sweep, measured on a clock the test moves.
import { afterEach, describe, expect, it } from 'vitest';
import type { Clock } from '../clock.ts';
import { RETENTION_SWEEP_MS } from './retention.ts';
import { openStore, type Store } from './store.ts';
import { postJson, serviceFixture, storedMessage, storeFile } from '../../test/support.ts';

/** A clock that moves only when told, running the timers that fall due. */
class ManualClock implements Clock {
  time: number;
  private timers: { at: number; callback: () => void; handle: number }[] = [];
  private next = 1;
  constructor(time: number) {
    this.time = time;
  }
  now = () => this.time;
  setTimeout = (callback: () => void, ms: number) => {
    const handle = this.next++;
    this.timers.push({ at: this.time + ms, callback, handle });
    return handle;
  };
  clearTimeout = (handle: unknown) => {
    this.timers = this.timers.filter((timer) => timer.handle !== handle);
  };
  advance(ms: number) {
    const end = this.time + ms;
    for (;;) {
      const due = this.timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.timers = this.timers.filter((timer) => timer !== due);
      this.time = due.at;
      due.callback();
    }
    this.time = end;
  }
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const T0 = Date.parse('2026-11-26T12:00:00.000Z');
const message = (description: string, receivedAt: number) =>
  storedMessage({ description, receivedAt: new Date(receivedAt).toISOString() });

const services = serviceFixture();
let store: Store | undefined;
afterEach(async () => {
  await services.closeAll();
  store?.close();
  store = undefined;
});

describe('retention', () => {
  it('deletes what is past the period at start, then at each hourly sweep, with its outbox entry', async () => {
    store = openStore(await storeFile());
    store.insert(message('past the period', T0 - 30 * DAY - MINUTE), { notify: true });
    store.insert(message('due in half an hour', T0 - 30 * DAY + 30 * MINUTE), { notify: true });
    store.insert(message('yesterday', T0 - DAY));
    const clock = new ManualClock(T0);
    const logs: string[] = [];
    const service = await services.start({
      store,
      retentionDays: 30,
      clock,
      log: (line) => logs.push(line),
    });
    const left = () => store!.list().map((entry) => entry.description);
    expect(left()).toEqual(['yesterday', 'due in half an hour']);
    expect(store.outboxSize()).toBe(1);
    expect(logs.join('\n')).toMatch(
      /deleted 1 message\(s\) received before 2026-10-27T12:00:00\.000Z \(30-day retention\)/,
    );

    // Past its period after 30 minutes, but nothing runs before the next sweep…
    clock.advance(RETENTION_SWEEP_MS - MINUTE);
    expect(left()).toEqual(['yesterday', 'due in half an hour']);
    // …which deletes it and its pending e-mail.
    clock.advance(MINUTE);
    expect(left()).toEqual(['yesterday']);
    expect(store.outboxSize()).toBe(0);

    // A message the service receives is dated by the same clock, and goes 30 days later.
    const response = await postJson(service, {
      name: 'Bo Li',
      email: 'bo@cu.org',
      description: 'Hello',
    });
    expect(response.status).toBe(200);
    expect(store.list()[0]?.receivedAt).toBe(new Date(clock.now()).toISOString());
    clock.advance(29 * DAY);
    expect(left()).toEqual(['Hello']);
    clock.advance(DAY + RETENTION_SWEEP_MS);
    expect(left()).toEqual([]);
  });
});
