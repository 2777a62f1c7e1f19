// Retention: the messages received more than CONTACT_RETENTION_DAYS days ago are deleted when
// the service starts and then every hour (with their outbox entries, if any), and so are the
// files an import set aside beside the store (`….imported-<time>`, `….torn-<time>`,
// `….rejected-<time>`) last written more than that long ago: their messages are older still.
import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Clock } from '../clock.ts';
import type { Store } from './store.ts';

/** How often the service deletes what is past the retention period. */
export const RETENTION_SWEEP_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
/** The names import-jsonl.ts gives what it sets aside: a suffix and its time stamp. */
const SET_ASIDE = /\.(?:imported|torn|rejected)-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z$/;

/** Deletes the files set aside in `folder` last written before `cutoff`; returns their paths. */
function deleteSetAside(folder: string, cutoff: number): string[] {
  const deleted: string[] = [];
  for (const name of readdirSync(folder)) {
    if (!SET_ASIDE.test(name)) continue;
    const file = path.join(folder, name);
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile() || stat.mtimeMs >= cutoff) continue;
    rmSync(file, { force: true });
    deleted.push(file);
  }
  return deleted;
}

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
    for (const file of deleteSetAside(path.dirname(path.resolve(store.file)), cutoff.getTime())) {
      log(`contact: deleted ${file}, set aside by an import, past the ${days}-day retention`);
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
