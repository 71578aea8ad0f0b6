import { BlockList, isIP } from 'node:net';
import { SETTINGS_MESSAGES } from '../../../contracts/settings';

/** `::ffff:203.0.113.7` (an IPv4 peer on a dual-stack socket) is the IPv4 address it carries. */
export function normalizeIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1]! : ip;
}

const compiled = new Map<string, BlockList>();

/** The allow-list as a node BlockList (addresses and CIDR ranges), compiled once per distinct list. */
function blockListOf(entries: readonly string[]): BlockList {
  const key = entries.join(',');
  let list = compiled.get(key);
  if (list) return list;
  list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.trim().split('/');
    const ip = normalizeIp(address);
    const type = isIP(ip) === 6 ? 'ipv6' : 'ipv4';
    if (!isIP(ip)) continue;
    if (prefix === undefined) list.addAddress(ip, type);
    else list.addSubnet(ip, Number(prefix), type);
  }
  if (compiled.size > 50) compiled.clear();
  compiled.set(key, list);
  return list;
}

/** Whether `ip` is one of the entries or inside one of their ranges. */
export function isIpAllowed(ip: string, entries: readonly string[]): boolean {
  const address = normalizeIp(ip);
  const version = isIP(address);
  if (!version) return false;
  return blockListOf(entries).check(address, version === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The security group as it would be saved: with IP whitelisting on, the saving admin's own address
 * must be allowed, else they would lock themselves out of the admin API. The message, or null.
 */
export function allowListLockoutIssue(security: Record<string, unknown>, ip: string): string | null {
  if (security['ipWhitelisting'] !== true) return null;
  const entries = Array.isArray(security['ipAllowList']) ? (security['ipAllowList'] as string[]) : [];
  if (!entries.length) return null; // crossFieldIssues reports the empty list
  for (const entry of entries) {
    const [address = ''] = entry.split('/');
    if (!isIP(normalizeIp(address))) return `${entry} is not an IP address or CIDR range`;
  }
  return isIpAllowed(ip, entries) ? null : SETTINGS_MESSAGES.lockout(normalizeIp(ip));
}
