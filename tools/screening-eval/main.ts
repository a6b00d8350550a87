// `npm run eval:screening`: match quality of the screening engine against plain whole-name
// Jaro-Winkler, on the same sets in the same run. Prints recall on generated variants,
// false-positive rates on the shipped synthetic negatives and near-misses, F1 on cases.csv
// and the cross-script pairs.
import { createListRegistry, loadDemoLists, DEFAULT_THRESHOLDS, compareNames } from '../../src/screening/index.js';
import { matchList } from '../../src/screening/match/matchList.js';
import { buildQuery, type ScreeningSubject } from '../../src/screening/service.js';
import { jaroWinkler } from '../../src/screening/match/jaroWinkler.js';
import { buildBaseline, baselineScores, foldWhole, type BaselineIndex } from './baseline.js';
import { loadCases, loadCrossScript, loadCrossScriptGenerated, loadNegatives, type Negative } from './datasets.js';
import { bestF1, f1, pct, rate, thresholdForFpr } from './metrics.js';
import { createRng } from './rng.js';
import { buildNearMisses, buildVariants } from './variants.js';
import { buildHardVariants } from './hardVariants.js';

const PER_KIND = Number(process.env.EVAL_PER_KIND ?? 300);
const BASELINE_SAMPLE = Number(process.env.EVAL_BASELINE_SAMPLE ?? 1500);
const T = DEFAULT_THRESHOLDS.watchlist;

const registry = createListRegistry();
await loadDemoLists(registry);
const lists = registry.active().filter((l) => l.meta.kind !== 'adverse-media');
const allRecords = lists.flatMap((l) => l.records);
const baseline: BaselineIndex = buildBaseline(allRecords);

/** Our best score over all lists, and the score of the target record when one is given. */
function ours(
  subject: ScreeningSubject,
  target?: { listName: string; recordId: string },
): { max: number; target: number } {
  const q = buildQuery(subject);
  let max = 0;
  let t = 0;
  for (const l of lists) {
    for (const h of matchList(l, q, 0)) {
      if (h.score > max) max = h.score;
      if (target && l.meta.listName === target.listName && h.record.id === target.recordId && h.score > t) t = h.score;
    }
  }
  return { max, target: t };
}

const fullName = (s: ScreeningSubject): string => [s.FirstName, s.LastName].filter(Boolean).join(' ');
const rng = createRng(20240611);
const variants = buildVariants(
  lists.map((l) => ({ listName: l.meta.listName, records: l.records })),
  PER_KIND,
  rng,
);
const nearMisses = buildNearMisses(
  lists.map((l) => ({ listName: l.meta.listName, records: l.records })),
  PER_KIND,
  rng,
);
// The hard-name kinds draw from their own seeded generator, so adding them left the earlier
// kinds' queries (and the near-misses) exactly as they were.
variants.push(
  ...buildHardVariants(
    lists.map((l) => ({ listName: l.meta.listName, records: l.records })),
    PER_KIND,
    createRng(20261124),
  ),
);
console.log(`lists: ${lists.map((l) => `${l.meta.listName} ${l.meta.version}`).join('; ')}`);
console.log(
  `generated ${variants.length} true variants and ${nearMisses.length} near-misses (seeded); threshold ${T}\n`,
);

// --- variants: recall --------------------------------------------------------------------
const vOurs = variants.map((v) => ours(v, v).target);
const vBase = variants.map((v) => baselineScores(baseline, fullName(v), v.recordId).target);
const kinds = [...new Set(variants.map((v) => v.kind))];
// --- near-misses: must not match the record they were derived from ------------------------
const nOurs = nearMisses.map((v) => ours(v, v).target);
const nBase = nearMisses.map((v) => baselineScores(baseline, fullName(v), v.recordId).target);
// --- synthetic negatives ------------------------------------------------------------------
const NEG_LIMIT = Number(process.env.EVAL_NEG_LIMIT ?? 50000);
const negG = loadNegatives('negatives_global.csv').slice(0, NEG_LIMIT);
const negU = loadNegatives('negatives_us.csv').slice(0, NEG_LIMIT);
const t0 = performance.now();
const gOurs = negG.map((n) => ours(n).max);
const uOurs = negU.map((n) => ours(n).max);
const negMs = performance.now() - t0;
const sample = (xs: Negative[]): Negative[] =>
  xs.filter((_, i) => i % Math.max(1, Math.floor(xs.length / BASELINE_SAMPLE)) === 0).slice(0, BASELINE_SAMPLE);
const sG = sample(negG);
const sU = sample(negU);
const sBase = [...sG, ...sU].map((n) => baselineScores(baseline, fullName(n)).max);
const sOurs = [...sG, ...sU].map((n) => ours(n).max);

const allNeg = [...gOurs, ...uOurs];
const baseT = thresholdForFpr(sBase, rate(sOurs, T));
console.log('== True variants: recall at the default threshold ==');
console.log(
  `${'kind'.padEnd(16)} ${'n'.padStart(5)}  ${'ours'.padStart(8)}  ${'JW@0.90'.padStart(8)}  JW@same-FPR(${baseT.toFixed(3)})`,
);
for (const k of kinds) {
  const idx = variants.map((v, i) => (v.kind === k ? i : -1)).filter((i) => i >= 0);
  const o = idx.map((i) => vOurs[i] as number);
  const b = idx.map((i) => vBase[i] as number);
  console.log(
    `${k.padEnd(16)} ${String(idx.length).padStart(5)}  ${pct(rate(o, T)).padStart(8)}  ${pct(rate(b, 0.9)).padStart(8)}  ${pct(rate(b, baseT)).padStart(8)}`,
  );
}
console.log(
  `${'ALL'.padEnd(16)} ${String(variants.length).padStart(5)}  ${pct(rate(vOurs, T)).padStart(8)}  ${pct(rate(vBase, 0.9)).padStart(8)}  ${pct(rate(vBase, baseT)).padStart(8)}`,
);

console.log('\n== False positives ==');
console.log(
  `negatives_global (${negG.length}, with DOB and nationality): ours ${pct(rate(gOurs, T))}  [Latin ${pct(
    rate(
      gOurs.filter((_, i) => !negG[i]?.nonLatin),
      T,
    ),
  )}, non-Latin ${pct(
    rate(
      gOurs.filter((_, i) => negG[i]?.nonLatin),
      T,
    ),
  )}]`,
);
console.log(`negatives_us     (${negU.length}, with DOB and nationality): ours ${pct(rate(uOurs, T))}`);
console.log(`all 100k negatives: ours ${pct(rate(allNeg, T))}  (${(negMs / allNeg.length).toFixed(3)} ms per subject)`);
console.log(
  `baseline sample (${sBase.length} negatives, name only): JW@0.90 ${pct(rate(sBase, 0.9))}, JW@0.85 ${pct(rate(sBase, 0.85))}; ours on the same sample ${pct(rate(sOurs, T))}`,
);
for (const k of ['surname-swap', 'given-swap']) {
  const idx = nearMisses.map((v, i) => (v.kind === k ? i : -1)).filter((i) => i >= 0);
  console.log(
    `near-miss ${k.padEnd(13)} (${idx.length}): ours ${pct(
      rate(
        idx.map((i) => nOurs[i] as number),
        T,
      ),
    )}  JW@0.90 ${pct(
      rate(
        idx.map((i) => nBase[i] as number),
        0.9,
      ),
    )}  JW@${baseT.toFixed(3)} ${pct(
      rate(
        idx.map((i) => nBase[i] as number),
        baseT,
      ),
    )}`,
  );
}

console.log('\n== Labelled name pairs ==');
const cases = loadCases();
const cOurs = cases.map((c) => ({ score: compareNames(c.a, c.b), match: c.match }));
const cBase = cases.map((c) => ({ score: jaroWinkler(foldWhole(c.a), foldWhole(c.b)), match: c.match }));
const ob = bestF1(cOurs);
const bb = bestF1(cBase);
const at = f1(cOurs, T);
console.log(
  `cases.csv (${cases.length}): ours F1 ${at.f1.toFixed(3)} at ${T} (P ${at.precision.toFixed(3)} R ${at.recall.toFixed(3)}); best ${ob.f1.toFixed(3)} at ${ob.t.toFixed(3)} | JW whole-name best F1 ${bb.f1.toFixed(3)} at ${bb.t.toFixed(3)}, at 0.90 ${f1(cBase, 0.9).f1.toFixed(3)}`,
);
const persons = cases.filter((c) => c.schema === 'Person');
const pOurs = persons.map((c) => ({ score: compareNames(c.a, c.b), match: c.match }));
console.log(`  Person rows only (${persons.length}): ours F1 ${f1(pOurs, T).f1.toFixed(3)}`);
const cross = loadCrossScript();
const xOurs = cross.map((c) => compareNames(c.a, c.b));
const xBase = cross.map((c) => jaroWinkler(foldWhole(c.a), foldWhole(c.b)));
console.log(
  `cross_script_pairs (${cross.length}): matched at threshold: ours ${pct(rate(xOurs, T))}, JW@0.90 ${pct(rate(xBase, 0.9))}`,
);
const gen = loadCrossScriptGenerated();
for (const split of ['test', 'dev'] as const) {
  const parts = [...new Set(gen.map((g) => g.script))].map((script) => {
    const rowsOf = gen.filter((g) => g.split === split && g.script === script);
    const pos = rowsOf.filter((g) => g.match).map((g) => compareNames(g.a, g.b));
    const neg = rowsOf.filter((g) => !g.match).map((g) => compareNames(g.a, g.b));
    return `${script} recall ${pct(rate(pos, T))} FPR ${pct(rate(neg, T))} (${pos.length}+${neg.length})`;
  });
  console.log(`cross_script_generated ${split}${split === 'dev' ? ' (tuned on)' : ''}: ${parts.join('; ')}`);
}

const missed = variants.filter((_, i) => (vOurs[i] as number) < T).slice(0, Number(process.env.EVAL_SHOW ?? 0));
for (const m of missed)
  console.log(
    `  missed ${m.kind}: "${fullName(m)}" (${m.DateOfBirth ?? '-'}) from "${m.source}" score ${(vOurs[variants.indexOf(m)] as number).toFixed(3)}`,
  );
