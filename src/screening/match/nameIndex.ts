// Immutable candidate index over the names of one list snapshot. Each name is reachable
// through keys derived from its tokens (exact and one-deletion neighbourhood, phonetic key,
// consonant skeleton, given-name class, adjacent words joined). A query accumulates
// IDF-weighted votes over the postings of its own keys and keeps the top K names, so it
// touches only names sharing a key, never the whole list.
import { KeyTable } from './keyTable.js';
import { PairTable } from './pairTable.js';
import { hashKey, korOf, type PreparedName, type PreparedToken } from './prepare.js';
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

/** The key of two adjacent words written as one, with the query's cross-script lookups. */
function joinedGroup(t: PreparedToken, next: PreparedToken, query: boolean): string[] {
  const g = [`d:${t.text}${next.text}`];
  // Two Hangul syllables may be one romanised word on the list ("Jongun"), two abjad
  // words one vowelled word ("Abdullah"): the joined keys of the query find them.
  if (query && t.hangul && next.hangul) g.push(`k:${koreanKey(t.text + next.text)}`);
  if (query && t.abjad && next.abjad) g.push(`s:${skeletonKey(t.text + next.text)}`);
  return g;
}

/**
 * The keys of one name token, strongest first. For a list token (query false) they depend on its
 * text alone (its keys are functions of the text), which lets the index build make them once per
 * distinct word.
 */
function tokenGroup(t: PreparedToken, query: boolean): string[] {
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
  return g;
}

/** Token plus the initial of another token of the name. */
const crossKey = (t: PreparedToken, u: PreparedToken): string => `x:${t.text}|${u.text[0] as string}`;

/** Where each group of keys of a name comes from, in the order keyGroups lists them. */
interface GroupVisitor {
  joined(t: PreparedToken, next: PreparedToken): void;
  token(t: PreparedToken): void;
  cross(t: PreparedToken, u: PreparedToken): void;
}

function visitGroups(name: PreparedName, v: GroupVisitor): void {
  const toks = name.tokens;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i] as PreparedToken;
    const next = toks[i + 1];
    if (next !== undefined && (indexable(t) || t.role === 'particle') && indexable(next)) v.joined(t, next);
    if (indexable(t)) v.token(t);
  }
  // Token plus the initial of another token of the name: lets "M. Husayn" (or a common
  // surname with a given name) reach its record among hundreds of other Husayns.
  for (const t of toks) {
    if (t.role !== 'name' || t.text.length < 3) continue;
    for (const u of toks) if (u !== t && (u.role === 'name' || u.role === 'initial')) v.cross(t, u);
  }
}

/**
 * Keys of a name, grouped per token (and per adjacent pair written as one word), strongest
 * key first. A query token votes once per name, with its first key that hits, so the many
 * deletion keys of one token cannot outvote several distinct matching tokens.
 */
export function keyGroups(name: PreparedName, query: boolean): string[][] {
  const groups: string[][] = [];
  visitGroups(name, {
    joined: (t, next) => groups.push(joinedGroup(t, next, query)),
    token: (t) => groups.push(tokenGroup(t, query)),
    cross: (t, u) => groups.push([crossKey(t, u)]),
  });
  return groups;
}

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

/** What a list token's keys are, made once per distinct word of a list (see tokenGroup). */
interface WordKeys {
  ids: Int32Array;
  kor: string;
  korH: number;
}

/** Key ids, and the (key, name) postings grouped by key with names ascending, in typed arrays. */
export function buildPostings(names: readonly IndexedName[]): {
  keys: KeyTable;
  family: string[];
  starts: Int32Array;
  postings: Int32Array;
} {
  // Keys are numbered in the order a walk over the names first meets them, as nameKeys lists them.
  const keys = new KeyTable();
  const family: string[] = [];
  const idOf = (key: string): number => {
    const id = keys.add(key);
    if (id === family.length) family.push(key[0] as string);
    return id;
  };
  // The (key, name) pairs, each once: lastName[key] is the last name that posted it, plus one.
  let pairKeys = new Int32Array(1 << 16);
  let pairNames = new Int32Array(1 << 16);
  let nPairs = 0;
  let lastName = new Int32Array(1 << 14);
  let nameId = 0;
  const post = (key: number): void => {
    if (key >= lastName.length) {
      const grown = new Int32Array(lastName.length * 2);
      grown.set(lastName);
      lastName = grown;
    }
    if (lastName[key] === nameId + 1) return;
    lastName[key] = nameId + 1;
    if (nPairs === pairKeys.length) {
      const k = new Int32Array(nPairs * 2);
      k.set(pairKeys);
      pairKeys = k;
      const n = new Int32Array(nPairs * 2);
      n.set(pairNames);
      pairNames = n;
    }
    pairKeys[nPairs] = key;
    pairNames[nPairs] = nameId;
    nPairs++;
  };
  // A list word's keys are the same wherever it occurs: made (Korean key included) once per word.
  // Words are numbered too, so that the keys of two joined words and of a word with an initial,
  // strings made per name, are looked up by numbers once made (word ids are below 2^31, and a
  // letter's code is one UTF-16 unit, so the pairs are exact).
  const words = new Map<string, WordKeys>();
  const wordIds = new Map<string, number>();
  const wordId = (text: string): number => {
    let id = wordIds.get(text);
    if (id === undefined) wordIds.set(text, (id = wordIds.size));
    return id;
  };
  // The keys of two joined words and of a word with an initial, by word ids (and a letter's code).
  const joinedIds = new PairTable();
  const crossIds = new PairTable();
  const visitor: GroupVisitor = {
    joined: (t, next) => {
      const a = wordId(t.text);
      const b = wordId(next.text);
      let id = joinedIds.get(a, b);
      if (id < 0) {
        const [key, ...more] = joinedGroup(t, next, false);
        // A list's joined group is one key (the query's cross-script keys are not indexed).
        if (more.length > 0 || key === undefined) throw new Error('a list joined group has one key');
        id = idOf(key);
        joinedIds.set(a, b, id);
      }
      post(id);
    },
    token: (t) => {
      let w = words.get(t.text);
      if (w === undefined) {
        const keys = tokenGroup(t, false);
        const ids = new Int32Array(keys.length);
        for (let i = 0; i < keys.length; i++) ids[i] = idOf(keys[i] as string);
        words.set(t.text, (w = { ids, kor: korOf(t), korH: t.korH }));
      } else {
        t.kor = w.kor;
        t.korH = w.korH;
      }
      for (let i = 0; i < w.ids.length; i++) post(w.ids[i] as number);
    },
    cross: (t, u) => {
      const a = wordId(t.text);
      // An empty token has no initial (its key names "undefined"): -1 is no letter's code.
      const c = u.text === '' ? -1 : u.text.charCodeAt(0);
      let id = crossIds.get(a, c);
      if (id < 0) {
        id = idOf(crossKey(t, u));
        crossIds.set(a, c, id);
      }
      post(id);
    },
  };
  for (nameId = 0; nameId < names.length; nameId++) visitGroups((names[nameId] as IndexedName).name, visitor);
  // Counting sort by key; names stay ascending within a key, as they were posted.
  const nKeys = keys.size;
  const starts = new Int32Array(nKeys + 1);
  for (let p = 0; p < nPairs; p++) {
    const k = (pairKeys[p] as number) + 1;
    starts[k] = (starts[k] as number) + 1;
  }
  for (let k = 0; k < nKeys; k++) starts[k + 1] = (starts[k + 1] as number) + (starts[k] as number);
  const fill = starts.slice(0, nKeys);
  const postings = new Int32Array(nPairs);
  for (let p = 0; p < nPairs; p++) {
    const k = pairKeys[p] as number;
    const at = fill[k] as number;
    fill[k] = at + 1;
    postings[at] = pairNames[p] as number;
  }
  return { keys, family, starts, postings };
}

export function buildNameIndex(names: IndexedName[]): NameIndex {
  // Flat Int32Arrays: little for the garbage collector to walk and cache-friendly.
  const { keys: keyIds, family, starts, postings } = buildPostings(names);
  const filter = keyFilter(keyIds);
  const total = postings.length;
  const n = idfScale(names.length);
  const idf = new Float32Array(keyIds.size);
  for (let k = 0; k < keyIds.size; k++) {
    const df = (starts[k + 1] as number) - (starts[k] as number);
    idf[k] = Math.log(1 + n / df) * (KEY_WEIGHT[family[k] as string] ?? 1);
  }

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
      const key = keyIds.keys[id] as string;
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
