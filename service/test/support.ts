// What the service's tests share: a service on a free port with its own store, a valid message,
// JSON posts, and (from the repository's test support) raw bytes on one connection, for what fetch
// cannot send: pipelining, slow, broken or endless clients.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startService, type Service, type ServiceOptions } from '../src/http/server.ts';

export {
  exchange,
  freePort,
  openConnection,
  requestBytes,
  type Exchange,
  type ExchangeOptions,
} from '../../a11y-tests/support/net.ts';

export const validMessage = {
  name: 'Ana García',
  email: 'ana@bank.com',
  description: 'Please call me.',
};

/** Starts services with their own store in a new folder; `closeAll` stops them. */
export function serviceFixture() {
  const started: Service[] = [];
  return {
    async start(options: ServiceOptions = {}): Promise<Service & { folder: string }> {
      const folder = await mkdtemp(path.join(tmpdir(), 'contact-service-'));
      const service = await startService({
        port: 0,
        file: path.join(folder, 'contact.sqlite'),
        log: () => {},
        ...options,
      });
      started.push(service);
      // Closing twice (a test that restarts a service, then closeAll) closes once.
      const close = service.close;
      let closing: Promise<void> | undefined;
      return Object.assign(service, { folder, close: () => (closing ??= close()) });
    },
    async closeAll() {
      await Promise.all(started.splice(0).map((service) => service.close()));
    },
  };
}

export const postJson = (
  service: Service,
  body: unknown,
  headers: Record<string, string> = {},
  signal?: AbortSignal,
) =>
  fetch(service.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
