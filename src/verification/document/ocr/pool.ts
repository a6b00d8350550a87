/**
 * A small pool of tesseract.js workers loaded with one model from disk: mrz.traineddata for MRZ
 * bands (the default), or English text for person and business documents (TEXT_MODEL). Each worker
 * is a worker thread (~170 MB, 0.3-0.5 s to start), so they are started once and reused; OCR never
 * runs on the thread that serves requests. Jobs wait in a bounded queue: past the bound the
 * caller is told to come back (5030 with Retry-After) rather than queueing without limit.
 */
import { access, constants } from 'node:fs/promises';
import { join } from 'node:path';
import { Tesseract, type TesseractPage, type TesseractParams, type TesseractWorker } from './tesseract.js';
import { OnwardError } from '../../../errors/index.js';

export const MRZ_DATA_FILE = 'mrz.traineddata';

/** Which traineddata a pool's workers load, and how they are tuned for it. */
export interface OcrModel {
  /** Language code: the data file is `<lang>.traineddata` (`.gz` when gzip). */
  lang: string;
  gzip: boolean;
  parameters: TesseractParams;
}

/** MRZ bands: the MRZ-trained model, only the MRZ alphabet, the band read as one block. */
export const MRZ_MODEL: OcrModel = {
  lang: 'mrz',
  gzip: false,
  parameters: {
    tessedit_char_whitelist: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<',
    tessedit_pageseg_mode: Tesseract.PSM.SINGLE_BLOCK,
    // Our bands are scaled to a fixed width; without a resolution tesseract guesses and warns.
    user_defined_dpi: '300',
  },
};

/** Printed documents (IDs' visual zone, registry extracts): English, automatic page layout. */
export const TEXT_MODEL: OcrModel = {
  lang: 'eng',
  gzip: true,
  parameters: { tessedit_pageseg_mode: Tesseract.PSM.AUTO, user_defined_dpi: '300', preserve_interword_spaces: '1' },
};

const dataFileOf = (model: OcrModel) => `${model.lang}.traineddata${model.gzip ? '.gz' : ''}`;

export interface OcrPoolOptions {
  /** Folder holding the model's data file (datasets/ocr for mrz; @tesseract.js-data/eng for eng). */
  dataDir: string;
  /** Default MRZ_MODEL. */
  model?: OcrModel;
  /** Workers to run; 1-2 on a small machine. */
  size: number;
  /** Jobs allowed to wait for a worker beyond those running. */
  maxQueue: number;
  /** A worker that has not loaded its model by then is a startup error (a bad data file can hang tesseract). */
  startTimeoutMs: number;
  /** One band's recognition; past it the worker is replaced. */
  jobTimeoutMs: number;
}

export const DEFAULT_OCR_POOL: Omit<OcrPoolOptions, 'dataDir'> = {
  size: 1,
  maxQueue: 16,
  startTimeoutMs: 20_000,
  jobTimeoutMs: 15_000,
};

/** One line of recognised text with tesseract's confidence in it (0-100). */
export interface OcrLine {
  text: string;
  confidence: number;
}

export interface OcrPool {
  /** Text of one image (PNG/JPEG buffer), lines separated by `\n`. */
  recognize(image: Buffer): Promise<string>;
  /** The lines of one image, each with its confidence (the page layout tesseract found). */
  recognizeLines(image: Buffer): Promise<OcrLine[]>;
  stats(): { workers: number; busy: number; queued: number };
  close(): Promise<void>;
}

function withTimeout<T>(p: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const t = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([p, t]).finally(() => clearTimeout(timer));
}

async function startWorker(opts: OcrPoolOptions, model: OcrModel): Promise<TesseractWorker> {
  const starting = Tesseract.createWorker(model.lang, Tesseract.OEM.LSTM_ONLY, {
    langPath: opts.dataDir,
    gzip: model.gzip,
    // Without it tesseract.js writes a copy of the model into the working directory.
    cacheMethod: 'none',
    errorHandler: () => {},
  });
  const worker = await withTimeout(
    starting,
    opts.startTimeoutMs,
    () =>
      new OnwardError(
        5000,
        `OCR worker did not start within ${opts.startTimeoutMs} ms (is ${join(opts.dataDir, dataFileOf(model))} a valid model?)`,
      ),
  );
  await worker.setParameters(model.parameters);
  return worker;
}

interface Job {
  image: Buffer;
  lines: boolean;
  resolve: (result: { text: string; lines: OcrLine[] }) => void;
  reject: (e: unknown) => void;
}

function linesOf(page: TesseractPage): OcrLine[] {
  const out: OcrLine[] = [];
  for (const block of page.blocks ?? [])
    for (const para of block.paragraphs)
      for (const line of para.lines) out.push({ text: line.text.trim(), confidence: line.confidence });
  return out;
}

/**
 * Starts the pool. A missing or unreadable data file fails here, at startup, with its path,
 * not on the first document.
 */
export async function createOcrPool(opts: OcrPoolOptions): Promise<OcrPool> {
  const model = opts.model ?? MRZ_MODEL;
  const file = join(opts.dataDir, dataFileOf(model));
  try {
    await access(file, constants.R_OK);
  } catch {
    throw new OnwardError(5000, `OCR data file missing or unreadable: ${file}`);
  }
  const idle: TesseractWorker[] = [];
  let busy = 0;
  let closed = false;
  try {
    for (let i = 0; i < opts.size; i++) idle.push(await startWorker(opts, model));
  } catch (e) {
    await Promise.allSettled(idle.map((w) => w.terminate()));
    throw e;
  }
  const queue: Job[] = [];

  const run = (worker: TesseractWorker, job: Job): void => {
    busy++;
    let timedOut = false;
    withTimeout(
      worker
        .recognize(job.image, {}, { text: true, blocks: job.lines })
        .then((r) => ({ text: r.data.text, lines: job.lines ? linesOf(r.data) : [] })),
      opts.jobTimeoutMs,
      () => {
        timedOut = true;
        return new OnwardError(6504, `OCR took longer than ${opts.jobTimeoutMs} ms`);
      },
    )
      .then(job.resolve, job.reject)
      .finally(() => {
        busy--;
        if (!timedOut) return release(worker);
        // A recognition cannot be cancelled: drop the worker and start a fresh one in its place.
        void worker.terminate().catch(() => {});
        if (!closed) startWorker(opts, model).then(release, () => {});
      });
  };

  const release = (worker: TesseractWorker): void => {
    if (closed) {
      void worker.terminate().catch(() => {});
      return;
    }
    const next = queue.shift();
    if (next !== undefined) run(worker, next);
    else idle.push(worker);
  };

  const submit = (image: Buffer, lines: boolean) => {
    if (closed) return Promise.reject(new OnwardError(5030, 'OCR pool is closed'));
    return new Promise<{ text: string; lines: OcrLine[] }>((resolve, reject) => {
      const job: Job = { image, lines, resolve, reject };
      const worker = idle.pop();
      if (worker !== undefined) return run(worker, job);
      if (queue.length >= opts.maxQueue) {
        return reject(
          new OnwardError(5030, 'Document reading is busy; try again shortly', undefined, { retryAfterSeconds: 2 }),
        );
      }
      queue.push(job);
    });
  };

  return {
    recognize: (image) => submit(image, false).then((r) => r.text),
    recognizeLines: (image) => submit(image, true).then((r) => r.lines),
    stats: () => ({ workers: idle.length + busy, busy, queued: queue.length }),
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new OnwardError(5030, 'OCR pool is closed'));
      await Promise.allSettled(idle.splice(0).map((w) => w.terminate()));
    },
  };
}
