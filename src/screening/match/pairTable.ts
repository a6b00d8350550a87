// Numbers stored under pairs of small non-negative integers (two word ids, a word id and a letter):
// an open-addressing table over typed arrays. The index build looks such a pair up for every
// joined word pair and every cross key of every name; a Map keyed by a * 2^20 + b, past the small
// integer range, boxed a number for each of those lookups.

/** The slot a pair starts probing at. */
const home = (a: number, b: number, mask: number): number =>
  (Math.imul(a, 0x9e3779b1) ^ Math.imul(b, 0x85ebca6b)) & mask;

export class PairTable {
  private as = new Int32Array(1024);
  private bs = new Int32Array(1024);
  /** Value + 1 per slot, 0 when empty; at most half full. */
  private values = new Int32Array(1024);
  private mask = 1023;
  private size = 0;

  /** The value stored under (a, b), or -1. */
  get(a: number, b: number): number {
    const mask = this.mask;
    for (let i = home(a, b, mask); ; i = (i + 1) & mask) {
      const v = this.values[i] as number;
      if (v === 0) return -1;
      if (this.as[i] === a && this.bs[i] === b) return v - 1;
    }
  }

  /** Stores a non-negative value under (a, b), which must be absent. */
  set(a: number, b: number, value: number): void {
    if (2 * (this.size + 1) > this.mask) this.grow();
    this.place(a, b, value + 1);
    this.size++;
  }

  private place(a: number, b: number, stored: number): void {
    const mask = this.mask;
    let i = home(a, b, mask);
    while (this.values[i] !== 0) i = (i + 1) & mask;
    this.as[i] = a;
    this.bs[i] = b;
    this.values[i] = stored;
  }

  private grow(): void {
    const { as, bs, values } = this;
    const size = (this.mask + 1) * 2;
    this.as = new Int32Array(size);
    this.bs = new Int32Array(size);
    this.values = new Int32Array(size);
    this.mask = size - 1;
    for (let i = 0; i < values.length; i++)
      if (values[i] !== 0) this.place(as[i] as number, bs[i] as number, values[i] as number);
  }
}
