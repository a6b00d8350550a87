// bench/screening: single-subject latency and batch throughput of the screening service over
// every shipped list, with index build time and memory, against a brute-force scan (same
// scorer over every list name) measured in the same run. One thread = one core.
import { createListRegistry, createScreeningService, loadDemoLists } from '../../src/screening/index.js';
import { matchListBruteForce } from '../../src/screening/match/matchList.js';
import { buildQuery, DEFAULT_THRESHOLDS, type ScreeningSubject } from '../../src/screening/service.js';
import { loadNegatives } from '../../tools/screening-eval/datasets.js';
import { buildVariants } from '../../tools/screening-eval/variants.js';
import { createRng } from '../../tools/screening-eval/rng.js';

const gc = (globalThis as { gc?: () => void }).gc;
const heapMb = (): number => {
  gc?.();
  return process.memoryUsage().heapUsed / 1048576;
};
const pctl = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] as number;
};
const fmt = (ms: number): string => `${(ms * 1000).toFixed(0)} µs`;

const heap0 = heapMb();
// Wall time and this process's CPU time: on a shared machine the wall-clock figures (the tail
// most) include the time the thread waited for a core, which CPU time leaves out.
const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const cpu0 = cpuMs();
const t0 = performance.now();
const registry = createListRegistry();
await loadDemoLists(registry);
const loadMs = performance.now() - t0;
const loadCpuMs = cpuMs() - cpu0;
const heap1 = heapMb();
const lists = registry.active();
const names = lists.reduce((n, l) => n + l.index.names.length, 0);
const buildMs = lists.reduce((n, l) => n + l.buildMs, 0);
console.log(
  `lists: ${lists.length}, ${lists.reduce((n, l) => n + l.records.length, 0)} records, ${names} indexed names, ${lists.reduce((n, l) => n + l.index.keyCount, 0)} keys, ${lists.reduce((n, l) => n + l.index.postingCount, 0)} postings`,
);
console.log(
  `import + index: ${loadMs.toFixed(0)} ms wall, ${loadCpuMs.toFixed(0)} ms CPU (index build alone ${buildMs.toFixed(0)} ms wall); heap for lists + indexes ${(heap1 - heap0).toFixed(1)} MB`,
);

// Subjects: listed people with variations (hits) and synthetic unlisted people (mostly no hit).
const variants = buildVariants(
  lists.map((l) => ({ listName: l.meta.listName, records: l.records })),
  60,
  createRng(7),
);
const negatives = [
  ...loadNegatives('negatives_global.csv').slice(0, 750),
  ...loadNegatives('negatives_us.csv').slice(0, 750),
];
const subjects: ScreeningSubject[] = [...variants, ...negatives];
const svc = createScreeningService({ registry });

for (let i = 0; i < 2; i++) svc.screenBatch(subjects);
const lat: number[] = [];
const cpuLat: number[] = [];
for (const s of subjects) {
  const c = cpuMs();
  const t = performance.now();
  svc.screenIndividual(s);
  lat.push(performance.now() - t);
  cpuLat.push(cpuMs() - c);
}
let done = 0;
const tb = performance.now();
const cb = cpuMs();
while (performance.now() - tb < 2000) {
  svc.screenBatch(subjects);
  done += subjects.length;
}
const perSec = done / ((performance.now() - tb) / 1000);
const perCpuSec = done / ((cpuMs() - cb) / 1000);

// Brute force: every list name scored for every subject (a sample; it is slow).
const sample = subjects.filter((_, i) => i % 10 === 0);
const bruteLat: number[] = [];
for (const s of sample) {
  const q = buildQuery(s);
  const t = performance.now();
  for (const l of lists) matchListBruteForce(l, q, DEFAULT_THRESHOLDS.watchlist);
  bruteLat.push(performance.now() - t);
}
const indexedSample = sample.map((s) => lat[subjects.indexOf(s)] as number);

console.log(
  `\nsubjects: ${subjects.length} (${variants.length} listed-person variants, ${negatives.length} synthetic negatives)`,
);
console.log(
  `single subject, indexed:  p50 ${fmt(pctl(lat, 50))}  p99 ${fmt(pctl(lat, 99))}  max ${fmt(Math.max(...lat))} wall; CPU p50 ${fmt(pctl(cpuLat, 50))}  p99 ${fmt(pctl(cpuLat, 99))} (goal p99 < 1000 µs)`,
);
console.log(
  `single subject, brute force (${sample.length} subjects): p50 ${fmt(pctl(bruteLat, 50))}  p99 ${fmt(pctl(bruteLat, 99))}`,
);
console.log(
  `ratio brute/indexed on the same subjects: p50 ${(pctl(bruteLat, 50) / pctl(indexedSample, 50)).toFixed(1)}x  p99 ${(pctl(bruteLat, 99) / pctl(indexedSample, 99)).toFixed(1)}x`,
);
console.log(
  `batch throughput, one core: ${perSec.toFixed(0)} subjects/s wall, ${perCpuSec.toFixed(0)} per CPU second (goal > 4000) (brute force ≈ ${(1000 / (bruteLat.reduce((a, b) => a + b, 0) / bruteLat.length)).toFixed(0)} subjects/s)`,
);
console.log(`heap after run ${heapMb().toFixed(1)} MB`);
