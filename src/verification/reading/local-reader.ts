/**
 * The built-in reader: a photo or scan is normalised with sharp and read by the same tesseract.js
 * pool code as the MRZ (here with English text data from disk); a PDF's first page gives its text
 * layer when it has one, else is rasterised and read the same way. The lines become fields
 * (extract.ts). OCR runs in the pool's worker threads; decoding and resampling on sharp's.
 */
import sharp from 'sharp';
import type { OcrPool } from '../document/ocr/pool.js';
import { OnwardError } from '../../errors/index.js';
import { extractValues, type TextLine } from './extract.js';
import { isPdf, readFirstPage } from './pdf.js';
import { missingMessage, UNREADABLE_MESSAGES } from './messages.js';
import type { DocumentReader, DocumentReading, ReadRequest, ReadSource, UnreadableReason } from './types.js';

export interface LocalReaderDeps {
  /** A pool loaded with TEXT_MODEL (document/ocr/pool.ts). */
  ocr: Pick<OcrPool, 'recognizeLines'>;
}

/** Below this the letters of a printed document are a few pixels high: not worth reading. */
const MIN_SHORT_SIDE = 400;
/** Text is read at this width band: small photos are enlarged, large ones reduced (tesseract likes ~30 px capitals). */
const MIN_WIDTH = 1600;
const MAX_WIDTH = 2400;
/** A page whose lines hold fewer letters and digits than this has no text worth extracting. */
const MIN_CHARS = 8;

type Page = { kind: 'lines'; lines: TextLine[]; source: ReadSource } | { kind: 'unreadable'; reason: UnreadableReason };

async function normalised(content: Buffer): Promise<Buffer | UnreadableReason> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(content).metadata();
  } catch {
    return 'unsupported_file';
  }
  if (meta.format !== 'jpeg' && meta.format !== 'png' && meta.format !== 'webp') return 'unsupported_file';
  const swapped = (meta.orientation ?? 1) >= 5;
  const width = (swapped ? meta.height : meta.width) ?? 0;
  const height = (swapped ? meta.width : meta.height) ?? 0;
  if (Math.min(width, height) < MIN_SHORT_SIDE) return 'image_too_small';
  const target = Math.max(MIN_WIDTH, Math.min(MAX_WIDTH, width));
  return sharp(content).rotate().greyscale().resize({ width: target }).normalise().png().toBuffer();
}

async function ocrLines(deps: LocalReaderDeps, png: Buffer): Promise<TextLine[]> {
  const lines = await deps.ocr.recognizeLines(png);
  return lines.filter((l) => l.text !== '').map((l) => ({ text: l.text, confidence: l.confidence / 100 }));
}

async function pageOf(content: Buffer, deps: LocalReaderDeps): Promise<Page> {
  if (isPdf(content)) {
    const page = await readFirstPage(content);
    if (page.kind === 'unreadable') return { kind: 'unreadable', reason: 'pdf_unreadable' };
    if (page.kind === 'text') return { kind: 'lines', lines: page.lines, source: 'pdf_text' };
    const png = await normalised(page.png);
    if (typeof png === 'string') return { kind: 'unreadable', reason: 'pdf_unreadable' };
    return { kind: 'lines', lines: await ocrLines(deps, png), source: 'pdf_ocr' };
  }
  const png = await normalised(content);
  if (typeof png === 'string') return { kind: 'unreadable', reason: png };
  return { kind: 'lines', lines: await ocrLines(deps, png), source: 'image_ocr' };
}

export function createLocalDocumentReader(deps: LocalReaderDeps): DocumentReader {
  return {
    async read(input, request: ReadRequest): Promise<DocumentReading> {
      if (request.fields.length === 0)
        throw new OnwardError(4203, 'OCR node requires at least one structured field configured');
      const kind = request.kind;
      const page = await pageOf(input.content, deps);
      if (page.kind === 'unreadable')
        return { outcome: 'unreadable', kind, reason: page.reason, retryMessage: UNREADABLE_MESSAGES[page.reason] };
      const chars = page.lines.reduce((n, l) => n + l.text.replace(/[^\p{L}\p{N}]/gu, '').length, 0);
      if (chars < MIN_CHARS)
        return { outcome: 'unreadable', kind, reason: 'no_text', retryMessage: UNREADABLE_MESSAGES.no_text };
      const values = extractValues(kind, page.lines, request.fields);
      const found = new Set(values.map((v) => v.field));
      const missing = request.fields.filter((f) => !found.has(f));
      const pageConfidence =
        Math.round((page.lines.reduce((s, l) => s + l.confidence, 0) / page.lines.length) * 100) / 100;
      const base = { kind, source: page.source, values, missing, pageConfidence };
      const requiredMissing = request.required.filter((f) => missing.includes(f));
      // Nothing asked for was found: as good as unreadable for the person, but say which fields.
      const nothing = values.length === 0;
      if (requiredMissing.length > 0 || nothing)
        return {
          outcome: 'incomplete',
          ...base,
          retryMessage: missingMessage(requiredMissing.length > 0 ? requiredMissing : request.fields),
        };
      return { outcome: 'read', ...base };
    },
  };
}
