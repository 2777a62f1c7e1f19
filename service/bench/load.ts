// `node service/bench/load.ts <url> [seconds=10] [concurrency=8]`: posts valid messages
// to a contact endpoint from `concurrency` kept-alive connections for `seconds`, then prints the
// requests per second, the latency percentiles and the answers by status. Start the service with
// a rate limit it cannot reach (CONTACT_RATE_LIMIT=1000000/60) first.
import { Agent, request } from 'node:http';

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  statuses: Record<number, number>;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

function postOnce(agent: Agent, url: URL, body: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request(
      url,
      {
        agent,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

/** Posts for `seconds` from `concurrency` connections; 0 in `statuses` is a failed connection. */
export async function load(target: string, seconds = 10, concurrency = 8): Promise<LoadResult> {
  const url = new URL(target);
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  const started = performance.now();
  const end = started + seconds * 1000;
  let sent = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const body = JSON.stringify({
          name: 'Ana García',
          email: 'ana@bank.com',
          description: `Load ${(sent += 1)}: please call me about the exam in May.`,
        });
        const before = performance.now();
        const status = await postOnce(agent, url, body);
        latencies.push(performance.now() - before);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  agent.destroy();
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    perSecond: latencies.length / elapsed,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    statuses,
  };
}

if (import.meta.main) {
  const [target, seconds = '10', concurrency = '8'] = process.argv.slice(2);
  if (!target) {
    console.error('Usage: node service/bench/load.ts <url> [seconds] [concurrency]');
    process.exit(1);
  }
  const result = await load(target, Number(seconds), Number(concurrency));
  console.log(
    `${result.requests} requests in ${seconds} s from ${concurrency} connections: ` +
      `${result.perSecond.toFixed(0)} requests/s, p50 ${result.p50Ms.toFixed(1)} ms, ` +
      `p99 ${result.p99Ms.toFixed(1)} ms; answers ${JSON.stringify(result.statuses)}`,
  );
}
