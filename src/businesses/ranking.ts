// The Ranking number and the Explanation of a result, both derived from a ScoreDetail.
// Ranking = sum_i d_i / (B_1 * ... * B_i): the ranking rules as digits of a mixed-radix fraction
// in [0, 1), so a result that wins on an earlier rule always has the higher number.
import type { WordPlan } from './index/plan.js';
import type { ScoreDetail } from './index/score.js';
import type { CountryIndex } from './index/types.js';
import { ID_MASK } from './index/types.js';

const STATUS = ['active', 'unknown', 'inactive', 'dissolved'] as const;

/** The ranking rules, most significant first, with each digit's base. */
const RULES = [
  'words',
  'typos',
  'exactness',
  'starts_name',
  'order',
  'prefix_exact',
  'location',
  'legal_form',
  'static',
];
const BASES = [17, 5, 2, 2, 4, 2, 4, 3, 8];

/**
 * Writes the rules' digits, in RULES order, into `out`. One definition for the Ranking number and
 * the Explanation; the number reuses one array because it runs for every result of every
 * keystroke, and allocation per keystroke sets how often the young generation is collected
 * (pauses of several ms on a 1M-record heap).
 */
function digitsInto(s: ScoreDetail, out: Float64Array): Float64Array {
  out[0] = Math.round((16 * s.coreMatched) / Math.max(1, s.coreWords));
  out[1] = 4 - Math.min(4, s.typos);
  out[2] = s.exact;
  out[3] = s.startsName;
  out[4] = s.order;
  out[5] = s.prefixExact;
  out[6] = s.loc;
  out[7] = s.optWords === 0 ? 2 : Math.round((2 * s.optMatched) / s.optWords);
  out[8] = 7 - s.klass;
  return out;
}

export function rankingDigits(s: ScoreDetail): { digit: number; base: number; rule: string }[] {
  const digits = digitsInto(s, new Float64Array(RULES.length));
  return RULES.map((rule, i) => ({ rule, base: BASES[i]!, digit: digits[i]! }));
}

const scratch = new Float64Array(RULES.length);

export function rankingNumber(s: ScoreDetail): number {
  const digits = digitsInto(s, scratch);
  let value = 0;
  let scale = 1;
  for (let i = 0; i < BASES.length; i++) {
    scale *= BASES[i]!;
    value += digits[i]! / scale;
  }
  return Math.floor(value * 1e6) / 1e6;
}

export interface MatchedWord {
  Query: string;
  Matched: string | null;
  Typos: number;
  Exact: boolean;
  Prefix: boolean;
  Optional: boolean;
}

export interface Explanation {
  MatchedWords: MatchedWord[];
  WordsMatched: number;
  Words: number;
  Typos: number;
  /** The query covers the whole name (legal forms aside), without typos. */
  WholeName: boolean;
  /** The word being typed already equals a whole word of the name. */
  LastWordComplete: boolean;
  StartsWithFirstWord: boolean;
  InOrder: boolean;
  LocationBoost: { City: boolean; State: boolean };
  LegalFormWordsMatched: number;
  Status: string;
  Branch: boolean;
  /** True when candidate generation was cut by a budget (very common words only). */
  Approximate: boolean;
  Digits: Record<string, number>;
}

export function explain(
  ix: CountryIndex,
  d: number,
  words: readonly WordPlan[],
  s: ScoreDetail,
  approximate: boolean,
): Explanation {
  const from = ix.fwdStart[d]!;
  return {
    MatchedWords: words.map((w, k) => {
      const pos = s.pos[k]!;
      return {
        Query: w.text,
        Matched: pos < 0 ? null : (ix.tokens[ix.fwd[from + pos]! & ID_MASK] ?? null),
        Typos: pos < 0 ? 0 : s.wordTypos[k]!,
        Exact: s.wordExact[k] === 1,
        Prefix: w.prefix,
        Optional: w.optional,
      };
    }),
    WordsMatched: s.coreMatched,
    Words: s.coreWords,
    Typos: s.typos,
    WholeName: s.exact === 1,
    LastWordComplete: s.prefixExact === 1,
    StartsWithFirstWord: s.order >= 2,
    InOrder: (s.order & 1) === 1,
    LocationBoost: { City: (s.loc & 2) !== 0, State: (s.loc & 1) !== 0 },
    LegalFormWordsMatched: s.optMatched,
    Status: STATUS[s.klass >> 1] ?? 'unknown',
    Branch: (s.klass & 1) === 1,
    Approximate: approximate,
    Digits: Object.fromEntries(rankingDigits(s).map((r) => [r.rule, r.digit])),
  };
}
