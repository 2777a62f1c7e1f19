// Connection slots. The server has maxConnections in all; when a trusted proxy is set,
// reservedForProxy of them are its alone, so clients that connect directly can never take every
// slot. A direct client (an IPv4 address, an IPv6 /64) may hold maxConnectionsPerAddress at once
// and an IPv6 /48 twice that, so a handful of addresses cannot add up to the whole server. A
// direct connection that has not sent a complete request within firstRequestTimeoutMs is closed,
// whether it sent nothing or a byte at a time.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { canonicalAddress, networkKey, quotaKey } from './address.ts';

export interface SlotLimits {
  maxConnections: number;
  maxConnectionsPerAddress: number;
  reservedForProxy: number;
  firstRequestTimeoutMs: number;
}

/** Requests seen on a socket: the server marks it when a complete request has arrived. */
const served = new WeakSet<Socket>();
export const markRequest = (socket: Socket) => served.add(socket);

export function limitConnections(server: Server, limits: SlotLimits, trusted: readonly string[]) {
  const direct = Math.max(
    1,
    limits.maxConnections - (trusted.length > 0 ? limits.reservedForProxy : 0),
  );
  const open = new Map<string, number>();
  let directOpen = 0;
  const take = (key: string) => open.set(key, (open.get(key) ?? 0) + 1);
  const give = (key: string) => {
    const left = (open.get(key) ?? 1) - 1;
    if (left > 0) open.set(key, left);
    else open.delete(key);
  };
  server.maxConnections = limits.maxConnections;
  server.on('connection', (socket: Socket) => {
    const address = canonicalAddress(socket.remoteAddress ?? '') ?? '';
    if (trusted.includes(address)) return;
    const keys = [quotaKey(address), `net:${networkKey(address, 48)}`];
    const [client = '', network = ''] = keys;
    if (
      directOpen >= direct ||
      (open.get(client) ?? 0) >= limits.maxConnectionsPerAddress ||
      (network !== `net:${client}` &&
        (open.get(network) ?? 0) >= 2 * limits.maxConnectionsPerAddress)
    ) {
      socket.destroy();
      return;
    }
    directOpen += 1;
    for (const key of keys) take(key);
    const firstRequest = setTimeout(() => {
      if (!served.has(socket)) socket.destroy();
    }, limits.firstRequestTimeoutMs);
    firstRequest.unref();
    socket.once('close', () => {
      clearTimeout(firstRequest);
      directOpen -= 1;
      for (const key of keys) give(key);
    });
  });
}
