// Builds a CountryIndex from records. Records are analysed once, in input order, into growable
// typed arrays with provisional token ids; then docs are renumbered in static-rank order and
// tokens in sorted order, so postings come out ascending without sorting each list.
import type { BusinessRecord, BusinessStatus } from '../types.js';
import { analyseName, CORE } from '../normalise/name.js';
import { cityKey, regionKey } from '../normalise/location.js';
import { RecordStoreBuilder } from './store.js';
import { buildPrefixCache } from './prefix-cache.js';
import { buildTrie } from './trie.js';
import { CLASS_SHIFT, FLAG_SHIFT, ID_MASK, type CountryIndex, type IdArray } from './types.js';

const STATUS_RANK: Record<BusinessStatus, number> = { active: 0, unknown: 1, inactive: 2, dissolved: 3 };

class GrowU32 {
  a = new Uint32Array(1024);
  n = 0;
  push(v: number): void {
    if (this.n === this.a.length) {
      const next = new Uint32Array(this.a.length * 2);
      next.set(this.a);
      this.a = next;
    }
    this.a[this.n++] = v;
  }
}

function interner(): { ids: Map<string, number>; id(s: string): number } {
  const ids = new Map<string, number>();
  return {
    ids,
    id: (s) => {
      let v = ids.get(s);
      if (v === undefined) ids.set(s, (v = ids.size));
      return v;
    },
  };
}

function idArray(n: number, max: number): IdArray {
  return max < 65536 ? new Uint16Array(n) : new Uint32Array(n);
}

/** Docs grouped by a per-doc id (1-based, 0 = none), ascending within each group. */
function groupDocs(docIds: IdArray, groups: number): { start: Uint32Array; docs: Uint32Array } {
  const start = new Uint32Array(groups + 2);
  for (let d = 0; d < docIds.length; d++) start[docIds[d]! + 1]!++;
  for (let g = 1; g < start.length; g++) start[g]! += start[g - 1]!;
  const fill = start.slice();
  const docs = new Uint32Array(docIds.length);
  for (let d = 0; d < docIds.length; d++) docs[fill[docIds[d]!]!++] = d;
  return { start, docs };
}

export function buildCountryIndex(country: string, records: readonly BusinessRecord[]): CountryIndex {
  const n = records.length;
  // Doc ids share a float64 sort key with the 29-bit ranking key (see search.ts).
  if (n >= 2 ** 24) throw new Error(`${country}: ${n} records exceed the per-country limit of ${2 ** 24 - 1}`);
  const tok = interner();
  const cities = interner();
  const regions = interner();
  const keys = interner();
  const tmpFwd = new GrowU32();
  const tmpStart = new Uint32Array(n + 1);
  const coreCount = new Uint8Array(n);
  const klass = new Uint8Array(n);
  const keyOf = new Uint32Array(n);
  const cityOf = new Uint32Array(n);
  const regionOf = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    const r = records[i]!;
    const a = analyseName(r.name, country);
    for (let p = 0; p < a.tokens.length; p++) tmpFwd.push(tok.id(a.tokens[p]!) | (a.flags[p]! << FLAG_SHIFT));
    tmpStart[i + 1] = tmpFwd.n;
    coreCount[i] = Math.min(255, a.flags.filter((f) => f === CORE).length);
    klass[i] = STATUS_RANK[r.status] * 2 + (r.branch ? 1 : 0);
    keyOf[i] = keys.id(a.key);
    const ck = cityKey(r.city);
    cityOf[i] = ck === '' ? 0 : cities.id(ck) + 1;
    const rk = regionKey(r.region, country);
    regionOf[i] = rk === '' ? 0 : regions.id(rk) + 1;
  }

  // Static rank: active head offices first, then fewer core words (the plainer name), then
  // shorter names, then input order for determinism.
  const order = Array.from({ length: n }, (_, i) => i);
  order.sort(
    (x, y) =>
      klass[x]! - klass[y]! ||
      coreCount[x]! - coreCount[y]! ||
      records[x]!.name.length - records[y]!.name.length ||
      x - y,
  );

  const tmpTokens = [...tok.ids.keys()];
  const sortedIds = tmpTokens.map((_, i) => i).sort((x, y) => (tmpTokens[x]! < tmpTokens[y]! ? -1 : 1));
  const remap = new Uint32Array(tmpTokens.length);
  sortedIds.forEach((tmp, final) => {
    remap[tmp] = final;
  });
  const tokens = sortedIds.map((i) => tmpTokens[i]!);
  if (tokens.length > ID_MASK + 1)
    throw new Error(`${country}: ${tokens.length} distinct words exceed the per-country limit of ${ID_MASK + 1}`);

  const keyCount = new Uint32Array(keys.ids.size);
  for (let i = 0; i < n; i++) keyCount[keyOf[i]!]!++;

  const fwdStart = new Uint32Array(n + 1);
  const fwd = new Uint32Array(tmpFwd.n);
  const docDup = new Uint16Array(n);
  const docCity = idArray(n, cities.ids.size);
  const docRegion = idArray(n, regions.ids.size);
  const firstCount = new Uint32Array(tokens.length);
  const otherCount = new Uint32Array(tokens.length);
  const store = new RecordStoreBuilder();
  let w = 0;
  for (let d = 0; d < n; d++) {
    const i = order[d]!;
    for (let p = tmpStart[i]!; p < tmpStart[i + 1]!; p++) {
      const v = tmpFwd.a[p]!;
      fwd[w++] = remap[v & ID_MASK]! | (v & ~ID_MASK);
    }
    // The static class rides in the first entry (see CLASS_SHIFT); a name without words is never scored.
    if (w > fwdStart[d]!) fwd[fwdStart[d]!] = fwd[fwdStart[d]!]! | (klass[i]! << CLASS_SHIFT);
    fwdStart[d + 1] = w;
    docDup[d] = Math.min(65535, keyCount[keyOf[i]!]! - 1);
    docCity[d] = cityOf[i]!;
    docRegion[d] = regionOf[i]!;
    store.add(records[i]!);
    forEachPosting(fwd, fwdStart[d]!, w, (t, first) => {
      if (first) firstCount[t]!++;
      else otherCount[t]!++;
    });
  }

  const postStart = new Uint32Array(tokens.length + 1);
  const postMid = new Uint32Array(tokens.length);
  for (let t = 0; t < tokens.length; t++) {
    postMid[t] = postStart[t]! + firstCount[t]!;
    postStart[t + 1] = postMid[t]! + otherCount[t]!;
  }
  const postings = new Uint32Array(postStart[tokens.length]!);
  const fillFirst = postStart.slice(0, tokens.length);
  const fillOther = postMid.slice();
  for (let d = 0; d < n; d++) {
    forEachPosting(fwd, fwdStart[d]!, fwdStart[d + 1]!, (t, first) => {
      if (first) postings[fillFirst[t]!++] = d;
      else postings[fillOther[t]!++] = d;
    });
  }

  const byCity = groupDocs(docCity, cities.ids.size);
  const byRegion = groupDocs(docRegion, regions.ids.size);
  const ix: CountryIndex = {
    country,
    docCount: n,
    tokens,
    trie: buildTrie(tokens),
    postStart,
    postMid,
    postings,
    fwdStart,
    fwd,
    docDup,
    docCity,
    docRegion,
    cityKeys: [...cities.ids.keys()],
    regionKeys: [...regions.ids.keys()],
    cityDocStart: byCity.start,
    cityDocs: byCity.docs,
    regionDocStart: byRegion.start,
    regionDocs: byRegion.docs,
    store: store.finish(),
    prefixCache: new Map(),
  };
  ix.prefixCache = buildPrefixCache(ix);
  return ix;
}

/**
 * Each distinct token of a name once, flagged when it is the name's first core word (the
 * position users start typing from). A token seen both first and later posts as first.
 */
export function forEachPosting(
  fwd: Uint32Array,
  from: number,
  to: number,
  visit: (token: number, first: boolean) => void,
): void {
  let firstCore = -1;
  for (let p = from; p < to; p++)
    if (fwd[p]! >>> FLAG_SHIFT === CORE) {
      firstCore = p;
      break;
    }
  for (let p = from; p < to; p++) {
    const t = fwd[p]! & ID_MASK;
    let dup = false;
    for (let q = from; q < p; q++)
      if ((fwd[q]! & ID_MASK) === t) {
        dup = true;
        break;
      }
    if (dup) continue;
    let first = p === firstCore;
    if (!first && firstCore >= 0 && (fwd[firstCore]! & ID_MASK) === t) first = true;
    visit(t, first);
  }
}
