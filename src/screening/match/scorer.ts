// Name score of a query against one list name. Formula (docs/screening.md, "Scoring"):
//   tokens are aligned one-to-one (or one-to-two when one side joins words) greedily by
//   similarity; score = sum(sim * (wq + wc)) / (sum wq + sum wc_matched + sum lambda*wc_unmatched).
// Unmatched query tokens cost their full weight (the person has a name the list lacks), while
// unmatched list tokens cost lambda: little for middle names, full for the surname.
import type { PreparedName, PreparedToken } from './prepare.js';
import { SIM, joinedSim, tokenSim } from './tokenSim.js';

/** Pairs below this similarity are not aligned: the tokens count as unmatched. */
export const MIN_PAIR_SIM = 0.72;

export const UNMATCHED_LIST_COST = {
  surname: 1,
  laterSurname: 0.5,
  firstGiven: 0.6,
  middle: 0.3,
  unstructuredLast: 0.8,
} as const;

/**
 * An unmatched middle name of the query (a given-name token after the first, when the query
 * states its surname) costs less than its first name or surname: lists often omit middle names.
 */
export const UNMATCHED_QUERY_MIDDLE = 0.3;

function isQueryMiddle(q: PreparedName, i: number): boolean {
  const t = q.tokens[i] as PreparedToken;
  return q.structured && !t.surname && i > 0;
}

/**
 * An unmatched query middle name or middle initial: cheap unless it conflicts. An initial tells
 * less than the name it stands for, so it cannot cost more ("S. O. C." where the list dropped a
 * title, "A. A. A." for the two words of Abd al-Aziz).
 */
function isCheapMiddle(q: PreparedName, i: number): boolean {
  const role = (q.tokens[i] as PreparedToken).role;
  return (role === 'name' || role === 'initial') && isQueryMiddle(q, i);
}

/**
 * The tokens an initial covers besides the one it was aligned with: the rest of that token's
 * written word ("K." stands for Kyong-Su, "A." for Abdulhafid, which normalisation split). `used`
 * are the aligned tokens, `byInitial` those aligned with an initial of the other side.
 */
function coveredByInitials(tokens: PreparedToken[], used: number, byInitial: number): number {
  let covered = 0;
  if (byInitial === 0) return 0;
  for (let j = 1; j < tokens.length; j++) {
    if ((used & (1 << j)) !== 0 || !(tokens[j] as PreparedToken).cont) continue;
    if (((byInitial | covered) & (1 << (j - 1))) !== 0) covered |= 1 << j;
  }
  return covered;
}

function unmatchedCost(name: PreparedName, i: number, surnameMatched: boolean): number {
  const t = name.tokens[i] as PreparedToken;
  if (t.role !== 'name') return 0.5;
  const n = name.tokens.length;
  if (name.structured) {
    if (t.surname) {
      // A compound surname of which the query gave one part (Hispanic paternal + maternal
      // surnames, either one dropped): the missing part costs what a later part costs.
      if (surnameMatched) return UNMATCHED_LIST_COST.laterSurname;
      const prev = name.tokens[i - 1];
      return prev !== undefined && prev.surname ? UNMATCHED_LIST_COST.laterSurname : UNMATCHED_LIST_COST.surname;
    }
    return i === 0 ? UNMATCHED_LIST_COST.firstGiven : UNMATCHED_LIST_COST.middle;
  }
  if (i === n - 1) return UNMATCHED_LIST_COST.unstructuredLast;
  return i === 0 ? UNMATCHED_LIST_COST.firstGiven : UNMATCHED_LIST_COST.middle;
}

/** The script of a two-token side when the one-token side was written otherwise, for joinedSim. */
function crossScript(one: PreparedToken, a: PreparedToken, b: PreparedToken): 'hangul' | 'abjad' | undefined {
  if (a.hangul !== one.hangul || b.hangul !== one.hangul) return 'hangul';
  if (a.abjad !== one.abjad || b.abjad !== one.abjad) return 'abjad';
  return undefined;
}

// The candidate pairs of one scoring, in reusable arrays (scoring is synchronous and not
// reentrant): sim, weight and the token ranges as bit masks. `order` is sorted instead of objects.
let cap = 64;
let pSim = new Float64Array(cap);
let pW = new Float64Array(cap);
let pQm = new Int32Array(cap);
let pCm = new Int32Array(cap);
let order = new Int32Array(cap);
let nPairs = 0;

/** Bits lo..hi set. */
const span = (lo: number, hi: number): number => ((1 << (hi + 1)) - 1) & ~((1 << lo) - 1);

function addPair(sim: number, q0: number, q1: number, c0: number, c1: number, w: number): void {
  if (nPairs === cap) {
    cap *= 2;
    const grow = <T extends Float64Array | Int32Array>(a: T, b: T): T => (b.set(a), b);
    pSim = grow(pSim, new Float64Array(cap));
    pW = grow(pW, new Float64Array(cap));
    pQm = grow(pQm, new Int32Array(cap));
    pCm = grow(pCm, new Int32Array(cap));
    order = new Int32Array(cap);
  }
  pSim[nPairs] = sim;
  pW[nPairs] = w;
  pQm[nPairs] = span(q0, q1);
  pCm[nPairs] = span(c0, c1);
  nPairs++;
}

function collectPairs(q: PreparedToken[], c: PreparedToken[]): void {
  nPairs = 0;
  for (let i = 0; i < q.length; i++) {
    const qt = q[i] as PreparedToken;
    for (let j = 0; j < c.length; j++) {
      const ct = c[j] as PreparedToken;
      const sim = tokenSim(qt, ct, MIN_PAIR_SIM);
      if (sim >= MIN_PAIR_SIM) addPair(sim, i, i, j, j, qt.weight + ct.weight);
    }
  }
  // One word on one side, two adjacent words on the other ("Alqaddafi" / "al Qaddafi").
  for (let i = 0; i < q.length; i++) {
    const qt = q[i] as PreparedToken;
    const qn = q[i + 1];
    for (let j = 0; j < c.length; j++) {
      const ct = c[j] as PreparedToken;
      const cn = c[j + 1];
      // `joined` is set exactly when the token and the next one can be joined (prepare.ts).
      if (cn !== undefined && ct.joined !== undefined && qt.role === 'name') {
        const sim = joinedSim(qt, ct.joined, crossScript(qt, ct, cn), MIN_PAIR_SIM);
        if (sim >= MIN_PAIR_SIM) addPair(sim, i, i, j, j + 1, qt.weight + ct.weight + cn.weight);
      }
      if (qn !== undefined && qt.joined !== undefined && ct.role === 'name') {
        const sim = joinedSim(ct, qt.joined, crossScript(ct, qt, qn), MIN_PAIR_SIM);
        if (sim >= MIN_PAIR_SIM) addPair(sim, i, i + 1, j, j, qt.weight + qn.weight + ct.weight);
      }
    }
  }
  // Best pairs first: higher similarity, then more weight; ties keep the order collected (a
  // stable insertion sort, as the pairs are few).
  for (let k = 0; k < nPairs; k++) {
    const p = k;
    const sim = pSim[p] as number;
    const w = pW[p] as number;
    let at = k;
    while (at > 0) {
      const o = order[at - 1] as number;
      const os = pSim[o] as number;
      if (os > sim || (os === sim && (pW[o] as number) >= w)) break;
      order[at] = o;
      at--;
    }
    order[at] = p;
  }
}

export interface NameScore {
  score: number;
  /** Query tokens left unmatched, for explanations. */
  unmatchedQuery: number;
  exact: boolean;
}

/** Scores two prepared names; 1.0 only when the folded names are identical. */
export function scoreNames(q: PreparedName, c: PreparedName): NameScore {
  if (q.tokens.length === 0 || c.tokens.length === 0)
    return { score: 0, unmatchedQuery: q.tokens.length, exact: false };
  if (q.folded === c.folded) return { score: 1, unmatchedQuery: 0, exact: true };
  collectPairs(q.tokens, c.tokens);
  let qUsed = 0;
  let cUsed = 0;
  let num = 0;
  let den = 0;
  let qByInitial = 0;
  let cByInitial = 0;
  for (let k = 0; k < nPairs; k++) {
    const p = order[k] as number;
    const qm = pQm[p] as number;
    const cm = pCm[p] as number;
    if ((qUsed & qm) !== 0 || (cUsed & cm) !== 0) continue;
    qUsed |= qm;
    cUsed |= cm;
    const w = pW[p] as number;
    num += (pSim[p] as number) * w;
    den += w;
    // One token each side (a one-bit mask each): an initial aligned with a name.
    if ((qm & (qm - 1)) === 0 && (cm & (cm - 1)) === 0) {
      const qr = (q.tokens[31 - Math.clz32(qm)] as PreparedToken).role;
      const cr = (c.tokens[31 - Math.clz32(cm)] as PreparedToken).role;
      if (qr === 'initial' && cr === 'name') cByInitial |= cm;
      else if (cr === 'initial' && qr === 'name') qByInitial |= qm;
    }
  }
  // What an initial covers counts as matched at an initial's similarity, on its own weight.
  const qCovered = coveredByInitials(q.tokens, qUsed, qByInitial);
  const cCovered = coveredByInitials(c.tokens, cUsed, cByInitial);
  if ((qCovered | cCovered) !== 0) {
    for (const [tokens, covered] of [
      [q.tokens, qCovered],
      [c.tokens, cCovered],
    ] as const) {
      for (let i = 0; i < tokens.length; i++) {
        if ((covered & (1 << i)) === 0) continue;
        const w = (tokens[i] as PreparedToken).weight;
        num += SIM.initial * w;
        den += w;
      }
    }
    qUsed |= qCovered;
    cUsed |= cCovered;
  }
  // An unmatched middle name is cheap only when the other side has nothing in its place:
  // two different middle names ("Mostafa Hassan Ibrahim" / "Mostafa Kamel Ibrahim") conflict.
  let unmatchedQuery = 0;
  let cheapQuery = 0;
  for (let i = 0; i < q.tokens.length; i++) {
    if ((qUsed & (1 << i)) !== 0) continue;
    const t = q.tokens[i] as PreparedToken;
    if (t.role === 'name') unmatchedQuery++;
    if (isCheapMiddle(q, i)) cheapQuery++;
    else den += t.weight;
  }
  let conflicts = 0;
  let surnameMatched = false;
  for (let j = 0; j < c.tokens.length; j++) {
    const t = c.tokens[j] as PreparedToken;
    if ((cUsed & (1 << j)) !== 0 && t.surname && t.role === 'name') surnameMatched = true;
  }
  for (let j = 0; j < c.tokens.length; j++) {
    if ((cUsed & (1 << j)) !== 0) continue;
    const t = c.tokens[j] as PreparedToken;
    if (t.role === 'name' && conflicts < cheapQuery) {
      conflicts++;
      den += t.weight;
    } else den += t.weight * unmatchedCost(c, j, surnameMatched);
  }
  for (let i = 0, k = 0; i < q.tokens.length; i++) {
    const t = q.tokens[i] as PreparedToken;
    if ((qUsed & (1 << i)) !== 0 || !isCheapMiddle(q, i)) continue;
    den += t.weight * (k++ < conflicts ? 1 : UNMATCHED_QUERY_MIDDLE);
  }
  // Same tokens in another order or with different punctuation: near-certain but not equal,
  // so it stays just below an identical name and hits remain ordered.
  const score = den === 0 ? 0 : Math.min(0.995, num / den);
  return { score, unmatchedQuery, exact: false };
}
