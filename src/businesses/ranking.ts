// The Ranking number and the Explanation of a result, both derived from a ScoreDetail.
// Ranking = sum_i d_i / (B_1 * ... * B_i): the ranking rules as digits of a mixed-radix fraction
// in [0, 1), so a result that wins on an earlier rule always has the higher number.
import type { WordPlan } from './index/plan.js';
import type { ScoreDetail } from './index/score.js';
import type { CountryIndex } from './index/types.js';
import { ID_MASK } from './index/types.js';

const STATUS = ['active', 'unknown', 'inactive', 'dissolved'] as const;

export function rankingDigits(s: ScoreDetail): { digit: number; base: number; rule: string }[] {
  return [
    { rule: 'words', base: 17, digit: Math.round((16 * s.coreMatched) / Math.max(1, s.coreWords)) },
    { rule: 'typos', base: 5, digit: 4 - Math.min(4, s.typos) },
    { rule: 'exactness', base: 2, digit: s.exact },
    { rule: 'starts_name', base: 2, digit: s.startsName },
    { rule: 'order', base: 4, digit: s.order },
    { rule: 'prefix_exact', base: 2, digit: s.prefixExact },
    { rule: 'location', base: 4, digit: s.loc },
    { rule: 'legal_form', base: 3, digit: s.optWords === 0 ? 2 : Math.round((2 * s.optMatched) / s.optWords) },
    { rule: 'static', base: 8, digit: 7 - s.klass },
  ];
}

/**
 * The same digits as rankingDigits, in the same order and arithmetic (so the same number), without
 * its nine objects: this runs for every result of every keystroke, and allocation per keystroke
 * sets how often the young generation is collected (pauses of several ms on a 1M-record heap).
 */
export function rankingNumber(s: ScoreDetail): number {
  let value = 0;
  let scale = 1;
  const add = (digit: number, base: number): void => {
    scale *= base;
    value += digit / scale;
  };
  add(Math.round((16 * s.coreMatched) / Math.max(1, s.coreWords)), 17);
  add(4 - Math.min(4, s.typos), 5);
  add(s.exact, 2);
  add(s.startsName, 2);
  add(s.order, 4);
  add(s.prefixExact, 2);
  add(s.loc, 4);
  add(s.optWords === 0 ? 2 : Math.round((2 * s.optMatched) / s.optWords), 3);
  add(7 - s.klass, 8);
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
