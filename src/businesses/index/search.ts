// Query evaluation on one country index. Candidates come from the query's rarest word (the
// driver, see candidates.ts); each is verified and scored on the forward index. Typo matching
// runs only when exact matching cannot fill the page (ranking puts fewer typos first, so the
// answer is the same).
import type { QueryWord } from '../normalise/query.js';
import { planWord, type WordPlan } from './plan.js';
import { newDetail, WORDS_DIVISOR, type Location } from './score.js';
import { BoundedMinSet } from './topk.js';
import { collect, DOC_SPAN, fullMatches, KEY_MAX, type Run } from './candidates.js';
import { joinSplitVariants } from './variants.js';
import type { CountryIndex, QueryScratch } from './types.js';

export { FULL_SCAN, BUDGET_FIRST, BUDGET_OTHER, BUDGET_LOCATION, MAX_MERGED_LISTS } from './candidates.js';

export interface CountryHits {
  docs: number[];
  keys: number[];
  /** True when budgets cut candidate generation (very common words); see docs/business-search.md. */
  approximate: boolean;
  words: WordPlan[];
  /** Per doc: the words it was scored with (a join/split variant's, else `words`) and the typos the variant adds. */
  docWords: WordPlan[][];
  extraTypos: number[];
}

/** The scratch's doc marks, emptied for a new phase. */
function freshMarks(scratch: QueryScratch): QueryScratch['marks'] {
  scratch.marks.reset();
  return scratch.marks;
}

function finish(set: BoundedMinSet, words: WordPlan[], complete: boolean): CountryHits {
  const docs: number[] = [];
  const keys: number[] = [];
  for (const c of set.sorted()) {
    docs.push(c % DOC_SPAN);
    keys.push(KEY_MAX - Math.floor(c / DOC_SPAN));
  }
  return { docs, keys, approximate: !complete, words, docWords: docs.map(() => words), extraTypos: docs.map(() => 0) };
}

/** One typo in the sort key (see scoreDoc's layout). */
const TYPO_UNIT = 2 ** 18;

/** Results matching every core word without typos: when they fill the page, variants cannot enter it. */
function strongMatches(hits: CountryHits, coreWords: number): number {
  let n = 0;
  for (const key of hits.keys)
    if (Math.floor(key / WORDS_DIVISOR) >= coreWords && Math.floor(key / TYPO_UNIT) % 64 === 63) n++;
  return n;
}

/**
 * Adds the full matches of join/split variants (exact words only) to the page, each counted as
 * matching every original word with one typo more; a doc found both ways keeps its better key.
 */
function withVariants(
  ix: CountryIndex,
  scratch: QueryScratch,
  query: readonly WordPlan[],
  loc: Location,
  limit: number,
  hits: CountryHits,
  coreWords: number,
): CountryHits {
  if (strongMatches(hits, coreWords) >= limit) return hits;
  const variants = joinSplitVariants(
    ix,
    query,
    query.map((w) => w.est),
    limit,
  );
  if (variants.length === 0) return hits;
  const best = new Map<number, { key: number; words: WordPlan[]; extra: number }>();
  hits.docs.forEach((d, i) =>
    best.set(d, { key: hits.keys[i]!, words: hits.docWords[i]!, extra: hits.extraTypos[i]! }),
  );
  let complete = !hits.approximate;
  for (const v of variants) {
    const words = v.map((w) => planWord(ix, w, false));
    const run: Run = {
      ix,
      words,
      loc,
      set: new BoundedMinSet(limit),
      marks: freshMarks(scratch),
      detail,
      coreWords: v.length,
    };
    if (anyCoreMissing(words)) continue;
    complete = collect(run, limit) && complete;
    for (const c of run.set.sorted()) {
      const d = c % DOC_SPAN;
      const key = KEY_MAX - Math.floor(c / DOC_SPAN);
      const matched = Math.floor(key / WORDS_DIVISOR);
      if (matched < v.length) continue;
      const adjusted = key + (coreWords - matched) * WORDS_DIVISOR - TYPO_UNIT;
      const had = best.get(d);
      if (!had || had.key < adjusted) best.set(d, { key: adjusted, words, extra: 1 });
    }
  }
  const order = [...best].sort((a, b) => b[1].key - a[1].key || a[0] - b[0]).slice(0, limit);
  return {
    docs: order.map(([d]) => d),
    keys: order.map(([, h]) => h.key),
    approximate: !complete,
    words: hits.words,
    docWords: order.map(([, h]) => h.words),
    extraTypos: order.map(([, h]) => h.extra),
  };
}

/** A core word matching nothing means no record can match every word: skip straight to partial matches. */
function anyCoreMissing(words: readonly WordPlan[]): boolean {
  for (const w of words) if (!w.optional && w.est === 0) return true;
  return false;
}

const detail = newDetail();

export interface SearchOptions {
  /** Join/split variants of the query (on by default; off to compare against brute force). */
  variants?: boolean;
}

export function searchCountry(
  ix: CountryIndex,
  scratch: QueryScratch,
  query: readonly QueryWord[],
  loc: Location,
  limit: number,
  opts: SearchOptions = {},
): CountryHits {
  if (query.length === 0 || ix.docCount === 0)
    return { docs: [], keys: [], approximate: false, words: [], docWords: [], extraTypos: [] };
  // Phase 1: exact words only; the rarest word's records hold every full match.
  const coreWords = query.filter((w) => !w.optional).length;
  const exactWords = query.map((w) => planWord(ix, w, false));
  let words = exactWords;
  let run: Run = { ix, words, loc, set: new BoundedMinSet(limit), marks: freshMarks(scratch), detail, coreWords };
  let complete = anyCoreMissing(words) || collect(run, limit);
  // Phase 2, the typo fallback, only when no record matches every word exactly: typo matches
  // rank below exact ones, and resolving typos is the most expensive step on a large registry.
  if (fullMatches(run.set, coreWords) === 0 && query.some((w) => w.maxTypos > 0)) {
    words = query.map((w) => planWord(ix, w, true));
    run = { ix, words, loc, set: new BoundedMinSet(limit), marks: freshMarks(scratch), detail, coreWords };
    complete = anyCoreMissing(words) || collect(run, limit);
  }
  // Phase 3: still short, so names with the first word but not all the others fill the page
  // ("words matched" ranks them below every full match).
  const first = words.find((w) => !w.optional);
  if (coreWords > 1 && first && first !== run.driver && fullMatches(run.set, coreWords) < limit)
    complete = collect(run, limit, first) && complete;
  const hits = finish(run.set, words, complete);
  return opts.variants === false ? hits : withVariants(ix, scratch, exactWords, loc, limit, hits, coreWords);
}
