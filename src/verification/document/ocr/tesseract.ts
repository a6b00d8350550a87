/**
 * tesseract.js, loaded so that its worker threads start without the parent's Node flags.
 *
 * Why: a worker thread inherits the parent's execArgv, and tesseract.js spawns with a bare
 * `new Worker(path)` that offers no way to pass `execArgv`. Under our test runner the parent has
 * `--import ./test/support/fast-check-seed.ts`, which fails in a file-based worker ("Unknown file
 * extension .ts": the TypeScript loader is not yet active there), and the OCR worker never starts.
 * Its script is plain JavaScript and needs no flag, so while tesseract.js loads (it takes the
 * Worker class once, at load) `worker_threads.Worker` is a subclass that passes `execArgv: []`.
 * Nothing else runs in that synchronous window, and the original class is put back at once.
 */
import { createRequire } from 'node:module';
import type TesseractModule from 'tesseract.js';

type WorkerClass = typeof import('node:worker_threads').Worker;

function loadTesseract(): typeof TesseractModule {
  const require = createRequire(import.meta.url);
  const threads = require('node:worker_threads') as { Worker: WorkerClass };
  const Original = threads.Worker;
  class FlaglessWorker extends Original {
    constructor(filename: string | URL, options?: ConstructorParameters<WorkerClass>[1]) {
      super(filename, { ...options, execArgv: [] });
    }
  }
  threads.Worker = FlaglessWorker;
  try {
    return require('tesseract.js') as typeof TesseractModule;
  } finally {
    threads.Worker = Original;
  }
}

export const Tesseract = loadTesseract();
export type TesseractWorker = TesseractModule.Worker;
export type TesseractPage = TesseractModule.Page;
export type TesseractParams = Partial<TesseractModule.WorkerParams>;
