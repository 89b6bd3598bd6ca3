import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { WEBHOOK_MESSAGES as MSG } from '@elevate/shared/schemas/webhooks';

/** Resolves a host name to every address it has (the DNS lookup, replaceable in tests). */
export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true });

/**
 * Addresses a webhook must never reach unless private addresses are allowed: this
 * machine, private networks, link-local (cloud metadata at 169.254.169.254 and
 * fd00:ec2::254), carrier-grade NAT, documentation, multicast and reserved ranges,
 * and the IPv6 forms that carry an IPv4 address inside (6to4, Teredo) or need no
 * resolver to reach a private one.
 */
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
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/** The IPv4 address an IPv4-mapped (::ffff:a.b.c.d) or NAT64 (64:ff9b::a.b.c.d) address carries. */
function embeddedIPv4(address: string): string | null {
  const match = /^(?:::ffff:|64:ff9b::)(?:0:)?(.+)$/i.exec(address);
  if (!match) return null;
  const rest = match[1]!;
  if (isIP(rest) === 4) return rest;
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(rest);
  if (!hex) return null;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether a webhook may connect to this IP address when private ones are not allowed. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !blocked.check(address, 'ipv4');
  if (family !== 6) return false;
  const inner = embeddedIPv4(address);
  if (inner !== null) return !blocked.check(inner, 'ipv4');
  return !blocked.check(address, 'ipv6');
}

/** A webhook URL as written: https:// (or http:// with private addresses allowed), no credentials. */
export function checkWebhookUrl(raw: string, allowPrivate: boolean): URL | string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return MSG.url;
  }
  const schemes = allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol) || url.hostname === '') return MSG.url;
  if (url.username !== '' || url.password !== '') return MSG.urlCredentials;
  return url;
}

/** The address to connect to, or why none may be; every address of the name must be public. */
export async function resolveWebhookHost(
  hostname: string,
  allowPrivate: boolean,
  resolve: Resolve,
): Promise<{ address: string; family: 4 | 6 } | { refused: string }> {
  const bare = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  let addresses: { address: string; family: number }[];
  if (isIP(bare) !== 0) {
    addresses = [{ address: bare, family: isIP(bare) }];
  } else {
    try {
      addresses = await resolve(bare);
    } catch {
      return { refused: `The host name ${bare} could not be resolved` };
    }
  }
  const first = addresses[0];
  if (!first) return { refused: `The host name ${bare} has no address` };
  if (!allowPrivate && !addresses.every((a) => isPublicAddress(a.address))) {
    return { refused: MSG.urlPrivate };
  }
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
