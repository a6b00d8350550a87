// Immutable candidate index over the names of one list snapshot. Each name is reachable
// through keys derived from its tokens (exact and one-deletion neighbourhood, phonetic key,
// consonant skeleton, given-name class, adjacent words joined). A query accumulates
// IDF-weighted votes over the postings of its own keys and keeps the top K names, so it
// touches only names sharing a key, never the whole list.
import { korOf, type PreparedName, type PreparedToken } from './prepare.js';
import { koreanKey } from '../normalize/korean.js';
import { skeletonKey } from '../normalize/phonetic.js';

export interface IndexedName {
  record: number;
  /** The name as published, reported as subjectMatched. */
  display: string;
  name: PreparedName;
  /** 0 primary, 1 strong alias, 2 weak alias. */
  strength: number;
}

/** Relative trust in each key family when voting. */
const KEY_WEIGHT: Readonly<Record<string, number>> = { d: 1, j: 1, p: 0.6, s: 0.5, g: 0.9, x: 0.5, k: 0.8 };
const MIN_DELETION_LEN = 4;

function deletions(t: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < t.length; i++) out.push(t.slice(0, i) + t.slice(i + 1));
  return out;
}

const indexable = (t: PreparedToken): boolean => t.role === 'name';

/**
 * Keys of a name, grouped per token (and per adjacent pair written as one word), strongest
 * key first. A query token votes once per name, with its first key that hits, so the many
 * deletion keys of one token cannot outvote several distinct matching tokens.
 */
export function keyGroups(name: PreparedName, query: boolean): string[][] {
  const groups: string[][] = [];
  const toks = name.tokens;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i] as PreparedToken;
    const next = toks[i + 1];
    if (next !== undefined && (indexable(t) || t.role === 'particle') && indexable(next)) {
      const g = [`d:${t.text}${next.text}`];
      // Two Hangul syllables may be one romanised word on the list ("Jongun"), two abjad
      // words one vowelled word ("Abdullah"): the joined keys of the query find them.
      if (query && t.hangul && next.hangul) g.push(`k:${koreanKey(t.text + next.text)}`);
      if (query && t.abjad && next.abjad) g.push(`s:${skeletonKey(t.text + next.text)}`);
      groups.push(g);
    }
    if (!indexable(t)) continue;
    const g = [`d:${t.text}`];
    if (t.cls !== undefined) g.push(`g:${t.cls}`);
    if (t.text.length >= MIN_DELETION_LEN) for (const d of deletions(t.text)) g.push(`d:${d}`);
    if (t.phon.length >= 2) g.push(`p:${t.phon}`);
    // Skeleton keys are only looked up for abjad-script query tokens, but every list token
    // carries one, so "mhmd" finds Muhammad.
    if (t.skel.length >= 2 && (!query || t.abjad)) g.push(`s:${t.skel}`);
    // Same for the Korean key: every list token carries one, only Hangul query tokens look it up.
    if (!query || t.hangul) {
      const k = korOf(t);
      if (k !== '') g.push(`k:${k}`);
    }
    groups.push(g);
  }
  // Token plus the initial of another token of the name: lets "M. Husayn" (or a common
  // surname with a given name) reach its record among hundreds of other Husayns.
  for (const t of toks) {
    if (t.role !== 'name' || t.text.length < 3) continue;
    for (const u of toks) {
      if (u !== t && (u.role === 'name' || u.role === 'initial')) groups.push([`x:${t.text}|${u.text[0] as string}`]);
    }
  }
  return groups;
}

/**
 * A query's key groups, made once per query rather than once per list it is matched against:
 * the same string objects then also carry their hash from one list's key map to the next.
 */
const queryGroups = new WeakMap<PreparedName, string[][]>();
function queryKeyGroups(query: PreparedName): string[][] {
  let groups = queryGroups.get(query);
  if (groups === undefined) queryGroups.set(query, (groups = keyGroups(query, true)));
  return groups;
}

export function nameKeys(name: PreparedName, query: boolean): Set<string> {
  return new Set(keyGroups(name, query).flat());
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

/**
 * The first `limit` of `touched[0..n)` in a stable sort by votes, best first (earlier touched
 * first among equal votes), without sorting them all: a query often touches thousands of names
 * to keep forty, and sorting them all was the larger part of finding candidates. A heap of the
 * best `limit` seen so far, its worst at the root, then those sorted. With no more than `limit`
 * touched, all are kept in touched order.
 */
export function topByVotes(touched: Int32Array, n: number, votes: Float32Array, limit: number): Int32Array {
  // Few enough to keep all: they stay in the order they were touched, as the scorer always saw them.
  if (n <= limit) return touched.slice(0, n);
  // Whether touched[i] ranks below touched[j].
  const below = (i: number, j: number): boolean => {
    const vi = votes[touched[i] as number] as number;
    const vj = votes[touched[j] as number] as number;
    return vi < vj || (vi === vj && i > j);
  };
  const k = Math.min(limit, n);
  const heap = new Int32Array(k);
  let size = 0;
  const siftDown = (from: number): void => {
    let at = from;
    for (;;) {
      const l = 2 * at + 1;
      const r = l + 1;
      let worst = at;
      if (l < size && below(heap[l] as number, heap[worst] as number)) worst = l;
      if (r < size && below(heap[r] as number, heap[worst] as number)) worst = r;
      if (worst === at) return;
      const t = heap[at] as number;
      heap[at] = heap[worst] as number;
      heap[worst] = t;
      at = worst;
    }
  };
  for (let i = 0; i < n; i++) {
    if (size < k) {
      // Sift up.
      let at = size++;
      heap[at] = i;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (!below(heap[at] as number, heap[parent] as number)) break;
        const t = heap[at] as number;
        heap[at] = heap[parent] as number;
        heap[parent] = t;
        at = parent;
      }
    } else if (k > 0 && below(heap[0] as number, i)) {
      heap[0] = i;
      siftDown(0);
    }
  }
  const kept = Array.from(heap).sort((a, b) => (below(a, b) ? 1 : below(b, a) ? -1 : 0));
  return Int32Array.from(kept, (i) => touched[i] as number);
}

// The keys a query finds in an index, shared by all indexes (a query is matched synchronously).
let foundIds: Int32Array = new Int32Array(256);
let foundGroups: Int32Array = new Int32Array(256);
const grown = (a: Int32Array): Int32Array => {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
};

export function buildNameIndex(names: IndexedName[]): NameIndex {
  const lists = new Map<string, number[]>();
  for (let id = 0; id < names.length; id++) {
    for (const key of nameKeys((names[id] as IndexedName).name, false)) {
      let l = lists.get(key);
      if (!l) lists.set(key, (l = []));
      l.push(id);
    }
  }
  // Flatten into one Int32Array: little for the garbage collector to walk and cache-friendly.
  const keyIds = new Map<string, number>();
  const starts = new Int32Array(lists.size + 1);
  let total = 0;
  for (const l of lists.values()) total += l.length;
  const postings = new Int32Array(total);
  const idf = new Float32Array(lists.size);
  let k = 0;
  let pos = 0;
  const n = idfScale(names.length);
  for (const [key, l] of lists) {
    keyIds.set(key, k);
    starts[k] = pos;
    postings.set(l, pos);
    pos += l.length;
    idf[k] = Math.log(1 + n / l.length) * (KEY_WEIGHT[key[0] as string] ?? 1);
    k++;
  }
  starts[k] = pos;
  lists.clear();

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
  const tieBreak = new Float32Array(names.length);
  for (let id = 0; id < names.length; id++) tieBreak[id] = 1e-3 * (names[id] as IndexedName).name.tokens.length;

  function candidates(query: PreparedName, limit: number): Int32Array {
    // The query's keys found in this index, with their group, in reusable arrays.
    const groups = queryKeyGroups(query);
    let nFound = 0;
    let nRare = 0;
    for (let group = 0; group < groups.length; group++) {
      for (const key of groups[group] as string[]) {
        const id = keyIds.get(key);
        if (id === undefined) continue;
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
    for (const [key, id] of keyIds) {
      const df = (starts[id + 1] as number) - (starts[id] as number);
      if (df > above && df <= atMost) out.push(key);
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
