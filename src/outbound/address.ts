/**
 * Classifies IP addresses for the outbound guard: which ones a customer-supplied URL may reach.
 * Anything that is not plainly on the public internet counts as not public, so a customer URL
 * cannot be used to probe our own network (SSRF). IPv6 forms that embed an IPv4 address
 * (IPv4-mapped, IPv4-compatible, NAT64, 6to4) are judged by the embedded IPv4 address, because
 * that is where the packets end up.
 */
import { BlockList, isIP } from 'node:net';

export type AddressClass =
  | 'public'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'link_local'
  | 'unique_local'
  | 'cgnat'
  | 'multicast'
  | 'reserved'
  | 'documentation';

type Range = readonly [cidr: string, cls: Exclude<AddressClass, 'public'>];

// Order matters only for the label of the refusal: the first matching range names the class.
const IPV4_RANGES: readonly Range[] = [
  ['0.0.0.0/8', 'unspecified'], // "this network"; 0.0.0.0 reaches the local host on Linux
  ['127.0.0.0/8', 'loopback'],
  ['10.0.0.0/8', 'private'],
  ['172.16.0.0/12', 'private'],
  ['192.168.0.0/16', 'private'],
  ['169.254.0.0/16', 'link_local'], // includes the cloud metadata address 169.254.169.254
  ['100.64.0.0/10', 'cgnat'],
  ['224.0.0.0/4', 'multicast'],
  ['240.0.0.0/4', 'reserved'], // includes the broadcast address 255.255.255.255
  ['192.0.0.0/24', 'reserved'], // IETF protocol assignments
  ['198.18.0.0/15', 'reserved'], // benchmarking
  ['192.0.2.0/24', 'documentation'],
  ['198.51.100.0/24', 'documentation'],
  ['203.0.113.0/24', 'documentation'],
];

const IPV6_RANGES: readonly Range[] = [
  ['::/128', 'unspecified'],
  ['::1/128', 'loopback'],
  ['fe80::/10', 'link_local'],
  ['fec0::/10', 'unique_local'], // deprecated site-local, still routed inside some networks
  ['fc00::/7', 'unique_local'],
  ['ff00::/8', 'multicast'],
  ['64:ff9b:1::/48', 'private'], // local-use NAT64 prefix
  ['100::/64', 'reserved'], // discard-only
  ['2001::/32', 'reserved'], // Teredo: tunnels to an address we cannot judge
  ['2001:db8::/32', 'documentation'],
  ['::/96', 'reserved'], // IPv4-compatible addresses that embed no IPv4 we could judge (e.g. ::2)
];

function buildLists(ranges: readonly Range[], family: 'ipv4' | 'ipv6'): Array<[BlockList, Range[1]]> {
  return ranges.map(([cidr, cls]) => {
    const [net, bits] = cidr.split('/') as [string, string];
    const list = new BlockList();
    list.addSubnet(net, Number(bits), family);
    return [list, cls];
  });
}
const V4_LISTS = buildLists(IPV4_RANGES, 'ipv4');
const V6_LISTS = buildLists(IPV6_RANGES, 'ipv6');

/** Parses an IPv6 address (with optional zone id and trailing dotted quad) into 16 bytes. */
export function ipv6ToBytes(address: string): Uint8Array | undefined {
  const addr = address.replace(/%.*$/, '');
  if (isIP(addr) !== 6) return undefined;
  // A trailing dotted quad is rewritten as two hex groups so one parser handles every form.
  const text = addr.replace(
    /(\d+)\.(\d+)\.(\d+)\.(\d+)$/,
    (_m, a: string, b: string, c: string, d: string) =>
      `${((Number(a) << 8) | Number(b)).toString(16)}:${((Number(c) << 8) | Number(d)).toString(16)}`,
  );
  const [head, rest] = text.split('::') as [string, string | undefined];
  const parse = (s: string): number[] => (s === '' ? [] : s.split(':').map((h) => parseInt(h, 16)));
  const left = parse(head);
  const right = rest === undefined ? [] : parse(rest);
  const fill = rest === undefined ? 0 : 8 - left.length - right.length;
  const groups = [...left, ...Array<number>(Math.max(0, fill)).fill(0), ...right];
  if (groups.length !== 8) return undefined;
  const bytes = new Uint8Array(16);
  groups.forEach((g, i) => {
    bytes[2 * i] = g >> 8;
    bytes[2 * i + 1] = g & 0xff;
  });
  return bytes;
}

const dotted = (b: Uint8Array, at: number): string => `${b[at]}.${b[at + 1]}.${b[at + 2]}.${b[at + 3]}`;

/**
 * The IPv4 address an IPv6 address delivers to, when it embeds one: IPv4-mapped (::ffff:0:0/96),
 * IPv4-compatible (::/96, except :: and ::1), NAT64 (64:ff9b::/96) and 6to4 (2002::/16).
 */
export function embeddedIPv4(address: string): string | undefined {
  const b = ipv6ToBytes(address);
  if (!b) return undefined;
  const zeros = (from: number, to: number): boolean => b.slice(from, to).every((x) => x === 0);
  if (zeros(0, 10) && b[10] === 0xff && b[11] === 0xff) return dotted(b, 12);
  if (zeros(0, 12) && !zeros(12, 15)) return dotted(b, 12);
  if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && zeros(4, 12)) return dotted(b, 12);
  if (b[0] === 0x20 && b[1] === 0x02) return dotted(b, 2);
  return undefined;
}

/**
 * Normalises an address for checks: an IPv6 address that embeds an IPv4 address becomes that IPv4
 * address; zone ids are dropped. Returns undefined for text that is not an IP address.
 */
export function normaliseAddress(address: string): { address: string; family: 4 | 6 } | undefined {
  const bare = address.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return { address: bare, family: 4 };
  if (family !== 6) return undefined;
  const v4 = embeddedIPv4(bare);
  return v4 === undefined ? { address: bare.toLowerCase(), family: 6 } : { address: v4, family: 4 };
}

/** The class of an IP address; 'reserved' for text that is not an address (fail closed). */
export function classifyAddress(address: string): AddressClass {
  const norm = normaliseAddress(address);
  if (!norm) return 'reserved';
  const lists = norm.family === 4 ? V4_LISTS : V6_LISTS;
  const type = norm.family === 4 ? 'ipv4' : 'ipv6';
  for (const [list, cls] of lists) if (list.check(norm.address, type)) return cls;
  return 'public';
}
