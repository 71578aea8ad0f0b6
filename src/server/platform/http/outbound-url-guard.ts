import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Outgoing calls to URLs an admin configures (the fallback JSON-RPC endpoint) must not reach the
 * server's own network: loopback, private, link-local (cloud metadata at 169.254.169.254), carrier
 * NAT, multicast and reserved ranges are refused, checked on every address the host name resolves
 * to. Demo mode and tests run their chain on this machine, so there (and only there) the rule is
 * lifted: `allowPrivateNetwork` says so explicitly.
 */
export interface OutboundUrlPolicy {
  allowPrivateNetwork: boolean;
}

/** Demo mode and tests talk to a local chain; every other deployment keeps the rule. */
export function outboundUrlPolicy(config: { demoMode: boolean; env: string }): OutboundUrlPolicy {
  return { allowPrivateNetwork: config.demoMode || config.env === 'test' };
}

export const PRIVATE_ADDRESS_MESSAGE = 'must not point to a private, loopback or link-local address';

export class OutboundUrlRefusedError extends Error {
  constructor(readonly url: string, reason: string) {
    super(`Refused outgoing call to ${url}: ${reason}`);
    this.name = 'OutboundUrlRefusedError';
  }
}

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

/** An IPv4 address carried inside an IPv6 one (mapped `::ffff:a.b.c.d`, NAT64 `64:ff9b::a.b.c.d`). */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return null;
  const hi = parseInt(hex[1]!, 16);
  const lo = parseInt(hex[2]!, 16);
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
}

/** True for any address the server must not call on an admin's say-so. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const version = isIP(bare);
  if (version === 4) return blocked.check(bare, 'ipv4');
  if (version === 6) {
    const v4 = embeddedIpv4(bare);
    if (v4) return blocked.check(v4, 'ipv4');
    return blocked.check(bare, 'ipv6');
  }
  return true; // not an address at all: refuse rather than guess
}

export type Resolve = (host: string) => Promise<string[]>;
const resolveAll: Resolve = async (host) => (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/**
 * Throws OutboundUrlRefusedError unless the URL is http(s) and every address its host resolves to
 * is public (or the policy allows the private network).
 */
export async function assertOutboundUrl(url: string, policy: OutboundUrlPolicy, resolve: Resolve = resolveAll) {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new OutboundUrlRefusedError(url, 'not a URL');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new OutboundUrlRefusedError(url, 'only http(s) is allowed');
  if (policy.allowPrivateNetwork) return;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch {
    throw new OutboundUrlRefusedError(url, 'its host name does not resolve');
  }
  if (addresses.length === 0) throw new OutboundUrlRefusedError(url, 'its host name does not resolve');
  const refused = addresses.find(isPrivateAddress);
  if (refused) throw new OutboundUrlRefusedError(url, `${host} resolves to ${refused}, a private address`);
}

/** fetch that checks the URL by the policy before each call (for clients such as viem's http transport). */
export function guardedFetch(policy: OutboundUrlPolicy, resolve?: Resolve): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    await assertOutboundUrl(url, policy, resolve);
    return fetch(input, init);
  };
}
