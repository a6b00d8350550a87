// Candidate generation for one query word (the driver): which records get verified and scored.
// A rare word's postings are visited in full; a very common one is budgeted: its precomputed
// top records (heavy prefixes), or the best-ranked slices of its lists in static order, plus the
// requested city's or region's records that contain it, so a location can still lift a match.
import type { WordPlan } from './plan.js';
import { matchTypos } from './plan.js';
import { scoreDoc, SORT_KEY_BITS, WORDS_DIVISOR, type Location, type ScoreDetail } from './score.js';
import { BoundedMinSet } from './topk.js';
import { ID_MASK, type CountryIndex } from './types.js';
import type { DocMarks } from './doc-marks.js';
import { intersectInto } from './sorted-lists.js';

export const FULL_SCAN = 1000;
export const BUDGET_FIRST = 400;
export const BUDGET_OTHER = 100;
/** Location records containing the driver that are scored, and location records examined for it. */
export const BUDGET_LOCATION = 100;
export const LOCATION_SCAN = 3000;
export const MAX_MERGED_LISTS = 256;

export const DOC_SPAN = 2 ** 24;
export const KEY_MAX = 2 ** SORT_KEY_BITS - 1;

export interface Run {
  ix: CountryIndex;
  words: WordPlan[];
  loc: Location;
  set: BoundedMinSet;
  /** Docs this phase already scored. */
  marks: DocMarks;
  detail: ScoreDetail;
  /** Core words in the query: a single-word query may use the precomputed prefix answers. */
  coreWords: number;
  /** The word whose records were last collected (collecting the same word twice adds nothing). */
  driver?: WordPlan;
}

export function visit(run: Run, d: number): void {
  if (!run.marks.add(d)) return;
  const key = scoreDoc(run.ix, d, run.words, run.loc, run.detail);
  if (key >= 0) run.set.offer((KEY_MAX - key) * DOC_SPAN + d);
}

/** Docs whose memory is touched ahead of scoring, per batch. */
export const WARM_BATCH = 16;
/** Folds the touched values so the loads cannot be dropped as dead code. */
let warmSink = 0;

/**
 * Visits docs[a..b) in order, as visit() one by one would. Scoring a cold record waits on a chain
 * of cache misses (its forward offset, then its words, then its city and region), one record
 * after another. Touching a batch's offsets first, then their words and locations, issues each
 * round's misses together (they are independent, so the CPU overlaps them), and the scoring that
 * follows reads cached lines. Same visits, same order: the answers cannot change.
 */
export function visitRange(run: Run, docs: ArrayLike<number>, a: number, b: number): void {
  const { fwdStart, fwd, docCity, docRegion } = run.ix;
  const city = run.loc.city !== 0;
  const region = run.loc.region !== 0;
  let sink = warmSink;
  for (let i = a; i < b; i += WARM_BATCH) {
    const end = Math.min(b, i + WARM_BATCH);
    for (let j = i; j < end; j++) sink ^= fwdStart[docs[j]!]!;
    for (let j = i; j < end; j++) {
      const d = docs[j]!;
      sink ^= fwd[fwdStart[d]!]!;
      if (city) sink ^= docCity[d]!;
      if (region) sink ^= docRegion[d]!;
    }
    for (let j = i; j < end; j++) visit(run, docs[j]!);
  }
  warmSink = sink;
}

/**
 * The word's non-empty posting runs as [from, to, from, to, ...]: each token's postings are two
 * ascending runs, records where it is the name's first core word (up to postMid) and the others.
 */
function runsOf(ix: CountryIndex, w: WordPlan, first: boolean, other: boolean): number[] {
  const { postStart, postMid } = ix;
  const runs: number[] = [];
  for (let s = 0; s < w.lo.length; s++) {
    for (let t = w.lo[s]!; t < w.hi[s]!; t++) {
      if (first && postMid[t]! > postStart[t]!) runs.push(postStart[t]!, postMid[t]!);
      if (other && postStart[t + 1]! > postMid[t]!) runs.push(postMid[t]!, postStart[t + 1]!);
    }
  }
  return runs;
}

function listCount(w: WordPlan): number {
  let n = 0;
  for (let s = 0; s < w.lo.length; s++) n += w.hi[s]! - w.lo[s]!;
  return n;
}

/**
 * Too many lists to merge within a keystroke's budget (a typo-widened prefix): the best-ranked
 * records of each list instead of a global static order, segments with fewer typos first.
 * Walks the segments in place: building per-list cursors for tens of thousands of lists cost
 * more than the visits themselves.
 */
function headsOnly(run: Run, w: WordPlan, first: boolean, budget: number): void {
  const { postStart, postMid, postings } = run.ix;
  const per = Math.max(1, Math.floor(budget / listCount(w)));
  let left = budget;
  for (let typos = 0; typos <= 2 && left > 0; typos++) {
    for (let s = 0; s < w.lo.length && left > 0; s++) {
      if (w.typos[s] !== typos) continue;
      for (let t = w.lo[s]!; t < w.hi[s]! && left > 0; t++) {
        const a = first ? postStart[t]! : postMid[t]!;
        const stop = Math.min(first ? postMid[t]! : postStart[t + 1]!, a + per);
        for (let p = a; p < stop && left > 0; p++, left--) visit(run, postings[p]!);
      }
    }
  }
}

/** Visits the driver's postings (first-word or other segment) in ascending doc order, up to budget. */
function mergeStream(run: Run, w: WordPlan, first: boolean, budget: number): void {
  const { postings } = run.ix;
  const runs = runsOf(run.ix, w, first, !first);
  const cur: number[] = [];
  const end: number[] = [];
  for (let r = 0; r < runs.length; r += 2) {
    cur.push(runs[r]!);
    end.push(runs[r + 1]!);
  }
  // Binary min-heap of list indices keyed by their current doc.
  const heap = cur.map((_, i) => i);
  const doc = (i: number): number => postings[cur[i]!]!;
  const down = (i: number): void => {
    const n = heap.length;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= n) return;
      const r = l + 1;
      const c = r < n && doc(heap[r]!) < doc(heap[l]!) ? r : l;
      if (doc(heap[i]!) <= doc(heap[c]!)) return;
      [heap[i], heap[c]] = [heap[c]!, heap[i]!];
      i = c;
    }
  };
  for (let i = (heap.length >> 1) - 1; i >= 0; i--) down(i);
  while (heap.length > 0 && budget-- > 0) {
    const top = heap[0]!;
    visit(run, doc(top));
    if (++cur[top]! >= end[top]!) {
      heap[0] = heap[heap.length - 1]!;
      heap.pop();
    }
    down(0);
  }
}

function containsDriver(ix: CountryIndex, d: number, w: WordPlan): boolean {
  for (let p = ix.fwdStart[d]!; p < ix.fwdStart[d + 1]!; p++) if (matchTypos(w, ix.fwd[p]! & ID_MASK) >= 0) return true;
  return false;
}

/**
 * The requested city's (else region's) records that contain the driver, in static order, up to
 * BUDGET_LOCATION of them. Returns true if none was left out.
 */
function locationScan(run: Run, w: WordPlan): boolean {
  const { ix, loc } = run;
  const list =
    loc.city !== 0
      ? ([ix.cityDocStart, ix.cityDocs, loc.city] as const)
      : loc.region !== 0
        ? ([ix.regionDocStart, ix.regionDocs, loc.region] as const)
        : undefined;
  if (!list) return true;
  const [start, docs, id] = list;
  const a = start[id]!;
  const b = start[id + 1]!;
  if (listCount(w) > MAX_MERGED_LISTS) return scanLocation(run, w, docs, a, b);
  // Intersect the location's list with each of the driver's posting runs (both ascending): a
  // large city costs a few searches instead of reading every record's words. Only the lowest
  // BUDGET_LOCATION doc ids are kept, and once that many are found they bound every later run.
  const lowest = new BoundedMinSet(BUDGET_LOCATION);
  const found: number[] = [];
  let complete = true;
  const runs = runsOf(ix, w, true, true);
  for (let r = 0; r < runs.length; r += 2) {
    found.length = 0;
    const below = lowest.full ? lowest.worst : Infinity;
    complete =
      intersectInto(ix.postings, runs[r]!, runs[r + 1]!, docs, a, b, BUDGET_LOCATION, below, found) && complete;
    for (const d of found) lowest.offer(d);
  }
  // A record holding two of the driver's words came from two runs: visit() scores it once.
  const lowestDocs = lowest.sorted();
  visitRange(run, lowestDocs, 0, lowestDocs.length);
  return complete;
}

/** Too many posting runs to intersect: read the location's first records' words instead. */
function scanLocation(run: Run, w: WordPlan, docs: Uint32Array, a: number, b: number): boolean {
  let visits = 0;
  let p = a;
  for (; p < Math.min(b, a + LOCATION_SCAN) && visits < BUDGET_LOCATION; p++) {
    const d = docs[p]!;
    if (!containsDriver(run.ix, d, w)) continue;
    visit(run, d);
    visits++;
  }
  return p === b;
}

/** The precomputed answer of a heavy prefix, when the driver is exactly that prefix and the only core word. */
function cachedPrefix(run: Run, w: WordPlan): Uint32Array | undefined {
  if (run.coreWords !== 1 || !w.prefix || w.lo.length !== 1 || w.typos[0] !== 0) return undefined;
  return run.ix.prefixCache.get(w.text);
}

/** Posting-run pairs a rare driver is intersected over (each token's postings are two runs). */
export const MAX_INTERSECTED_PAIRS = 64;

/**
 * A rare driver that is not the first typed word: scoreDoc rejects every record without the
 * first word, so only the records in both words' postings are scored (the intersection reads
 * two sorted lists; scoring reads each record's words, a handful of cache misses apiece).
 * Returns false, doing nothing, when the first word spans too many lists to intersect cheaply.
 */
function viaFirstWord(run: Run, driver: WordPlan): boolean {
  const first = run.words.find((w) => !w.optional);
  if (!first || first === driver || first.est === 0) return false;
  if (listCount(driver) * listCount(first) * 4 > MAX_INTERSECTED_PAIRS) return false;
  const { postings } = run.ix;
  const mine = runsOf(run.ix, driver, true, true);
  const theirs = runsOf(run.ix, first, true, true);
  const found: number[] = [];
  for (let r = 0; r < mine.length; r += 2) {
    for (let q = 0; q < theirs.length; q += 2)
      intersectInto(postings, mine[r]!, mine[r + 1]!, postings, theirs[q]!, theirs[q + 1]!, Infinity, Infinity, found);
  }
  visitRange(run, found, 0, found.length);
  return true;
}

/** Run pairs a common driver is intersected over before falling back to the budgeted scan. */
export const MAX_BUDGET_PAIRS = 1024;

/** Results in the set matching every core word (without regard to typos). */
export function fullMatches(set: BoundedMinSet, coreWords: number): number {
  let n = 0;
  for (let i = 0; i < set.size; i++) {
    const key = KEY_MAX - Math.floor(set.keys[i]! / DOC_SPAN);
    if (Math.floor(key / WORDS_DIVISOR) >= coreWords) n++;
  }
  return n;
}

/**
 * A common driver (past FULL_SCAN) in a query of several words: the budgeted scan scores a few
 * hundred of its records, most of them without the other words. Intersecting its posting runs
 * with another word's (a few gallops per run, no record read) finds every record holding both;
 * when they are at most FULL_SCAN, all are scored. The partner is the first typed word when the
 * driver is not (scoreDoc rejects every record without it, so the answer is then exact), else the
 * rarest other core word: exact too once `limit` records match every word, since any record left
 * out lacks a word and ranks below them. Returns false when the answer may still need the
 * budgeted scan (which then skips the records already scored).
 */
function viaIntersection(run: Run, driver: WordPlan, limit: number): boolean {
  const first = run.words.find((w) => !w.optional);
  let partner = first !== driver ? first : undefined;
  if (!partner)
    for (const w of run.words) if (!w.optional && w !== driver && (!partner || w.est < partner.est)) partner = w;
  if (!partner || partner.est === 0) return false;
  // Each token has at most two runs; counting lists first spares listing the runs of a short
  // prefix spanning thousands of tokens.
  if (listCount(driver) * listCount(partner) * 4 > MAX_BUDGET_PAIRS) return false;
  const mine = runsOf(run.ix, driver, true, true);
  const theirs = runsOf(run.ix, partner, true, true);
  const { postings } = run.ix;
  const found: number[] = [];
  for (let r = 0; r < mine.length; r += 2) {
    for (let q = 0; q < theirs.length; q += 2) {
      const room = FULL_SCAN + 1 - found.length;
      intersectInto(postings, mine[r]!, mine[r + 1]!, postings, theirs[q]!, theirs[q + 1]!, room, Infinity, found);
      // More than FULL_SCAN (a record in two runs counts twice, which only errs towards the
      // budgeted scan): too many to score, the budgeted scan decides instead.
      if (found.length > FULL_SCAN) return false;
    }
  }
  visitRange(run, found, 0, found.length);
  return partner === first || fullMatches(run.set, run.coreWords) >= limit;
}

/**
 * Visits the candidates reachable from one word (by default the rarest core word). Returns true
 * when candidate generation was complete (no budget cut).
 */
export function collect(run: Run, limit: number, via?: WordPlan): boolean {
  const { ix, words } = run;
  let driver = via;
  if (!driver) for (const w of words) if (!w.optional && w.est > 0 && (!driver || w.est < driver.est)) driver = w;
  if (!driver || driver.est === 0) return true;
  run.driver = driver;
  const { postStart, postMid, postings } = ix;
  if (driver.est <= FULL_SCAN) {
    if (viaFirstWord(run, driver)) return true;
    for (let s = 0; s < driver.lo.length; s++) {
      visitRange(run, postings, postStart[driver.lo[s]!]!, postStart[driver.hi[s]!]!);
    }
    return true;
  }
  if (viaIntersection(run, driver, limit)) return true;
  // The exact word's best records first: exactness ranks above static order.
  if (driver.exactId >= 0) {
    const t = driver.exactId;
    visitRange(run, postings, postStart[t]!, Math.min(postMid[t]!, postStart[t]! + limit));
    visitRange(run, postings, postMid[t]!, Math.min(postStart[t + 1]!, postMid[t]! + limit));
  }
  const cached = cachedPrefix(run, driver);
  if (cached) {
    // The precomputed answer is the single-word ranking itself; only a location makes it partial.
    visitRange(run, cached, 0, cached.length);
    return locationScan(run, driver);
  }
  if (listCount(driver) > MAX_MERGED_LISTS) {
    headsOnly(run, driver, true, BUDGET_FIRST);
    headsOnly(run, driver, false, BUDGET_OTHER);
  } else {
    mergeStream(run, driver, true, BUDGET_FIRST);
    mergeStream(run, driver, false, BUDGET_OTHER);
  }
  locationScan(run, driver);
  return false;
}
