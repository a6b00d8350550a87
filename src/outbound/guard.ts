/**
 * The outbound guard: decides whether a URL, a host name and each address it resolves to may be
 * called. The allow-list (ONWARD_OUTBOUND_ALLOW) holds host names, IP addresses and CIDRs; it only
 * ever widens what is reachable, for deployments whose customer endpoints live on a private
 * network (and for tests, which admit 127.0.0.1).
 *
 * Host-name entries match the exact name, or every subdomain when written with a leading dot
 * (`.corp.example` admits `a.corp.example`). A host-name entry admits whatever that name resolves
 * to; an IP or CIDR entry admits those addresses whatever name led to them.
 */
import { BlockList, isIP } from 'node:net';
import { classifyAddress, normaliseAddress, type AddressClass } from './address.js';

export interface AllowList {
  hostAllowed(host: string): boolean;
  addressAllowed(address: string): boolean;
}

export class AllowListError extends Error {
  constructor(readonly entry: string) {
    super(`allow-list entry ${JSON.stringify(entry)} is neither a host name, an IP nor a CIDR`);
    this.name = 'AllowListError';
  }
}

/** Builds an allow-list from ONWARD_OUTBOUND_ALLOW entries; throws AllowListError on a bad entry. */
export function createAllowList(entries: readonly string[] = []): AllowList {
  const exactHosts = new Set<string>();
  const suffixes: string[] = [];
  const addresses = new BlockList();
  for (const raw of entries) {
    const entry = raw.trim();
    if (entry === '') continue;
    const [addr = '', bits, extra] = entry.split('/');
    const bare = addr.replace(/^\[(.*)\]$/, '$1');
    const family = isIP(bare);
    if (family !== 0 && extra === undefined) {
      const max = family === 4 ? 32 : 128;
      const prefix = bits === undefined ? max : /^\d{1,3}$/.test(bits) ? Number(bits) : NaN;
      if (!(prefix >= 0 && prefix <= max)) throw new AllowListError(entry);
      addresses.addSubnet(bare, prefix, family === 4 ? 'ipv4' : 'ipv6');
      continue;
    }
    if (!/^\.?[a-z0-9-]+(\.[a-z0-9-]+)*\.?$/i.test(entry)) throw new AllowListError(entry);
    const name = entry.toLowerCase().replace(/\.$/, '');
    if (name.startsWith('.')) suffixes.push(name);
    else exactHosts.add(name);
  }
  return {
    hostAllowed(host) {
      const name = host.toLowerCase().replace(/\.$/, '');
      return exactHosts.has(name) || suffixes.some((s) => name.endsWith(s));
    },
    addressAllowed(address) {
      const bare = address.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
      const family = isIP(bare);
      if (family === 0) return false;
      if (addresses.check(bare, family === 4 ? 'ipv4' : 'ipv6')) return true;
      // An admitted IPv4 range also admits the IPv6 spellings that deliver to it (e.g. IPv4-mapped).
      const norm = normaliseAddress(bare);
      return (
        norm !== undefined &&
        norm.address !== bare &&
        addresses.check(norm.address, norm.family === 4 ? 'ipv4' : 'ipv6')
      );
    },
  };
}

export type AddressVerdict = { ok: true } | { ok: false; reason: string; addressClass: AddressClass };

/** Whether one resolved (or literal) address may be connected to. */
export function checkAddress(address: string, allow: AllowList, hostAdmitted = false): AddressVerdict {
  if (hostAdmitted || allow.addressAllowed(address)) return { ok: true };
  const cls = classifyAddress(address);
  if (cls === 'public') return { ok: true };
  return {
    ok: false,
    addressClass: cls,
    reason: `address ${address} is ${cls.replace('_', '-')} and not on the outbound allow-list`,
  };
}

export type UrlVerdict =
  { ok: true; url: URL; host: string; literal: boolean; hostAdmitted: boolean } | { ok: false; reason: string };

/**
 * Checks what can be checked before DNS: scheme, credentials, and IP-literal hosts (which never go
 * through a lookup, so they must be judged here). Names are judged per resolved address at connect.
 */
export function checkUrl(input: string | URL, allow: AllowList): UrlVerdict {
  let url: URL;
  try {
    url = typeof input === 'string' ? new URL(input) : new URL(input.href);
  } catch {
    return { ok: false, reason: 'not an absolute URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, reason: `scheme ${url.protocol.replace(':', '')} is not allowed; only http and https` };
  }
  // Credentials belong in headers; in a URL they end up in logs and delivery listings.
  if (url.username !== '' || url.password !== '')
    return { ok: false, reason: 'credentials in the URL are not allowed' };
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (host === '') return { ok: false, reason: 'URL has no host' };
  const literal = isIP(host) !== 0;
  const hostAdmitted = !literal && allow.hostAllowed(host);
  if (literal) {
    const verdict = checkAddress(host, allow);
    if (!verdict.ok) return { ok: false, reason: verdict.reason };
  }
  return { ok: true, url, host, literal, hostAdmitted };
}
