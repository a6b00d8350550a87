// The key strings of one index, numbered in the order they were first added: an open-addressing
// hash table over typed arrays, in place of a Map<string, number>. An index build adds about
// 135,000 keys, each made once and looked up once more; the Map's insertions were the largest
// single cost of the build. Here a key's hash (hashKey, which the query's key filter needs anyway)
// is computed once, one probe answers "absent or added", and growing rehashes stored numbers.
import { hashKey } from './prepare.js';

/** The slot a hash starts probing at. */
const home = (h: number, mask: number): number => (h ^ (h >>> 15)) & mask;

export class KeyTable {
  /** Keys by id. */
  readonly keys: string[] = [];
  private hashes = new Int32Array(1024);
  /** Key id + 1 per slot, 0 when empty; at most half full. */
  private slots = new Int32Array(2048);
  private mask = 2047;

  get size(): number {
    return this.keys.length;
  }

  /** The hashKey of the key with this id. */
  hashOf(id: number): number {
    return this.hashes[id] as number;
  }

  /** The id of `key`, added with the next id when absent. */
  add(key: string): number {
    const h = hashKey(key);
    const slots = this.slots;
    let i = home(h, this.mask);
    for (;;) {
      const s = slots[i] as number;
      if (s === 0) break;
      if (this.hashes[s - 1] === h && this.keys[s - 1] === key) return s - 1;
      i = (i + 1) & this.mask;
    }
    const id = this.keys.length;
    this.keys.push(key);
    if (id === this.hashes.length) {
      const grown = new Int32Array(id * 2);
      grown.set(this.hashes);
      this.hashes = grown;
    }
    this.hashes[id] = h;
    slots[i] = id + 1;
    if (2 * this.keys.length > this.mask) this.grow();
    return id;
  }

  /** The id of `key` (whose hashKey is `h`), or -1. */
  find(key: string, h: number): number {
    const slots = this.slots;
    const mask = this.mask;
    let i = home(h, mask);
    for (;;) {
      const s = slots[i] as number;
      if (s === 0) return -1;
      if (this.hashes[s - 1] === h && this.keys[s - 1] === key) return s - 1;
      i = (i + 1) & mask;
    }
  }

  private grow(): void {
    const size = (this.mask + 1) * 2;
    const slots = new Int32Array(size);
    const mask = size - 1;
    for (let id = 0; id < this.keys.length; id++) {
      let i = home(this.hashes[id] as number, mask);
      while (slots[i] !== 0) i = (i + 1) & mask;
      slots[i] = id + 1;
    }
    this.slots = slots;
    this.mask = mask;
  }
}
