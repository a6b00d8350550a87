// Records recently shown as results, decoded once. Successive keystrokes of one name mostly
// answer the same records, and decoding a record (its fields as strings, its identifiers) was
// most of what a keystroke allocated; allocation sets how often the young generation is
// collected, and on a 1M-record heap each collection pauses the query it lands in for several
// milliseconds. The index is immutable, so an entry never goes stale; the entries are shared,
// so callers copy what they hand out (identifiers) and never mutate them.
import type { BusinessRecord } from './types.js';
import { readRecord, type RecordStore } from './index/store.js';
import { fullAddress } from './api-shape.js';

/**
 * Records kept per store: the pages of the last few keystrokes, which is where repeats come from.
 * Not more: an entry that outlives a young-generation collection (one per several hundred
 * keystrokes) is copied, promoted and later dies in the old generation, so a cache of 1,024
 * records kept the old generation growing and brought major collections into serving.
 */
export const RECENT_RESULTS = 64;

export interface ResultRecord {
  record: BusinessRecord;
  address: string;
}

const caches = new WeakMap<RecordStore, Map<number, ResultRecord>>();

export function resultRecord(store: RecordStore, doc: number): ResultRecord {
  let cache = caches.get(store);
  if (!cache) caches.set(store, (cache = new Map<number, ResultRecord>()));
  const hit = cache.get(doc);
  if (hit) return hit;
  const record = readRecord(store, doc);
  const entry = { record, address: fullAddress(record) };
  // Oldest first out (a Map iterates in insertion order): no bookkeeping on a hit.
  if (cache.size >= RECENT_RESULTS) cache.delete(cache.keys().next().value as number);
  cache.set(doc, entry);
  return entry;
}
