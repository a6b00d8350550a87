import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { classifyAddress, ipv6ToBytes } from './address.js';
import { AllowListError, checkAddress, checkUrl, createAllowList } from './guard.js';

// Reference model: addresses as bigints, prefixes compared by shifting. Independent of BlockList.
const v4ToInt = (a: string): bigint => a.split('.').reduce((n, p) => (n << 8n) | BigInt(p), 0n);
const v6ToInt = (a: string): bigint => Array.from(ipv6ToBytes(a) ?? []).reduce((n, b) => (n << 8n) | BigInt(b), 0n);
const inPrefix = (addr: bigint, net: bigint, bits: number, width: number): boolean =>
  bits === 0 || addr >> BigInt(width - bits) === net >> BigInt(width - bits);

const ipv4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((p) => p.join('.'));
const ipv6 = fc
  .array(fc.nat(0xffff), { minLength: 8, maxLength: 8 })
  .map((g) => g.map((x) => x.toString(16)).join(':'));

describe('address classification', () => {
  test('known addresses', () => {
    const expected: Record<string, string> = {
      '8.8.8.8': 'public',
      '1.1.1.1': 'public',
      '10.0.0.1': 'private',
      '172.16.0.1': 'private',
      '172.32.0.1': 'public',
      '192.168.1.1': 'private',
      '127.0.0.1': 'loopback',
      '169.254.169.254': 'link_local',
      '100.64.0.1': 'cgnat',
      '100.128.0.1': 'public',
      '224.0.0.251': 'multicast',
      '0.0.0.0': 'unspecified',
      '255.255.255.255': 'reserved',
      '::': 'unspecified',
      '::1': 'loopback',
      'fe80::1': 'link_local',
      'fd12:3456::1': 'unique_local',
      'ff02::1': 'multicast',
      '2606:4700:4700::1111': 'public',
      '::ffff:10.0.0.1': 'private',
      '::ffff:8.8.8.8': 'public',
      '64:ff9b::7f00:1': 'loopback',
      '2002:c0a8:101::1': 'private',
      'not-an-ip': 'reserved',
    };
    for (const [addr, cls] of Object.entries(expected)) assert.equal(classifyAddress(addr), cls, addr);
  });

  test('an IPv4 address and its IPv4-mapped IPv6 spellings classify alike', () => {
    fc.assert(
      fc.property(ipv4, (a) => {
        const [p0, p1, p2, p3] = a.split('.').map(Number) as [number, number, number, number];
        const hex = `::ffff:${((p0 << 8) | p1).toString(16)}:${((p2 << 8) | p3).toString(16)}`;
        assert.equal(classifyAddress(`::ffff:${a}`), classifyAddress(a));
        assert.equal(classifyAddress(hex), classifyAddress(a));
      }),
    );
  });

  test('every address in 10/8, 127/8, 169.254/16 and fc00::/7 is refused', () => {
    fc.assert(
      fc.property(fc.nat(0xffffff), fc.nat(0xffff), (low, low16) => {
        const v = (hi: number, n: number): string => `${hi}.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
        assert.equal(classifyAddress(v(10, low)), 'private');
        assert.equal(classifyAddress(v(127, low)), 'loopback');
        assert.equal(classifyAddress(`169.254.${low16 >> 8}.${low16 & 255}`), 'link_local');
        assert.equal(
          classifyAddress(`fd${(low16 & 0xff).toString(16).padStart(2, '0')}::${low16.toString(16)}`),
          'unique_local',
        );
      }),
    );
  });

  test('ipv6ToBytes agrees with the canonical spelling URL produces', () => {
    fc.assert(
      fc.property(ipv6, (a) => {
        const canonical = new URL(`http://[${a}]/`).hostname.slice(1, -1);
        assert.equal(v6ToInt(canonical), v6ToInt(a));
      }),
    );
  });
});

describe('allow-list', () => {
  test('IPv4 CIDR matching agrees with a bigint model', () => {
    fc.assert(
      fc.property(ipv4, fc.integer({ min: 0, max: 32 }), ipv4, (net, bits, addr) => {
        const allow = createAllowList([`${net}/${bits}`]);
        assert.equal(allow.addressAllowed(addr), inPrefix(v4ToInt(addr), v4ToInt(net), bits, 32));
        assert.equal(allow.addressAllowed(`::ffff:${addr}`), inPrefix(v4ToInt(addr), v4ToInt(net), bits, 32));
      }),
      { numRuns: 300 },
    );
  });

  test('IPv6 CIDR matching agrees with a bigint model', () => {
    fc.assert(
      fc.property(ipv6, fc.integer({ min: 0, max: 128 }), ipv6, fc.boolean(), (net, bits, other, near) => {
        // Half the time probe an address sharing the prefix, so matches are not vanishingly rare.
        const mask = bits === 0 ? 0n : ((1n << BigInt(bits)) - 1n) << BigInt(128 - bits);
        const n = v6ToInt(net);
        const addrInt = near ? (n & mask) | (v6ToInt(other) & ~mask & ((1n << 128n) - 1n)) : v6ToInt(other);
        const addr = addrInt.toString(16).padStart(32, '0').match(/.{4}/g)!.join(':');
        const allow = createAllowList([`${net}/${bits}`]);
        assert.equal(allow.addressAllowed(addr), inPrefix(addrInt, n, bits, 128));
      }),
      { numRuns: 300 },
    );
  });

  test('host names, subdomain suffixes and bad entries', () => {
    const allow = createAllowList(['hooks.internal', '.corp.example', '10.0.0.0/8', '::1']);
    assert.ok(allow.hostAllowed('HOOKS.internal'));
    assert.ok(allow.hostAllowed('a.b.corp.example'));
    assert.ok(!allow.hostAllowed('corp.example.evil'));
    assert.ok(allow.addressAllowed('10.9.9.9') && allow.addressAllowed('[::1]') && !allow.addressAllowed('11.0.0.1'));
    assert.deepEqual(checkAddress('10.1.1.1', allow), { ok: true });
    assert.equal(checkAddress('192.168.0.1', allow).ok, false);
    for (const bad of ['10.0.0.0/33', '::1/129', 'a b', 'http://x', '1.2.3.4/8/9']) {
      assert.throws(() => createAllowList([bad]), AllowListError, bad);
    }
  });

  test('checkUrl judges literals before any lookup and leaves names to connect time', () => {
    const allow = createAllowList([]);
    assert.equal(checkUrl('https://[::ffff:192.168.0.1]/', allow).ok, false);
    const named = checkUrl('https://example.com/hook', allow);
    assert.ok(named.ok && !named.literal && named.host === 'example.com');
  });
});
