// One-file form of a built dataset, so start-up loads an index instead of rebuilding it from
// CSV: "ONWBIZ1\n", a u32 header length, a JSON header (snapshot metadata, per-country array
// layout, the token dictionary and location keys), then the typed arrays, 8-byte aligned.
import type { SnapshotMeta } from '../types.js';
import { datasetFromIndexes, type BusinessDataset } from '../dataset.js';
import type { CountryIndex } from './types.js';
import { buildTrie } from './trie.js';

// Version 2: the static class moved into the forward entries (types.ts, CLASS_SHIFT).
const MAGIC = 'ONWBIZ2\n';
const OLDER = /^ONWBIZ1\n/;
const ARRAYS = [
  'postStart',
  'postMid',
  'postings',
  'fwdStart',
  'fwd',
  'docDup',
  'docCity',
  'docRegion',
  'cityDocStart',
  'cityDocs',
  'regionDocStart',
  'regionDocs',
] as const;
type ArrayName = (typeof ARRAYS)[number];
type Typed = Uint8Array | Uint16Array | Uint32Array;
const CTORS = { Uint8Array, Uint16Array, Uint32Array } as const;
type CtorName = keyof typeof CTORS;

interface ArrayRef {
  type: CtorName;
  offset: number;
  length: number;
}
interface CountryHeader {
  country: string;
  docCount: number;
  tokens: string[];
  cityKeys: string[];
  regionKeys: string[];
  arrays: Record<ArrayName | 'storeBytes' | 'storeStart' | 'cacheDocs' | 'cacheStart', ArrayRef>;
  cacheKeys: string[];
}
interface Header {
  meta: SnapshotMeta;
  countries: CountryHeader[];
}

export function serialiseDataset(ds: BusinessDataset): Uint8Array {
  const chunks: Typed[] = [];
  let offset = 0;
  const put = (a: Typed): ArrayRef => {
    const ref = { type: a.constructor.name as CtorName, offset, length: a.length };
    chunks.push(a);
    offset += Math.ceil(a.byteLength / 8) * 8;
    return ref;
  };
  const countries: CountryHeader[] = [];
  for (const ix of ds.countries.values()) {
    const arrays = {} as CountryHeader['arrays'];
    for (const name of ARRAYS) arrays[name] = put(ix[name]);
    arrays.storeBytes = put(ix.store.bytes);
    arrays.storeStart = put(ix.store.start);
    const cacheKeys = [...ix.prefixCache.keys()];
    const cacheStart = new Uint32Array(cacheKeys.length + 1);
    cacheKeys.forEach((k, i) => {
      cacheStart[i + 1] = cacheStart[i]! + ix.prefixCache.get(k)!.length;
    });
    const cacheDocs = new Uint32Array(cacheStart[cacheKeys.length]!);
    cacheKeys.forEach((k, i) => cacheDocs.set(ix.prefixCache.get(k)!, cacheStart[i]));
    arrays.cacheDocs = put(cacheDocs);
    arrays.cacheStart = put(cacheStart);
    countries.push({
      country: ix.country,
      docCount: ix.docCount,
      tokens: ix.tokens,
      cityKeys: ix.cityKeys,
      regionKeys: ix.regionKeys,
      arrays,
      cacheKeys,
    });
  }
  const header = new TextEncoder().encode(JSON.stringify({ meta: ds.meta, countries } satisfies Header));
  const headLen = Math.ceil((MAGIC.length + 4 + header.length) / 8) * 8;
  const out = new Uint8Array(headLen + offset);
  out.set(new TextEncoder().encode(MAGIC));
  new DataView(out.buffer).setUint32(MAGIC.length, header.length, true);
  out.set(header, MAGIC.length + 4);
  let at = headLen;
  for (const c of chunks) {
    out.set(new Uint8Array(c.buffer, c.byteOffset, c.byteLength), at);
    at += Math.ceil(c.byteLength / 8) * 8;
  }
  return out;
}

export function deserialiseDataset(bytes: Uint8Array): BusinessDataset {
  const magic = new TextDecoder().decode(bytes.subarray(0, MAGIC.length));
  if (OLDER.test(magic))
    throw new Error('business index file from an older Onward version: build it again from its source files');
  if (magic !== MAGIC) throw new Error('not an Onward business index file');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerLength = view.getUint32(MAGIC.length, true);
  const header = JSON.parse(
    new TextDecoder().decode(bytes.subarray(MAGIC.length + 4, MAGIC.length + 4 + headerLength)),
  ) as Header;
  const base = Math.ceil((MAGIC.length + 4 + headerLength) / 8) * 8;
  // Copy once into an aligned buffer; typed arrays then view it without further copies.
  // (Buffer#slice would return a view, hence the explicit Uint8Array copy.)
  const body = Uint8Array.prototype.slice.call(bytes, base).buffer;
  const get = (ref: ArrayRef): Typed => new CTORS[ref.type](body, ref.offset, ref.length);
  const countries = new Map<string, CountryIndex>();
  for (const c of header.countries) {
    const a = Object.fromEntries(Object.entries(c.arrays).map(([k, ref]) => [k, get(ref)])) as Record<
      keyof CountryHeader['arrays'],
      Typed
    >;
    const cacheStart = a.cacheStart as Uint32Array;
    const prefixCache = new Map(
      c.cacheKeys.map((k, i) => [k, (a.cacheDocs as Uint32Array).subarray(cacheStart[i], cacheStart[i + 1])]),
    );
    countries.set(c.country, {
      country: c.country,
      docCount: c.docCount,
      tokens: c.tokens,
      trie: buildTrie(c.tokens),
      cityKeys: c.cityKeys,
      regionKeys: c.regionKeys,
      postStart: a.postStart as Uint32Array,
      postMid: a.postMid as Uint32Array,
      postings: a.postings as Uint32Array,
      fwdStart: a.fwdStart as Uint32Array,
      fwd: a.fwd as Uint32Array,
      docDup: a.docDup as Uint16Array,
      docCity: a.docCity as Uint16Array | Uint32Array,
      docRegion: a.docRegion as Uint16Array | Uint32Array,
      cityDocStart: a.cityDocStart as Uint32Array,
      cityDocs: a.cityDocs as Uint32Array,
      regionDocStart: a.regionDocStart as Uint32Array,
      regionDocs: a.regionDocs as Uint32Array,
      store: { bytes: a.storeBytes as Uint8Array, start: a.storeStart as Uint32Array },
      prefixCache,
    });
  }
  return datasetFromIndexes(header.meta, countries);
}
