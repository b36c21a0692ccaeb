import { parseIp } from './ip-address.ts';

/**
 * What kind of non-public address an IP is. `null` means public (globally routable unicast).
 * `metadata` is a cloud provider's instance metadata service, which hands out credentials.
 */
export type AddressKind =
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'shared'
  | 'metadata'
  | 'unspecified'
  | 'multicast'
  | 'reserved';

/** The kinds `allowPrivate` lets through: a local network, never metadata or unroutable addresses. */
export const PRIVATE_KINDS: ReadonlySet<AddressKind> = new Set([
  'loopback',
  'private',
  'link-local',
  'shared',
]);

/** How an error message names each kind. */
export const KIND_NAMES: Record<AddressKind, string> = {
  loopback: 'a loopback address',
  private: 'a private address',
  'link-local': 'a link-local address',
  shared: 'a shared (carrier-grade NAT) address',
  metadata: 'a cloud metadata address',
  unspecified: 'an unspecified address',
  multicast: 'a multicast address',
  reserved: 'a reserved address',
};

type Rule = readonly [cidr: string, kind: AddressKind | 'embedded-ipv4'];

// First match wins, so single metadata addresses come before the ranges that hold them.
const IPV4: readonly Rule[] = [
  ['169.254.169.254/32', 'metadata'], // AWS, GCP, Azure, OpenStack…
  ['169.254.170.2/32', 'metadata'], // AWS ECS task credentials
  ['100.100.100.200/32', 'metadata'], // Alibaba Cloud
  ['192.0.0.192/32', 'metadata'], // Oracle Cloud
  ['0.0.0.0/8', 'unspecified'],
  ['10.0.0.0/8', 'private'],
  ['100.64.0.0/10', 'shared'],
  ['127.0.0.0/8', 'loopback'],
  ['169.254.0.0/16', 'link-local'],
  ['172.16.0.0/12', 'private'],
  ['192.0.0.0/24', 'reserved'],
  ['192.0.2.0/24', 'reserved'],
  ['192.88.99.0/24', 'reserved'],
  ['192.168.0.0/16', 'private'],
  ['198.18.0.0/15', 'reserved'],
  ['198.51.100.0/24', 'reserved'],
  ['203.0.113.0/24', 'reserved'],
  ['224.0.0.0/4', 'multicast'],
  ['240.0.0.0/4', 'reserved'],
];

const IPV6: readonly Rule[] = [
  ['fd00:ec2::254/128', 'metadata'], // AWS over IPv6
  ['::/128', 'unspecified'],
  ['::1/128', 'loopback'],
  ['::ffff:0:0/96', 'embedded-ipv4'], // IPv4-mapped: a socket connects to the IPv4 address
  ['64:ff9b::/96', 'embedded-ipv4'], // NAT64
  ['::/96', 'reserved'], // IPv4-compatible (deprecated)
  ['2001::/32', 'reserved'], // Teredo
  ['2001:2::/48', 'reserved'],
  ['2001:10::/28', 'reserved'],
  ['2001:20::/28', 'reserved'],
  ['2001:db8::/32', 'reserved'],
  ['3fff::/20', 'reserved'],
  ['fc00::/7', 'private'],
  ['fe80::/10', 'link-local'],
  ['fec0::/10', 'private'], // site-local (deprecated)
  ['ff00::/8', 'multicast'],
];

interface Range {
  bytes: Uint8Array;
  bits: number;
  kind: AddressKind | 'embedded-ipv4';
}

function range(cidr: string, kind: Range['kind'] = 'reserved'): Range {
  const [address = '', bits = ''] = cidr.split('/');
  const bytes = parseIp(address);
  if (!bytes) throw new Error(`bad range ${cidr}`);
  return { bytes, bits: Number(bits), kind };
}

const V4 = IPV4.map(([cidr, kind]) => range(cidr, kind));
const V6 = IPV6.map(([cidr, kind]) => range(cidr, kind));
const SIX_TO_FOUR = range('2002::/16');
const GLOBAL_UNICAST = range('2000::/3');

/** The kind of a parsed address (4 or 16 bytes), or null when it is public. */
export function addressKind(bytes: Uint8Array): AddressKind | null {
  const found = (bytes.length === 4 ? V4 : V6).find((r) => inRange(bytes, r));
  if (found?.kind === 'embedded-ipv4') return addressKind(bytes.subarray(12, 16));
  if (found) return found.kind;
  if (bytes.length === 4) return null;
  // 6to4 carries an IPv4 address in bits 16–47.
  if (inRange(bytes, SIX_TO_FOUR)) return addressKind(bytes.subarray(2, 6));
  // Only 2000::/3 is global unicast; anything else not listed is unassigned.
  return inRange(bytes, GLOBAL_UNICAST) ? null : 'reserved';
}

function inRange(bytes: Uint8Array, r: Range): boolean {
  if (bytes.length !== r.bytes.length) return false;
  for (let bit = 0; bit < r.bits; bit += 8) {
    const left = r.bits - bit;
    const mask = left >= 8 ? 0xff : (0xff << (8 - left)) & 0xff;
    if (((bytes[bit / 8] ?? 0) & mask) !== ((r.bytes[bit / 8] ?? 0) & mask)) return false;
  }
  return true;
}
