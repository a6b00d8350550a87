// The approach of the common open OFAC screeners, measured beside ours: fold both names
// (transliterate, lower-case, strip punctuation, "LAST, First" put in reading order) and
// take Jaro-Winkler of the whole strings, best over all list names by brute force.
import anyAscii from 'any-ascii';
import type { ListRecord } from '../../src/screening/types.js';
import { jaroWinkler } from '../../src/screening/match/jaroWinkler.js';

export function foldWhole(name: string): string {
  const comma = name.indexOf(',');
  const ordered = comma > 0 ? `${name.slice(comma + 1)} ${name.slice(0, comma)}` : name;
  return anyAscii(ordered)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export interface BaselineIndex {
  names: string[];
  records: number[];
  recordIds: string[];
}

export function buildBaseline(records: readonly ListRecord[]): BaselineIndex {
  const idx: BaselineIndex = { names: [], records: [], recordIds: records.map((r) => r.id) };
  records.forEach((r, i) => {
    if (r.kind === 'sanction' && r.entityType !== 'individual' && r.entityType !== 'unknown') return;
    for (const n of r.names) {
      idx.names.push(foldWhole(n.text));
      idx.records.push(i);
    }
  });
  return idx;
}

/** Best whole-name score overall and for one target record. */
export function baselineScores(idx: BaselineIndex, query: string, targetId?: string): { max: number; target: number } {
  const q = foldWhole(query);
  let max = 0;
  let target = 0;
  for (let i = 0; i < idx.names.length; i++) {
    const s = jaroWinkler(q, idx.names[i] as string);
    if (s > max) max = s;
    if (targetId !== undefined && s > target && idx.recordIds[idx.records[i] as number] === targetId) target = s;
  }
  return { max, target };
}
