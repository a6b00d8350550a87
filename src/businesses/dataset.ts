// A dataset: one imported snapshot's records, indexed per country. Records live only in the
// indexes' record stores once built, so a dataset costs its index, not a million objects.
import type { BusinessRecord, BusinessSnapshot, SnapshotMeta } from './types.js';
import { buildCountryIndex } from './index/build.js';
import { readRecord } from './index/store.js';
import { newScratch, type CountryIndex, type QueryScratch } from './index/types.js';

export interface BusinessDataset {
  meta: SnapshotMeta;
  countries: Map<string, CountryIndex>;
  scratch: Map<string, QueryScratch>;
  /** Lazily built: positions sorted by providerId, for lookups by id. */
  byId?: { country: string[]; doc: Uint32Array; ids: string[] };
}

export function datasetFromIndexes(meta: SnapshotMeta, countries: Map<string, CountryIndex>): BusinessDataset {
  const scratch = new Map<string, QueryScratch>();
  for (const c of countries.keys()) scratch.set(c, newScratch());
  return { meta, countries, scratch };
}

export function buildDataset(snapshot: BusinessSnapshot): BusinessDataset {
  const byCountry = new Map<string, BusinessRecord[]>();
  for (const r of snapshot.records) {
    let list = byCountry.get(r.country);
    if (!list) byCountry.set(r.country, (list = []));
    list.push(r);
  }
  const countries = new Map<string, CountryIndex>();
  for (const [c, list] of [...byCountry].sort(([a], [b]) => (a < b ? -1 : 1)))
    countries.set(c, buildCountryIndex(c, list));
  return datasetFromIndexes(snapshot.meta, countries);
}

export interface RecordRef {
  country: string;
  doc: number;
}

export function findInDataset(ds: BusinessDataset, providerId: string): RecordRef | undefined {
  if (!ds.byId) {
    const refs: { id: string; country: string; doc: number }[] = [];
    for (const [country, ix] of ds.countries) {
      for (let d = 0; d < ix.docCount; d++)
        refs.push({ id: providerIdAt(ix, d) || readRecord(ix.store, d).providerId, country, doc: d });
    }
    refs.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    ds.byId = {
      ids: refs.map((r) => r.id),
      country: refs.map((r) => r.country),
      doc: Uint32Array.from(refs, (r) => r.doc),
    };
  }
  const { ids } = ds.byId;
  let lo = 0;
  let hi = ids.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ids[mid]! < providerId) lo = mid + 1;
    else hi = mid;
  }
  if (ids[lo] !== providerId) return undefined;
  return { country: ds.byId.country[lo]!, doc: ds.byId.doc[lo]! };
}

const decoder = new TextDecoder();

function providerIdAt(ix: CountryIndex, d: number): string {
  const { bytes, start } = ix.store;
  const a = start[d]!;
  const b = start[d + 1]!;
  let e = a;
  while (e < b && bytes[e] !== 0x1f) e++;
  return decoder.decode(bytes.subarray(a, e));
}

export function recordAt(ds: BusinessDataset, ref: RecordRef): BusinessRecord | undefined {
  const ix = ds.countries.get(ref.country);
  if (!ix || ref.doc >= ix.docCount) return undefined;
  return readRecord(ix.store, ref.doc);
}

export function* allRecords(ds: BusinessDataset): Generator<BusinessRecord> {
  for (const ix of ds.countries.values()) for (let d = 0; d < ix.docCount; d++) yield readRecord(ix.store, d);
}
