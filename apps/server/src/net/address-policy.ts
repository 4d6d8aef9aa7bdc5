import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { AppError } from '../http/app-error.ts';

export type ResolvedAddress = { address: string; family: 4 | 6 };
/** Resolves a host name to every address it has (tests inject their own). */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

export const blockedAddressMessage = 'This link points to a private or local network address, which cannot be fetched.';

export const resolveHostWithDns: ResolveHost = async (hostname) => {
  const results = await dnsLookup(hostname, { all: true, verbatim: true });
  return results.map((r) => ({ address: r.address, family: r.family === 6 ? 6 : 4 }));
};

/**
 * IPv6 forms that carry an IPv4 address in their last 32 bits: IPv4-compatible (::/96, deprecated)
 * and IPv4-mapped (::ffff:0:0/96). URL parsing rewrites `[::127.0.0.1]` as `[::7f00:1]`, which no
 * range table calls loopback, so these are refused whole, whatever the IPv4 (docs/decisions/019).
 */
const ipv4EmbeddingRanges = [ipaddr.parseCIDR('::/96'), ipaddr.parseCIDR('::ffff:0:0/96')] as const;

/**
 * True only for public unicast addresses. Loopback, private (10/8, 172.16/12, 192.168/16), link-local
 * (169.254/16: cloud metadata), CGNAT, multicast, broadcast, unspecified, reserved, unique-local and
 * site-local IPv6, and every IPv6 form that embeds an IPv4 address (IPv4-compatible, IPv4-mapped,
 * 6to4, NAT64, Teredo) are not.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(bare)) return false;
  const parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv6' && ipv4EmbeddingRanges.some((range) => (parsed as ipaddr.IPv6).match(range)))
    return false;
  return parsed.range() === 'unicast';
}

/**
 * The address to connect to for `hostname`: resolved once, every address checked (a host with any
 * private address is refused), and the connection then made to this very address so a second DNS
 * answer cannot point elsewhere (DNS rebinding). `allowPrivate` is for tests against loopback servers.
 */
export async function resolvePermittedAddress(
  hostname: string,
  options: { allowPrivate: boolean; resolveHost?: ResolveHost; isPermitted?: (address: string) => boolean },
): Promise<ResolvedAddress> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const family = isIP(host);
  let addresses: ResolvedAddress[];
  if (family === 4 || family === 6) {
    addresses = [{ address: host, family }];
  } else {
    try {
      addresses = await (options.resolveHost ?? resolveHostWithDns)(host);
    } catch {
      addresses = [];
    }
    if (addresses.length === 0)
      throw new AppError('UNPROCESSABLE', 'We could not find this website. Check the link and try again.');
  }
  const isPermitted = options.isPermitted ?? (options.allowPrivate ? () => true : isPublicAddress);
  if (addresses.some((a) => !isPermitted(a.address))) throw new AppError('VALIDATION_ERROR', blockedAddressMessage);
  return addresses[0]!;
}
