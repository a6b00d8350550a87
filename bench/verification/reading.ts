/**
 * bench/verification, document reading (person_ocr / business_ocr): the built-in reader as shipped
 * (dist/) on generated documents. Time per reading (p50/p99) of an identity card photo, a registry
 * extract scanned to PDF (rasterised, then OCR) and the same extract with a text layer (no OCR);
 * the RSS a warmed text-model worker adds; then the empty route's latency behind the API while 4
 * identity cards are read (api.ts).
 */
import { shipped } from '../support/shipped.js';
import { apiPhase, uploadScenario } from './api.js';
import {
  businessPdfScan,
  businessPdfWithText,
  personCard,
} from '../../src/verification/reading/test-support/documents.js';
import type * as Doc from '../../src/verification/document/index.js';
import type * as Reading from '../../src/verification/reading/index.js';

const doc = await shipped<typeof Doc>('verification/document/index.js');
const reading = await shipped<typeof Reading>('verification/reading/index.js');
const gc = (globalThis as { gc?: () => void }).gc;
const rssMb = (): number => {
  gc?.();
  return process.memoryUsage().rss / 1048576;
};
const pctl = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] as number;
};
const RUNS = Number(process.env.BENCH_READING_RUNS ?? 15);

export async function readingPhase(): Promise<void> {
  const rss0 = rssMb();
  const pool = await doc.createOcrPool({
    ...doc.DEFAULT_OCR_POOL,
    dataDir: doc.textOcrDataDir(),
    model: doc.TEXT_MODEL,
    size: 1,
  });
  try {
    const reader = reading.createLocalDocumentReader({ ocr: pool });
    const cases: Array<[string, Buffer, Reading.ReadRequest]> = [
      [
        'identity card photo (OCR)',
        await personCard(),
        { kind: 'person', fields: reading.PERSON_FIELDS, required: [] },
      ],
      [
        'registry extract, scanned PDF (rasterise + OCR)',
        await businessPdfScan(),
        { kind: 'business', fields: reading.BUSINESS_FIELDS, required: [] },
      ],
      [
        'registry extract, PDF text layer (no OCR)',
        await businessPdfWithText(),
        { kind: 'business', fields: reading.BUSINESS_FIELDS, required: [] },
      ],
    ];
    for (const [name, content, request] of cases) {
      const first = await reader.read({ content, mediaType: 'application/octet-stream' }, request);
      if (first.outcome !== 'read') throw new Error(`${name}: ${JSON.stringify(first)}`);
      const lat: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t = performance.now();
        await reader.read({ content, mediaType: 'application/octet-stream' }, request);
        lat.push(performance.now() - t);
      }
      console.log(
        `per reading, ${name} (1 worker, sequential, ${RUNS} runs): p50 ${pctl(lat, 50).toFixed(0)} ms, p99 ${pctl(lat, 99).toFixed(0)} ms`,
      );
    }
    console.log(`RSS: +${(rssMb() - rss0).toFixed(0)} MB with 1 warmed text-model worker (and pdf.js loaded)`);
  } finally {
    await pool.close();
  }
  await apiPhase(uploadScenario('identity cards are read', 'ocr', 'id', personCard(), '"id":"confirm"'));
}
