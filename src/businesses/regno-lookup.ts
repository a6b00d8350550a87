// Lookup by registration number for verification: per country index, a lazily built sorted
// array of normalised numbers (built on the first verification, not at start-up).
import type { BusinessRegistry } from './registry.js';
import type { BusinessRecord } from './types.js';
import { readRecord } from './index/store.js';
import type { CountryIndex } from './index/types.js';

const tables = new WeakMap<CountryIndex, { keys: string[]; docs: Uint32Array }>();

function table(ix: CountryIndex, normalise: (s: string) => string): { keys: string[]; docs: Uint32Array } {
  let t = tables.get(ix);
  if (!t) {
    const pairs: [string, number][] = [];
    for (let d = 0; d < ix.docCount; d++) {
      const r = readRecord(ix.store, d);
      for (const n of new Set(
        [r.registrationNumber, ...r.identifiers.map((i) => i.number)].filter(Boolean).map(normalise),
      ))
        pairs.push([n, d]);
    }
    pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
    t = { keys: pairs.map((p) => p[0]), docs: Uint32Array.from(pairs, (p) => p[1]) };
    tables.set(ix, t);
  }
  return t;
}

export function findByRegistrationNumber(
  registry: BusinessRegistry,
  country: string,
  normalised: string,
): BusinessRecord[] {
  const out: BusinessRecord[] = [];
  if (normalised === '') return out;
  const norm = (s: string): string =>
    s
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .replace(/^0+(?=.)/, '');
  for (const ds of registry.active()) {
    const ix = ds.countries.get(country);
    if (!ix) continue;
    const { keys, docs } = table(ix, norm);
    let lo = 0;
    let hi = keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (keys[mid]! < normalised) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < keys.length && keys[i] === normalised && out.length < 20; i++)
      out.push(readRecord(ix.store, docs[i]!));
  }
  return out;
}
