// The docs a query phase has already scored. A small hash table sized to a query's visits (a
// few thousand at most) instead of a mark per record of the index: on a 1M-record index the
// per-record array cost one cache miss per visit and 4 bytes per record. Entries are tagged
// with the phase's epoch, so starting a new phase clears nothing.

const HASH = 0x9e3779b1; // Fibonacci hashing: consecutive doc ids spread over the table

export class DocMarks {
  private keys: Uint32Array;
  private tags: Uint32Array;
  private shift: number;
  private count = 0;
  private epoch = 1;

  constructor(bits = 12) {
    this.keys = new Uint32Array(1 << bits);
    this.tags = new Uint32Array(1 << bits);
    this.shift = 32 - bits;
  }

  /** Empties the set (a new epoch; the table is wiped only when the epoch counter wraps). */
  reset(): void {
    this.count = 0;
    if (++this.epoch === 0xffffffff) {
      this.tags.fill(0);
      this.epoch = 1;
    }
  }

  /** Adds d; false when it was already in the set. */
  add(d: number): boolean {
    if (this.count * 2 >= this.keys.length) this.grow();
    const { keys, tags, epoch } = this;
    const mask = keys.length - 1;
    for (let i = Math.imul(d, HASH) >>> this.shift; ; i = (i + 1) & mask) {
      if (tags[i] !== epoch) {
        tags[i] = epoch;
        keys[i] = d;
        this.count++;
        return true;
      }
      if (keys[i] === d) return false;
    }
  }

  private grow(): void {
    const { keys, tags, epoch } = this;
    this.keys = new Uint32Array(keys.length * 2);
    this.tags = new Uint32Array(keys.length * 2);
    this.shift--;
    this.count = 0;
    for (let i = 0; i < keys.length; i++) if (tags[i] === epoch) this.add(keys[i]!);
  }
}
