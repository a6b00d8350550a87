// Why word plans are built field by field (src/businesses/index/plan.ts): on V8 11 (Node 20), an
// object made by a spread plus added properties survives young-generation collections even when
// nothing holds it, so a hot path making such objects fills the old generation. This loop makes
// one object per iteration and keeps only the last; run it with --trace-gc-nvp and compare the
// `new_space_survived` / `promoted` of the scavenges:
//   node --import tsx --trace-gc-nvp bench/business/spread-survival.ts spread
//   node --import tsx --trace-gc-nvp bench/business/spread-survival.ts fields
// Measured 2026-11-29 (Node 20.20, load ~4): spread ~5 MB survived and ~4 MB promoted per
// scavenge and 4.8 s for the loop (1.6 us an object); fields nothing survived, 27 ms.
interface Word {
  text: string;
  prefix: boolean;
  optional: boolean;
  maxTypos: number;
}
interface Plan extends Word {
  exactId: number;
}

const mode = process.argv[2] === 'fields' ? 'fields' : 'spread';
let last: Plan | undefined;
let sum = 0;
const start = performance.now();
for (let i = 0; i < 3_000_000; i++) {
  const w: Word = { text: 'x', prefix: true, optional: false, maxTypos: 1 };
  last =
    mode === 'spread'
      ? { ...w, exactId: i }
      : { text: w.text, prefix: w.prefix, optional: w.optional, maxTypos: w.maxTypos, exactId: i };
  sum += last.exactId & 1;
}
console.log(`${mode}: ${(performance.now() - start).toFixed(0)} ms (${sum})`);
