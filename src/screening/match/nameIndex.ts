// Immutable candidate index over the names of one list snapshot. Each name is reachable
// through keys derived from its tokens (exact and one-deletion neighbourhood, phonetic key,
// consonant skeleton, given-name class, adjacent words joined). A query accumulates
// IDF-weighted votes over the postings of its own keys and keeps the top K names, so it
// touches only names sharing a key, never the whole list.
import type { KeyTable } from './keyTable.js';
import { keyGroups, type IndexedName } from './nameKeys.js';
import { buildPostings } from './postings.js';
import { hashKey, type PreparedName } from './prepare.js';

export { keyGroups, nameKeys, type IndexedName } from './nameKeys.js';
export { buildPostings } from './postings.js';

/** Relative trust in each key family when voting. */
const KEY_WEIGHT: Readonly<Record<string, number>> = { d: 1, j: 1, p: 0.6, s: 0.5, g: 0.9, x: 0.5, k: 0.8 };

/**
 * A query's keys in one flat list, each with its group and its hashKey (for the key filter and the
 * key table), made once per query rather than once per list it is matched against.
 */
interface QueryKeys {
  keys: string[];
  groups: Int32Array;
  hashes: Int32Array;
}

// The last query's keys: a query is matched against every list in turn, so one slot finds them
// for every list after the first, without a WeakMap entry per query for the collector to clear.
let lastQuery: PreparedName | undefined;
let lastKeys: QueryKeys | undefined;

function queryKeys(query: PreparedName): QueryKeys {
  let q = query === lastQuery ? lastKeys : undefined;
  if (q === undefined) {
    const groups = keyGroups(query, true);
    let n = 0;
    for (const g of groups) n += g.length;
    q = { keys: new Array<string>(n), groups: new Int32Array(n), hashes: new Int32Array(n) };
    let at = 0;
    for (let i = 0; i < groups.length; i++) {
      for (const key of groups[i] as string[]) {
        q.keys[at] = key;
        q.groups[at] = i;
        q.hashes[at] = hashKey(key);
        at++;
      }
    }
    lastQuery = query;
    lastKeys = q;
  }
  return q;
}

/**
 * Most keys a query makes are in no index (a deletion of a word no listed name has): before
 * looking a key up in an index's key table (megabytes for the SDN list), the index checks a bit set
 * of the hashes of its keys, 16 bits per key, which answers most misses from a cache line. It never
 * says no to a key the index has.
 */
const filterBit = (h: number, mask: number): number => (h ^ (h >>> 15)) & mask;

function keyFilter(keys: KeyTable): { bits: Int32Array; mask: number } {
  let size = 32;
  while (size < keys.size * 16) size *= 2;
  const bits = new Int32Array(size >>> 5);
  const mask = size - 1;
  for (let id = 0; id < keys.size; id++) {
    const b = filterBit(keys.hashOf(id), mask);
    bits[b >>> 5] = (bits[b >>> 5] as number) | (1 << (b & 31));
  }
  return { bits, mask };
}

export interface NameIndex {
  readonly names: readonly IndexedName[];
  /** Candidate name ids for a query, best votes first, at most `k`. */
  candidates(query: PreparedName, k: number): Int32Array;
  readonly keyCount: number;
  readonly postingCount: number;
  /** The name count the key weights are computed from (see idfScale). */
  readonly idfScale: number;
  /** Keys held by more names than this are used only when a query has no rarer key. */
  readonly commonDf: number;
  /** Keys held by more than `above` and at most `atMost` names (list deltas: keys changing class). */
  keysWithDfIn(above: number, atMost: number): string[];
}

/**
 * The name count in the key weights, rounded up to a power of 2^(1/4). With the exact count every
 * list update would change every key's weight, and with it the candidate order of any query with
 * more candidates than it keeps, whether or not its keys were touched: delta rescans
 * (src/monitoring/delta-rescan.ts) could then never skip a subject. Rounded, a weight changes only
 * when its key's names change or the count crosses a step (about 19 %); the weights move by at
 * most log(2^(1/4)) against the exact count, too little to reorder what the scorer sees.
 */
export function idfScale(names: number): number {
  return 2 ** (Math.ceil(Math.log2(Math.max(1, names)) * 4) / 4);
}

/** Keys held by more names than this carry almost no information (see `candidates`). */
export function commonDfFor(names: number): number {
  return Math.max(64, Math.floor(names * 0.08));
}

// The best `limit` so far in topByVotes: positions in `touched` and their votes, best first.
let keptAt = new Int32Array(64);
let keptVotes = new Float64Array(64);

/**
 * The first `limit` of `touched[0..n)` in a stable sort by votes, best first (earlier touched
 * first among equal votes), without sorting them all: a query often touches hundreds of names to
 * keep forty. The best `limit` seen so far are kept in order; a later name enters only with more
 * votes than the last kept (on equal votes the earlier one ranks first), after every kept name
 * with at least its votes. With no more than `limit` touched, all are kept in touched order.
 */
export function topByVotes(touched: Int32Array, n: number, votes: Float32Array, limit: number): Int32Array {
  // Few enough to keep all: they stay in the order they were touched, as the scorer always saw them.
  if (n <= limit) return touched.slice(0, n);
  if (limit <= 0) return new Int32Array(0);
  if (keptAt.length < limit) {
    keptAt = new Int32Array(limit);
    keptVotes = new Float64Array(limit);
  }
  // Locals: module bindings are checked for initialisation on every access.
  const kAt = keptAt;
  const kVotes = keptVotes;
  let size = 0;
  for (let i = 0; i < n; i++) {
    const v = votes[touched[i] as number] as number;
    if (size === limit && v <= (kVotes[size - 1] as number)) continue;
    let at = size < limit ? size++ : size - 1;
    while (at > 0 && (kVotes[at - 1] as number) < v) {
      kAt[at] = kAt[at - 1] as number;
      kVotes[at] = kVotes[at - 1] as number;
      at--;
    }
    kAt[at] = i;
    kVotes[at] = v;
  }
  const out = new Int32Array(size);
  for (let k = 0; k < size; k++) out[k] = touched[kAt[k] as number] as number;
  return out;
}

// The keys a query finds in an index, shared by all indexes (a query is matched synchronously).
let foundIds: Int32Array = new Int32Array(256);
let foundGroups: Int32Array = new Int32Array(256);
const grown = (a: Int32Array): Int32Array => {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
};

// The build's loops are functions of their own: a loop optimised while it runs (on-stack
// replacement) inside a longer function was compiled again when the function went on past it.

/** Each key's weight: its IDF at the rounded name count, times its family's trust. */
function keyWeights(starts: Int32Array, family: readonly string[], n: number): Float32Array {
  const nKeys = family.length;
  const idf = new Float32Array(nKeys);
  for (let k = 0; k < nKeys; k++) {
    const df = (starts[k + 1] as number) - (starts[k] as number);
    idf[k] = Math.log(1 + n / df) * (KEY_WEIGHT[family[k] as string] ?? 1);
  }
  return idf;
}

function tieBreaks(names: readonly IndexedName[]): Float32Array {
  const tieBreak = new Float32Array(names.length);
  for (let id = 0; id < names.length; id++) tieBreak[id] = 1e-3 * (names[id] as IndexedName).name.tokens.length;
  return tieBreak;
}

export function buildNameIndex(names: IndexedName[]): NameIndex {
  // Flat Int32Arrays: little for the garbage collector to walk and cache-friendly.
  const { keys: keyIds, family, starts, postings } = buildPostings(names);
  const filter = keyFilter(keyIds);
  const total = postings.length;
  const n = idfScale(names.length);
  const idf = keyWeights(starts, family, n);

  const votes = new Float32Array(names.length);
  const touched = new Int32Array(names.length);
  // Keys held by more than this share of names carry almost no information; they are used
  // only when a query has nothing rarer, which keeps the work per query bounded.
  const commonDf = commonDfFor(names.length);

  const votedBy = new Int32Array(names.length).fill(-1);
  // Ties in votes are common when a query is short ("S. Ibrahim" against every Ibrahim with an
  // S-name): among equal votes, names with fewer tokens leave less unmatched and go first. A
  // name's votes start at minus this step, which is far below any key's weight, so it only
  // orders ties.
  const tieBreak = tieBreaks(names);

  function candidates(query: PreparedName, limit: number): Int32Array {
    // The query's keys found in this index, with their group, in reusable arrays.
    const { keys, groups, hashes } = queryKeys(query);
    let nFound = 0;
    let nRare = 0;
    for (let k = 0; k < keys.length; k++) {
      const b = filterBit(hashes[k] as number, filter.mask);
      if (((filter.bits[b >>> 5] as number) & (1 << (b & 31))) === 0) continue;
      const id = keyIds.find(keys[k] as string, hashes[k] as number);
      if (id >= 0) {
        const group = groups[k] as number;
        if (nFound === foundIds.length) {
          foundIds = grown(foundIds);
          foundGroups = grown(foundGroups);
        }
        foundIds[nFound] = id;
        foundGroups[nFound] = group;
        nFound++;
        if ((starts[id + 1] as number) - (starts[id] as number) <= commonDf) nRare++;
      }
    }
    // Common keys only when the query has no rarer one.
    const rareOnly = nRare > 0;
    let nTouched = 0;
    for (let f = 0; f < nFound; f++) {
      const id = foundIds[f] as number;
      const group = foundGroups[f] as number;
      const from = starts[id] as number;
      const end = starts[id + 1] as number;
      if (rareOnly && end - from > commonDf) continue;
      const w = idf[id] as number;
      for (let p = from; p < end; p++) {
        const nameId = postings[p] as number;
        if (votedBy[nameId] === group) continue;
        if (votes[nameId] === 0) {
          touched[nTouched++] = nameId;
          votes[nameId] = -(tieBreak[nameId] as number);
        }
        votedBy[nameId] = group;
        votes[nameId] = (votes[nameId] as number) + w;
      }
    }
    const out = topByVotes(touched, nTouched, votes, limit);
    for (let i = 0; i < nTouched; i++) {
      votes[touched[i] as number] = 0;
      votedBy[touched[i] as number] = -1;
    }
    return out;
  }

  function keysWithDfIn(above: number, atMost: number): string[] {
    const out: string[] = [];
    for (let id = 0; id < keyIds.size; id++) {
      const df = (starts[id + 1] as number) - (starts[id] as number);
      if (df > above && df <= atMost) out.push(keyIds.keyAt(id));
    }
    return out;
  }

  return {
    names,
    candidates,
    keyCount: keyIds.size,
    postingCount: total,
    idfScale: n,
    commonDf,
    keysWithDfIn,
  };
}
