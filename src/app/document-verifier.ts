/**
 * The document verifier of built-in provider_doc_v steps, started on first use: its OCR workers
 * cost ~0.4 s and 100-170 MB each to start, which a deployment without document steps (and every
 * test that runs none) should not pay at boot. One start is shared by concurrent first callers; a
 * failed start (missing model file) is not kept, so the next document tries again.
 */
import {
  createLocalDocumentVerifier,
  createOcrPool,
  DEFAULT_OCR_POOL,
  ocrDataDir,
  type DocumentVerifier,
  type OcrPool,
} from '../verification/document/index.js';

export interface LazyDocumentVerifier {
  get(): Promise<DocumentVerifier>;
  close(): Promise<void>;
}

export function createLazyDocumentVerifier(options: { workers: number; clock: () => Date }): LazyDocumentVerifier {
  let starting: Promise<OcrPool> | undefined;
  return {
    async get() {
      starting ??= createOcrPool({ ...DEFAULT_OCR_POOL, dataDir: ocrDataDir(), size: options.workers }).catch(
        (err: unknown) => {
          starting = undefined;
          throw err;
        },
      );
      return createLocalDocumentVerifier({ ocr: await starting, clock: options.clock });
    },
    async close() {
      const pool = starting;
      starting = undefined;
      if (pool) await (await pool.catch(() => undefined))?.close();
    },
  };
}
