// Name score of a query against one list name. Formula (docs/screening.md, "Scoring"):
//   tokens are aligned one-to-one (or one-to-two when one side joins words) greedily by
//   similarity; score = sum(sim * (wq + wc)) / (sum wq + sum wc_matched + sum lambda*wc_unmatched).
// Unmatched query tokens cost their full weight (the person has a name the list lacks), while
// unmatched list tokens cost lambda: little for middle names, full for the surname.
import type { PreparedName, PreparedToken } from './prepare.js';
import { joinedSim, tokenSim } from './tokenSim.js';

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

interface Pair {
  sim: number;
  q0: number;
  q1: number;
  c0: number;
  c1: number;
  w: number;
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

/**
 * One query's token similarities to the token classes of one index (PreparedToken.sid): the
 * names a query is scored against share tokens, so each (query token, class) pair is computed
 * once. Make one per query and index; tokenSim is a pure function of what the class fixes.
 */
export class SimMemo {
  private readonly sims = new Map<number, number>();

  tokenSim(q: PreparedToken, qi: number, c: PreparedToken): number {
    if (c.sid < 0) return tokenSim(q, c);
    // MAX_TOKENS (30) query tokens fit in the low five bits.
    const key = c.sid * 32 + qi;
    let sim = this.sims.get(key);
    if (sim === undefined) this.sims.set(key, (sim = tokenSim(q, c)));
    return sim;
  }
}

function collectPairs(q: PreparedToken[], c: PreparedToken[], memo: SimMemo | undefined): Pair[] {
  const pairs: Pair[] = [];
  for (let i = 0; i < q.length; i++) {
    const qt = q[i] as PreparedToken;
    for (let j = 0; j < c.length; j++) {
      const ct = c[j] as PreparedToken;
      const sim = memo ? memo.tokenSim(qt, i, ct) : tokenSim(qt, ct);
      if (sim >= MIN_PAIR_SIM) pairs.push({ sim, q0: i, q1: i, c0: j, c1: j, w: qt.weight + ct.weight });
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
        const sim = joinedSim(qt, ct.joined, crossScript(qt, ct, cn));
        if (sim >= MIN_PAIR_SIM)
          pairs.push({ sim, q0: i, q1: i, c0: j, c1: j + 1, w: qt.weight + ct.weight + cn.weight });
      }
      if (qn !== undefined && qt.joined !== undefined && ct.role === 'name') {
        const sim = joinedSim(ct, qt.joined, crossScript(ct, qt, qn));
        if (sim >= MIN_PAIR_SIM)
          pairs.push({ sim, q0: i, q1: i + 1, c0: j, c1: j, w: qt.weight + qn.weight + ct.weight });
      }
    }
  }
  return pairs;
}

export interface NameScore {
  score: number;
  /** Query tokens left unmatched, for explanations. */
  unmatchedQuery: number;
  exact: boolean;
}

/**
 * Scores two prepared names; 1.0 only when the folded names are identical. `memo`: the query's
 * SimMemo for the index `c` belongs to, when scoring many names of one index.
 */
export function scoreNames(q: PreparedName, c: PreparedName, memo?: SimMemo): NameScore {
  if (q.tokens.length === 0 || c.tokens.length === 0)
    return { score: 0, unmatchedQuery: q.tokens.length, exact: false };
  if (q.folded === c.folded) return { score: 1, unmatchedQuery: 0, exact: true };
  const pairs = collectPairs(q.tokens, c.tokens, memo);
  pairs.sort((a, b) => b.sim - a.sim || b.w - a.w);
  let qUsed = 0;
  let cUsed = 0;
  let num = 0;
  let den = 0;
  for (const p of pairs) {
    const qm = ((1 << (p.q1 + 1)) - 1) & ~((1 << p.q0) - 1);
    const cm = ((1 << (p.c1 + 1)) - 1) & ~((1 << p.c0) - 1);
    if ((qUsed & qm) !== 0 || (cUsed & cm) !== 0) continue;
    qUsed |= qm;
    cUsed |= cm;
    num += p.sim * p.w;
    den += p.w;
  }
  // An unmatched middle name is cheap only when the other side has nothing in its place:
  // two different middle names ("Mostafa Hassan Ibrahim" / "Mostafa Kamel Ibrahim") conflict.
  let unmatchedQuery = 0;
  let cheapQuery = 0;
  for (let i = 0; i < q.tokens.length; i++) {
    if ((qUsed & (1 << i)) !== 0) continue;
    const t = q.tokens[i] as PreparedToken;
    if (t.role === 'name') unmatchedQuery++;
    if (isQueryMiddle(q, i) && t.role === 'name') cheapQuery++;
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
    if ((qUsed & (1 << i)) !== 0 || !(isQueryMiddle(q, i) && t.role === 'name')) continue;
    den += t.weight * (k++ < conflicts ? 1 : UNMATCHED_QUERY_MIDDLE);
  }
  // Same tokens in another order or with different punctuation: near-certain but not equal,
  // so it stays just below an identical name and hits remain ordered.
  const score = den === 0 ? 0 : Math.min(0.995, num / den);
  return { score, unmatchedQuery, exact: false };
}
