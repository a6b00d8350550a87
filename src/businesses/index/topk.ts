// Bounded selection of the best k items by a numeric key (lower is better), as a max-heap on
// the key so the worst kept item is at the root and most candidates are rejected in O(1).
export class BoundedMinSet {
  readonly keys: Float64Array;
  size = 0;
  constructor(readonly k: number) {
    this.keys = new Float64Array(k);
  }

  get full(): boolean {
    return this.size === this.k;
  }

  /** The worst key kept (only meaningful when full). */
  get worst(): number {
    return this.keys[0]!;
  }

  offer(key: number): void {
    const h = this.keys;
    if (this.size < this.k) {
      let i = this.size++;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (h[parent]! >= key) break;
        h[i] = h[parent]!;
        i = parent;
      }
      h[i] = key;
      return;
    }
    if (key >= h[0]!) return;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= this.k) break;
      const r = l + 1;
      const c = r < this.k && h[r]! > h[l]! ? r : l;
      if (h[c]! <= key) break;
      h[i] = h[c]!;
      i = c;
    }
    h[i] = key;
  }

  /** The kept keys, best (lowest) first. A typed array's sort is numeric and needs no comparator calls. */
  sorted(): Float64Array {
    return this.keys.slice(0, this.size).sort();
  }
}
