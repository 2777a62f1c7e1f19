// Retention: the messages received more than CONTACT_RETENTION_DAYS days ago are deleted when
// the service starts and then every hour (with their outbox entries, if any).
import type { Clock } from '../clock.ts';
import type { Store } from './store.ts';

/** How often the service deletes what is past the retention period. */
export const RETENTION_SWEEP_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

export interface Retention {
  /** Deletes what is past the period now; returns how many messages. */
  sweep(): number;
  stop(): void;
}

/** Deletes what is past the period now, then every RETENTION_SWEEP_MS until stopped. */
export function startRetention({
  store,
  days,
  clock,
  log,
}: {
  store: Store;
  days: number;
  clock: Clock;
  log: (line: string) => void;
}): Retention {
  let timer: unknown;
  let stopped = false;
  const sweep = () => {
    const cutoff = new Date(clock.now() - days * DAY_MS);
    const deleted = store.deleteReceivedBefore(cutoff);
    if (deleted > 0) {
      log(
        `contact: deleted ${deleted} message(s) received before ${cutoff.toISOString()} (${days}-day retention)`,
      );
    }
    return deleted;
  };
  const tick = () => {
    if (stopped) return;
    try {
      sweep();
    } catch (error) {
      log(`contact: retention sweep failed: ${String(error)}`);
    }
    timer = clock.setTimeout(tick, RETENTION_SWEEP_MS);
  };
  tick();
  return {
    sweep,
    stop() {
      stopped = true;
      clock.clearTimeout(timer);
    },
  };
}
