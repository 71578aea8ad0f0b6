import { isIPv6 } from 'node:net';

/** IPv6 clients are counted per /64: one subscriber usually holds a whole /64 and can rotate within it. */
const IPV6_PREFIX_GROUPS = 4;

/**
 * The key a client's requests are counted under: an IPv4 address as is (also when it arrives
 * IPv4-mapped, `::ffff:203.0.113.7`), an IPv6 address by its /64 network. An address that is
 * neither (a unix socket, a test's made-up name) is its own key.
 */
export function clientAddressKey(ip: string): string {
  // The common case first, without a parse: an IPv4 address has no colon.
  if (!ip.includes(':') || !isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (groups === null) return ip;
  const isMappedIPv4 = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (isMappedIPv4) return `${groups[6]! >> 8}.${groups[6]! & 0xff}.${groups[7]! >> 8}.${groups[7]! & 0xff}`;
  return `${groups
    .slice(0, IPV6_PREFIX_GROUPS)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (zone id dropped, `::` and a dotted IPv4 tail expanded). */
function ipv6Groups(ip: string): number[] | null {
  const address = ip.split('%')[0]!.toLowerCase();
  const [head = '', tail] = address.split('::');
  const parse = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const first = parse(head);
  if (tail === undefined) return first.length === 8 ? first : null;
  const last = parse(tail);
  const missing = 8 - first.length - last.length;
  return missing < 0 ? null : [...first, ...new Array<number>(missing).fill(0), ...last];
}
