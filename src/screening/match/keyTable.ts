// The key strings of one index, numbered in the order they were first added: an open-addressing
// hash table over typed arrays, in place of a Map<string, number>. An index build adds about
// 135,000 keys, each made once and looked up once more; the Map's insertions were the largest
// single cost of the build. Here a key's hash (hashKey, which the query's key filter needs anyway)
// is computed once, one probe answers "absent or added", and growing rehashes stored numbers.
// The keys' characters are kept in one typed array, not as strings: 135,000 strings, alive from
// the build on, were copied twice by the young-generation collector while the build ran.
import { hashKey } from './prepare.js';

/** The slot a hash starts probing at. */
const home = (h: number, mask: number): number => (h ^ (h >>> 15)) & mask;

export class KeyTable {
  private count = 0;
  private hashes = new Int32Array(1024);
  /** Key `id` is chars[starts[id], starts[id + 1]). */
  private starts = new Int32Array(1025);
  private chars = new Uint16Array(8192);
  /** Key id + 1 per slot, 0 when empty; at most half full. */
  private slots = new Int32Array(2048);
  private mask = 2047;

  get size(): number {
    return this.count;
  }

  /** The keys by id (made on each call: for tests and list deltas, not for lookups). */
  get keys(): string[] {
    const out: string[] = [];
    for (let id = 0; id < this.count; id++) out.push(this.keyAt(id));
    return out;
  }

  keyAt(id: number): string {
    return String.fromCharCode(...this.chars.subarray(this.starts[id], this.starts[id + 1]));
  }

  /** The hashKey of the key with this id. */
  hashOf(id: number): number {
    return this.hashes[id] as number;
  }

  private equals(id: number, key: string): boolean {
    const from = this.starts[id] as number;
    if ((this.starts[id + 1] as number) - from !== key.length) return false;
    const chars = this.chars;
    for (let i = 0; i < key.length; i++) if (chars[from + i] !== key.charCodeAt(i)) return false;
    return true;
  }

  /** The id of `key`, added with the next id when absent. */
  add(key: string): number {
    const h = hashKey(key);
    const slots = this.slots;
    let i = home(h, this.mask);
    for (;;) {
      const s = slots[i] as number;
      if (s === 0) break;
      if (this.hashes[s - 1] === h && this.equals(s - 1, key)) return s - 1;
      i = (i + 1) & this.mask;
    }
    const id = this.count++;
    if (id === this.hashes.length) {
      const hashes = new Int32Array(id * 2);
      hashes.set(this.hashes);
      this.hashes = hashes;
      const starts = new Int32Array(id * 2 + 1);
      starts.set(this.starts);
      this.starts = starts;
    }
    this.hashes[id] = h;
    const from = this.starts[id] as number;
    const end = from + key.length;
    if (end > this.chars.length) {
      const chars = new Uint16Array(Math.max(end, this.chars.length * 2));
      chars.set(this.chars);
      this.chars = chars;
    }
    for (let c = 0; c < key.length; c++) this.chars[from + c] = key.charCodeAt(c);
    this.starts[id + 1] = end;
    slots[i] = id + 1;
    if (2 * this.count > this.mask) this.grow();
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
      if (this.hashes[s - 1] === h && this.equals(s - 1, key)) return s - 1;
      i = (i + 1) & mask;
    }
  }

  private grow(): void {
    const size = (this.mask + 1) * 2;
    const slots = new Int32Array(size);
    const mask = size - 1;
    for (let id = 0; id < this.count; id++) {
      let i = home(this.hashes[id] as number, mask);
      while (slots[i] !== 0) i = (i + 1) & mask;
      slots[i] = id + 1;
    }
    this.slots = slots;
    this.mask = mask;
  }
}
