// Accepted messages per client in the current window, and for all clients together. A POST holds
// a place while it is handled and gives it back unless its message is stored, so refused
// requests never count. Clients are kept in order of last use; past maxClients the least recent
// go first.

export interface Window {
  max: number;
  windowMs: number;
}

/** Refused: the client (or everyone, past the overall ceiling) must wait this many seconds. */
export class QuotaExceeded extends Error {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super('quota exceeded');
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface Quotas {
  /** Takes a place for the client, or throws QuotaExceeded; returns the function that gives it back. */
  admit: (client: string) => () => void;
}

const retryAfter = (oldest: number, windowMs: number, now: number) =>
  Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));

export function createQuotas({
  perClient,
  overall,
  maxClients,
  now,
}: {
  perClient: Window;
  overall: Window;
  maxClients: number;
  now: () => number;
}): Quotas {
  const recent = new Map<string, number[]>();
  let everyone: number[] = [];
  return {
    admit(client) {
      const time = now();
      everyone = everyone.filter((at) => time - at < overall.windowMs);
      if (everyone.length >= overall.max) {
        throw new QuotaExceeded(retryAfter(everyone[0] ?? time, overall.windowMs, time));
      }
      const times = (recent.get(client) ?? []).filter((at) => time - at < perClient.windowMs);
      recent.delete(client);
      if (times.length >= perClient.max) {
        recent.set(client, times);
        throw new QuotaExceeded(retryAfter(times[0] ?? time, perClient.windowMs, time));
      }
      times.push(time);
      everyone.push(time);
      recent.set(client, times);
      for (const oldest of recent.keys()) {
        if (recent.size <= maxClients) break;
        recent.delete(oldest);
      }
      return () => {
        const index = times.indexOf(time);
        if (index !== -1) times.splice(index, 1);
        if (times.length === 0 && recent.get(client) === times) recent.delete(client);
        const overallIndex = everyone.indexOf(time);
        if (overallIndex !== -1) everyone.splice(overallIndex, 1);
      };
    },
  };
}
