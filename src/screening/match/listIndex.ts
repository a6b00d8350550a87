// The searchable form of one list snapshot: its records plus an immutable name index over the
// names that can match a person (individuals and untyped parties, PEPs, article subjects).
import type { ListRecord, ListSnapshot, NameStrength, SnapshotMeta } from '../types.js';
import { buildNameIndex, type IndexedName, type NameIndex } from './nameIndex.js';
import { createWordCache, prepareName, splitCommaName } from './prepare.js';

export interface ListIndex {
  readonly meta: SnapshotMeta;
  readonly records: readonly ListRecord[];
  readonly index: NameIndex;
  readonly buildMs: number;
}

const STRENGTH: Readonly<Record<NameStrength, number>> = { primary: 0, strong: 1, weak: 2 };

function personLike(r: ListRecord): boolean {
  return r.kind !== 'sanction' || r.entityType === 'individual' || r.entityType === 'unknown';
}

/** Given part and surname of a published name (OFAC "LAST, First" or a separate surname). */
function nameParts(text: string, surname: string | undefined): { given: string; surname?: string } {
  if (surname === undefined) return { given: text.replace(/,/g, ' ') };
  const comma = splitCommaName(text);
  if (comma.surname === surname) return comma;
  const i = text.lastIndexOf(surname);
  if (i < 0) return { given: text };
  return { given: `${text.slice(0, i)} ${text.slice(i + surname.length)}`, surname };
}

/** The names of a snapshot's person-like records, prepared, without a record's repeats. */
function indexedNames(records: readonly ListRecord[]): IndexedName[] {
  const names: IndexedName[] = [];
  const words = createWordCache();
  for (let record = 0; record < records.length; record++) {
    const r = records[record] as ListRecord;
    if (!personLike(r)) continue;
    const seen = new Set<string>();
    for (const v of r.names) {
      const parts = nameParts(v.text, v.surname);
      const name = prepareName(parts.given, parts.surname, words);
      if (name.tokens.length === 0 || seen.has(name.folded)) continue;
      seen.add(name.folded);
      names.push({ record, display: v.text, name, strength: STRENGTH[v.strength] });
    }
  }
  return names;
}

export function buildListIndex(snapshot: ListSnapshot): ListIndex {
  const t0 = performance.now();
  const index = buildNameIndex(indexedNames(snapshot.records));
  return Object.freeze({ meta: snapshot.meta, records: snapshot.records, index, buildMs: performance.now() - t0 });
}
