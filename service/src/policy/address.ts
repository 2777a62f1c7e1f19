// Client addresses in one spelling each, so that every way of writing an address (upper or lower
// case, with or without leading zeros or `::`, with a zone id, IPv4 mapped into IPv6) counts as
// the same client, and so that one IPv6 network (/64, what one subscriber is usually given)
// counts as one client for quotas.
import { isIP } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (without zone id), or undefined. */
function ipv6Groups(text: string): number[] | undefined {
  if (isIP(text) !== 6) return undefined;
  let address = text;
  // A trailing dotted IPv4 part is two groups.
  const lastGroup = address.slice(address.lastIndexOf(':') + 1);
  if (lastGroup.includes('.')) {
    const [a = 0, b = 0, c = 0, d = 0] = lastGroup.split('.').map(Number);
    address = `${address.slice(0, address.length - lastGroup.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = address.split('::') as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const left = parse(head);
  if (tail === undefined) return left;
  const right = parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** RFC 5952's spelling of eight groups: lowercase, no leading zeros, the longest zero run as `::`. */
function formatIpv6(groups: readonly number[]): string {
  let bestStart = -1;
  let bestLength = 1;
  for (let start = 0; start < 8;) {
    let end = start;
    while (end < 8 && groups[end] === 0) end += 1;
    if (end - start > bestLength) [bestStart, bestLength] = [start, end - start];
    start = end + 1;
  }
  const hex = groups.map((group) => group.toString(16));
  if (bestStart === -1) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}

/**
 * One spelling per address: IPv4 as dotted decimal; IPv6 in RFC 5952 form without its zone id;
 * IPv4-mapped (`::ffff:192.0.2.1`, `::ffff:c000:201`), IPv4-translated (`::ffff:0:192.0.2.1`) and
 * the deprecated IPv4-compatible form (`::192.0.2.1`) as the IPv4 address they carry. Undefined
 * for anything that is not an IP address.
 */
export function canonicalAddress(text: string): string | undefined {
  const address = text.trim().replace(/%[^%]*$/, '');
  if (isIP(address) === 4) return address.split('.').map(Number).join('.');
  const groups = ipv6Groups(address);
  if (!groups || groups.length !== 8) return undefined;
  const [high = 0, low = 0] = groups.slice(6);
  const ipv4 = () => [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  const zeros = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  // ::ffff:a.b.c.d (mapped) and ::ffff:0:a.b.c.d (translated).
  if (zeros(0, 5) && groups[5] === 0xffff) return ipv4();
  if (zeros(0, 4) && groups[4] === 0xffff && groups[5] === 0) return ipv4();
  // ::a.b.c.d (IPv4-compatible), but not :: and ::1, which are IPv6's own.
  if (zeros(0, 6) && high !== 0) return ipv4();
  return formatIpv6(groups);
}

/**
 * The client a quota belongs to: an IPv4 address itself, an IPv6 address's /64 network (written
 * `2001:db8:1:2::/64`); the IPv6 addresses of the reserved `::/64` (loopback, unspecified) each
 * their own. Anything else is its own key.
 */
export function quotaKey(address: string): string {
  return networkKey(address, 64);
}

/** The IPv6 network of `bits` leading bits an address belongs to (IPv4 addresses: themselves). */
export function networkKey(address: string, bits: 48 | 56 | 64): string {
  const canonical = canonicalAddress(address);
  if (canonical === undefined) return address;
  if (isIP(canonical) === 4) return canonical;
  const groups = ipv6Groups(canonical) ?? [];
  if (groups.slice(0, 4).every((group) => group === 0)) return `${canonical}/128`;
  const kept = groups.map((group, index) => {
    const from = index * 16;
    if (from + 16 <= bits) return group;
    if (from >= bits) return 0;
    return group & (0xffff << (16 - (bits - from)));
  });
  return `${formatIpv6(kept)}/${bits}`;
}
