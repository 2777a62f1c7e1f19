// Who sent a request: the connecting peer, or, behind a trusted proxy, the visitor it names.
import { canonicalAddress } from './address.ts';

/** The key of every client behind a trusted proxy whose X-Forwarded-For entry cannot be read. */
export const UNREADABLE_CLIENT = 'unreadable-forwarded-for';

/**
 * The client of a request: the connecting peer, or, when that peer is a trusted proxy, the
 * right-most X-Forwarded-For entry that is not itself a trusted proxy (entries to its left can be
 * written by anyone). Addresses in their canonical spelling (./address.ts). An entry that is not
 * an address (`unknown`, `203.0.113.5:4711`) ends the walk as one shared client of its own, never
 * as the proxy itself, whose quota would then be everyone's.
 */
export function clientAddress(
  peer: string,
  forwardedFor: string | string[] | undefined,
  trusted: readonly string[],
): string {
  let client = canonicalAddress(peer) ?? peer;
  if (!trusted.includes(client) || forwardedFor === undefined) return client;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
    .split(',')
    .slice(-32)
    .map((hop) => canonicalAddress(hop));
  for (const hop of hops.reverse()) {
    if (hop === undefined) return UNREADABLE_CLIENT;
    client = hop;
    if (!trusted.includes(hop)) break;
  }
  return client;
}
