// Bytes held by a built country index, counted from its typed arrays and strings (V8 keeps
// one-byte strings as a 16-byte header plus the characters, rounded up to 8).
import type { CountryIndex } from '../../src/businesses/index/types.js';

const str = (s: string): number => 16 + Math.ceil(s.length / 8) * 8;

export interface IndexBytes {
  search: number;
  store: number;
}

export function indexBytes(ix: CountryIndex): IndexBytes {
  let search = 0;
  for (const a of [
    ix.postStart,
    ix.postMid,
    ix.postings,
    ix.fwdStart,
    ix.fwd,
    ix.docDup,
    ix.docCity,
    ix.docRegion,
    ix.cityDocStart,
    ix.cityDocs,
    ix.regionDocStart,
    ix.regionDocs,
  ])
    search += a.byteLength;
  search += ix.trie.char.byteLength + ix.trie.next.byteLength + ix.trie.tokLo.byteLength;
  search += ix.tokens.length * 8; // the array of pointers
  for (const t of ix.tokens) search += str(t);
  for (const k of [...ix.cityKeys, ...ix.regionKeys]) search += str(k) + 8;
  for (const [k, v] of ix.prefixCache) search += str(k) + v.byteLength + 64 + 40; // map entry + typed array object
  return { search, store: ix.store.bytes.byteLength + ix.store.start.byteLength };
}
