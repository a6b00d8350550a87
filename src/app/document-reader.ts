/**
 * The document reader of built-in person_ocr / business_ocr steps, started on first use like the
 * document verifier (document-verifier.ts): its pool is the same tesseract.js pool code, loaded with
 * the English text model from @tesseract.js-data/eng on disk, and sized by the same
 * ONWARD_OCR_WORKERS. A deployment without OCR steps never starts it; a failed start is not kept.
 */
import {
  createOcrPool,
  DEFAULT_OCR_POOL,
  TEXT_MODEL,
  textOcrDataDir,
  type OcrPool,
} from '../verification/document/index.js';
import { createLocalDocumentReader, type DocumentReader } from '../verification/reading/index.js';

export interface LazyDocumentReader {
  get(): Promise<DocumentReader>;
  close(): Promise<void>;
}

export function createLazyDocumentReader(options: { workers: number }): LazyDocumentReader {
  let starting: Promise<OcrPool> | undefined;
  return {
    async get() {
      starting ??= createOcrPool({
        ...DEFAULT_OCR_POOL,
        dataDir: textOcrDataDir(),
        model: TEXT_MODEL,
        size: options.workers,
      }).catch((err: unknown) => {
        starting = undefined;
        throw err;
      });
      return createLocalDocumentReader({ ocr: await starting });
    },
    async close() {
      const pool = starting;
      starting = undefined;
      if (pool) await (await pool.catch(() => undefined))?.close();
    },
  };
}
