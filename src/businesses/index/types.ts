// The per-country index: everything a query touches lives in flat typed arrays (little for the
// garbage collector to walk, and serialisable as raw bytes).
import type { RecordStore } from './store.js';
import type { TokenTrie } from './trie.js';
import { DocMarks } from './doc-marks.js';

/**
 * Forward-index entries: the token id in the low 27 bits, its flag (core / legal form / stop
 * word) in the top two, and in the first entry of each record bits 27-29 hold the record's static
 * class. Scoring reads the class with the words it already loads, instead of from an array of
 * its own (one cache miss less per candidate on a large index).
 */
export const FLAG_SHIFT = 30;
export const CLASS_SHIFT = 27;
export const ID_MASK = (1 << CLASS_SHIFT) - 1;

/** The static class of a record whose forward entries start at `first` (see FLAG_SHIFT). */
export function classAt(fwd: Uint32Array, first: number): number {
  return (fwd[first]! >>> CLASS_SHIFT) & 7;
}

/** Short prefixes match so much that their single-word answers are computed at build time. */
export const CACHE_MAX_PREFIX = 3;
export const CACHE_SIZE = 64;

export type IdArray = Uint16Array | Uint32Array;

export interface CountryIndex {
  country: string;
  docCount: number;
  /** Sorted, unique, folded tokens; a token's id is its position. */
  tokens: string[];
  /** The same tokens as a trie, for typo matching (derived: built on load, not stored). */
  trie: TokenTrie;
  /**
   * Postings of token t: postings[postStart[t], postStart[t+1]), doc ids ascending (= static rank
   * order). The first part, up to postMid[t], holds docs where t is the name's first core word.
   */
  postStart: Uint32Array;
  postMid: Uint32Array;
  postings: Uint32Array;
  /** Forward index: the name's token ids (with flags) of doc d: fwd[fwdStart[d], fwdStart[d+1]). */
  fwdStart: Uint32Array;
  fwd: Uint32Array;
  /** Other records in the country with the same normalised name (saturating at 65535). */
  docDup: Uint16Array;
  /** 1-based ids into cityKeys / regionKeys, 0 when unknown. */
  docCity: IdArray;
  docRegion: IdArray;
  cityKeys: string[];
  regionKeys: string[];
  /** Docs per city / region id (ascending), for the location stage of a query. */
  cityDocStart: Uint32Array;
  cityDocs: Uint32Array;
  regionDocStart: Uint32Array;
  regionDocs: Uint32Array;
  store: RecordStore;
  /** Precomputed single-word answers for prefixes of up to CACHE_MAX_PREFIX characters. */
  prefixCache: Map<string, Uint32Array>;
}

/** Per-index scratch for queries (which docs a phase scored). Separate so the index itself stays immutable. */
export interface QueryScratch {
  marks: DocMarks;
}

export function newScratch(): QueryScratch {
  return { marks: new DocMarks() };
}
