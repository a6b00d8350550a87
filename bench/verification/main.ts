// bench/verification: the built-in document verifier on the good TD3 specimen, as shipped (dist/),
// then the built-in document reader (reading.ts).
// Reports time per verification (p50/p99), the RSS each OCR worker adds, and responsiveness:
// event-loop delay of this process while 4 verifications run against the same with none running
// (OCR runs in worker threads, so the loop should stay free; what is left is sharp's decode
// callbacks and the quality measures' few milliseconds of JS).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { shipped } from '../support/shipped.js';
import { passportSpecimen, renderSpecimen } from '../../src/verification/document/test-support/specimen.js';
import type * as Doc from '../../src/verification/document/index.js';

const doc = await shipped<typeof Doc>('verification/document/index.js');
const gc = (globalThis as { gc?: () => void }).gc;
const rssMb = (): number => {
  gc?.();
  return process.memoryUsage().rss / 1048576;
};
const pctl = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] as number;
};
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const config: Doc.DocumentCheckConfig = {
  allowedDocumentTypes: ['passport'],
  allowedIssuingCountries: ['UTO'],
  requireExpiry: true,
  quality: doc.DEFAULT_QUALITY,
};
const applicant: Doc.ApplicantData = {
  firstName: 'Anna Maria',
  lastName: 'Eriksson',
  dateOfBirth: '1974-08-12',
  nationality: 'UTO',
};
const image = await renderSpecimen(passportSpecimen(), { format: 'jpeg' });
const input: Doc.DocumentInput = { front: image, mimeType: 'image/jpeg' };
const clock = () => new Date('2026-11-24T12:00:00Z');

async function withPool<T>(size: number, fn: (v: Doc.DocumentVerifier) => Promise<T>): Promise<T> {
  const pool = await doc.createOcrPool({ ...doc.DEFAULT_OCR_POOL, dataDir: doc.ocrDataDir(), size });
  try {
    return await fn(doc.createLocalDocumentVerifier({ ocr: pool, clock }));
  } finally {
    await pool.close();
  }
}

// RSS per worker: the process before any pool, then with a warmed-up pool of 1 and of 2.
const rss0 = rssMb();
const rssWith = async (size: number) =>
  withPool(size, async (v) => {
    const first = await v.verify(input, config, applicant);
    if (first.decision !== 'passed') throw new Error(`the good specimen did not pass: ${JSON.stringify(first)}`);
    await Promise.all(Array.from({ length: size }, () => v.verify(input, config, applicant)));
    return rssMb();
  });
const rss1 = await rssWith(1);
const rss2 = await rssWith(2);
console.log(
  `RSS: ${rss0.toFixed(0)} MB without OCR; +${(rss1 - rss0).toFixed(0)} MB with 1 warmed worker; +${(rss2 - rss0).toFixed(0)} MB with 2 (${((rss2 - rss0) / 2).toFixed(0)} MB per worker)`,
);

// Latency, one verification at a time on one worker.
await withPool(1, async (v) => {
  await v.verify(input, config, applicant);
  const lat: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const r = await v.verify(input, config, applicant);
    lat.push(performance.now() - t);
    if (r.decision !== 'passed') throw new Error(`run ${i}: ${r.decision}`);
  }
  console.log(
    `per verification (1 worker, sequential, ${RUNS} runs): p50 ${pctl(lat, 50).toFixed(0)} ms, p99 ${pctl(lat, 99).toFixed(0)} ms, max ${Math.max(...lat).toFixed(0)} ms`,
  );
});

// Responsiveness: event-loop delay idle, then while 4 verifications run on a pool of 2.
async function loopDelay(
  ms: number,
  work?: () => Promise<unknown>,
): Promise<{ p50: number; p99: number; max: number; workMs: number }> {
  const h = monitorEventLoopDelay({ resolution: 1 });
  h.enable();
  const t = performance.now();
  await Promise.all([work?.(), new Promise((r) => setTimeout(r, ms))]);
  const workMs = performance.now() - t;
  h.disable();
  return { p50: h.percentile(50) / 1e6, p99: h.percentile(99) / 1e6, max: h.max / 1e6, workMs };
}
await withPool(2, async (v) => {
  await Promise.all([v.verify(input, config, applicant), v.verify(input, config, applicant)]);
  const idle = await loopDelay(3000);
  const busy = await loopDelay(0, () =>
    Promise.all(Array.from({ length: 4 }, () => v.verify(input, config, applicant))),
  );
  const f = (x: { p50: number; p99: number; max: number }) =>
    `p50 ${x.p50.toFixed(1)} ms, p99 ${x.p99.toFixed(1)} ms, max ${x.max.toFixed(1)} ms`;
  console.log(`event-loop delay idle: ${f(idle)}`);
  console.log(
    `event-loop delay during 4 concurrent verifications (pool of 2, ${busy.workMs.toFixed(0)} ms for all 4): ${f(busy)}`,
  );
});

// The same work behind the API: the empty route's latency while 4 documents are verified (api.ts).
await (await import('./api.js')).apiPhase();

// Document reading (person_ocr / business_ocr) on the same machine: reading.ts.
await (await import('./reading.js')).readingPhase();
