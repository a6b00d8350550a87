// jaro reads strings of up to 31 ASCII characters with bit masks: it must give exactly what the
// character walk (kept here as the reference) gives, for every pair.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { boundedEditDistance, jaro } from './jaroWinkler.js';

function reference(a: string, b: string): number {
  if (a === b) return a.length === 0 ? 0 : 1;
  const la = Math.min(a.length, 128);
  const lb = Math.min(b.length, 128);
  if (la === 0 || lb === 0) return 0;
  const window = Math.max(0, Math.floor(Math.max(la, lb) / 2) - 1);
  const fa = new Uint8Array(la);
  const fb = new Uint8Array(lb);
  let matches = 0;
  for (let i = 0; i < la; i++) {
    const lo = Math.max(0, i - window);
    const hi = Math.min(lb - 1, i + window);
    for (let j = lo; j <= hi; j++) {
      if (fb[j] === 0 && b.charCodeAt(j) === a.charCodeAt(i)) {
        fa[i] = 1;
        fb[j] = 1;
        matches++;
        break;
      }
    }
  }
  if (matches === 0) return 0;
  let k = 0;
  let t = 0;
  for (let i = 0; i < la; i++) {
    if (fa[i] === 0) continue;
    while (fb[k] === 0) k++;
    if (a.charCodeAt(i) !== b.charCodeAt(k)) t++;
    k++;
  }
  return (matches / la + matches / lb + (matches - t / 2) / matches) / 3;
}

test('property: jaro equals the character walk, short and long, ASCII or not', () => {
  // Few letters, so that matches, repeats and transpositions are common; lengths around 31.
  const text = fc.oneof(
    fc.stringMatching(/^[abcde]{0,12}$/),
    fc.stringMatching(/^[abcdefgh]{25,40}$/),
    fc.stringMatching(/^[abé\u00ffи]{0,10}$/),
  );
  fc.assert(
    fc.property(text, text, (a, b) => {
      assert.equal(jaro(a, b), reference(a, b));
      assert.equal(jaro(b, a), reference(b, a));
    }),
    { numRuns: 20000 },
  );
});

function referenceEdits(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2 = new Array<number>(b.length + 1).fill(0);
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min((prev[j] as number) + 1, (cur[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, (prev2[j - 2] as number) + 1);
      cur[j] = v;
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[b.length] as number;
}

test('property: boundedEditDistance equals the textbook optimal-string-alignment rows', () => {
  const text = fc.stringMatching(/^[abcd]{0,10}$/);
  fc.assert(
    fc.property(text, text, fc.integer({ min: 0, max: 4 }), (a, b, max) => {
      assert.equal(boundedEditDistance(a, b, max), referenceEdits(a, b, max));
    }),
    { numRuns: 20000 },
  );
});
