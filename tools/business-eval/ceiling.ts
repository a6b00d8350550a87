// Which queries of the log no engine can answer, and why. Two queries that reach the engine as
// the same input (same country, same analysed words, same City) get the same answer, but in this
// log each expects its own record, so of such a group at most the queries expecting one record
// can be hits. The group key is what the engine sees (analyseQuery), not the raw text: "Acme,"
// and "Acme " are one input.
import { analyseQuery } from '../../src/businesses/normalise/query.js';
import { analyseName } from '../../src/businesses/normalise/name.js';
import { cityKey } from '../../src/businesses/normalise/location.js';
import type { BusinessRecord } from '../../src/businesses/types.js';
import type { EvalQuery } from './queries.js';

export function queryKey(q: EvalQuery): string {
  const words = analyseQuery(q.text, q.country).map((w) => (w.prefix ? `${w.text}*` : w.text));
  return `${q.country}\u0000${words.join(' ')}\u0000${cityKey(q.city)}`;
}

export interface Ambiguity {
  /**
   * Per query: another record of the country could be the answer to the same input: the text as
   * typed without its typo reads (analysed) the same as a prefix of that record's name, and that
   * record is in the query's City when one is sent. Only extra signal could pick the target.
   */
  shared: Uint8Array;
  /** Per query: its expected record has the same whole normalised name as another record of its country. */
  sameName: Uint8Array;
  /** Per query: the log's ceiling counts it (it expects the most frequent record of its group of identical inputs). */
  ceilingHit: Uint8Array;
}

const prefixKey = (country: string, text: string): string =>
  `${country}\u0000${analyseQuery(text, country)
    .map((w) => (w.prefix ? `${w.text}*` : w.text))
    .join(' ')}`;

export function ambiguity(queries: readonly EvalQuery[], records: readonly BusinessRecord[]): Ambiguity {
  // Groups of identical inputs in the log, for the ceiling.
  const keys = queries.map(queryKey);
  const groups = new Map<string, Map<string, number>>();
  keys.forEach((k, i) => {
    const g = groups.get(k) ?? new Map<string, number>();
    g.set(queries[i]!.expected, (g.get(queries[i]!.expected) ?? 0) + 1);
    groups.set(k, g);
  });
  const best = new Map<string, string>();
  for (const [k, g] of groups) {
    let top = '';
    let n = 0;
    for (const [id, c] of g)
      if (c > n) {
        top = id;
        n = c;
      }
    best.set(k, top);
  }
  // Every registered name prefix, by what the engine reads, with the records (and their cities) having it.
  const holders = new Map<string, { id: string; city: string }[]>();
  const byName = new Map<string, number>();
  const nameKeyOf = new Map<string, string>();
  for (const r of records) {
    const nk = `${r.country}\u0000${analyseName(r.name, r.country).key}`;
    nameKeyOf.set(r.providerId, nk);
    byName.set(nk, (byName.get(nk) ?? 0) + 1);
    const seen = new Set<string>();
    for (let n = 1; n <= r.name.length; n++) {
      const k = prefixKey(r.country, r.name.slice(0, n));
      if (seen.has(k)) continue;
      seen.add(k);
      const list = holders.get(k) ?? [];
      list.push({ id: r.providerId, city: cityKey(r.city) });
      holders.set(k, list);
    }
  }
  const shared = new Uint8Array(queries.length);
  const sameName = new Uint8Array(queries.length);
  const ceilingHit = new Uint8Array(queries.length);
  queries.forEach((q, i) => {
    const city = cityKey(q.city);
    const others = (holders.get(prefixKey(q.country, q.expectedText)) ?? []).filter(
      (h) => h.id !== q.expected && (city === '' || h.city === city),
    );
    shared[i] = others.length > 0 ? 1 : 0;
    sameName[i] = (byName.get(nameKeyOf.get(q.expected) ?? '') ?? 0) > 1 ? 1 : 0;
    if (best.get(keys[i]!) === q.expected) ceilingHit[i] = 1;
  });
  return { shared, sameName, ceilingHit };
}
