/**
 * The job behind a built-in person_ocr or business_ocr step (src/engine/ocr-step.ts): reads the file
 * the person uploaded, asks the DocumentReader port (the built-in OCR reader, or a vendor's adapter)
 * and answers what was read, with the values it prefills by role. It runs in the service worker,
 * outside any transaction; OCR runs in the reader's worker threads.
 */
import { Value } from '@sinclair/typebox/value';
import {
  BusinessOcrConfig,
  OCR_SERVICES,
  PersonOcrConfig,
  type OcrConfig,
  type OcrStepType,
} from '../flows/document/schema-ocr-step.js';
import type { ServiceInput } from '../engine/types.js';
import { OnwardError } from '../errors/index.js';
import type { DocumentReader, DocumentReading, ReadField } from '../verification/reading/index.js';
import type { ServiceOutcome, ServiceRun } from './contract.js';
import type { SessionFileContent } from './document-verification.js';

export const SERVICE_NAMES = OCR_SERVICES;

export interface DocumentReadingDeps {
  /** The reader; started on first use, so a deployment without OCR steps never loads the text model. */
  reader: () => Promise<DocumentReader>;
  readFile(sessionId: string, fileId: string): Promise<SessionFileContent | undefined>;
}

const CONFIGS = { person_ocr: PersonOcrConfig, business_ocr: BusinessOcrConfig };

/** The read values by role, the most confident first (a role read twice keeps its better value). */
export function prefillOfReading(r: DocumentReading): Record<string, string> {
  if (r.outcome !== 'read') return {};
  const out: Record<string, string> = {};
  for (const v of [...r.values].sort((a, b) => b.confidence - a.confidence)) out[v.role] ??= v.value;
  return out;
}

export async function runDocumentReading(
  type: OcrStepType,
  rawConfig: Record<string, unknown>,
  input: unknown,
  run: ServiceRun,
  deps: DocumentReadingDeps,
): Promise<ServiceOutcome> {
  if (!Value.Check(CONFIGS[type], rawConfig))
    return { ok: false, code: 4200, message: `Service not configured: the ${type} config does not validate` };
  const config: OcrConfig = rawConfig;
  const fields = (config.fields ?? []) as ReadField[];
  // Publication refuses such a node (validate-ocr-step.ts); a run never reads for nothing.
  if (fields.length === 0)
    return { ok: false, code: 4203, message: 'OCR node requires at least one structured field configured' };
  const i = (input ?? {}) as Partial<ServiceInput>;
  const step = i.steps?.[run.nodeId];
  const fileId = typeof step === 'object' && step !== null && 'file' in step ? step.file : undefined;
  if (typeof fileId !== 'string')
    return { ok: false, code: 4205, message: 'Missing service data for node: no document was submitted' };
  const file = await deps.readFile(run.sessionId, fileId);
  if (file === undefined)
    return { ok: false, code: 4205, message: 'Missing service data for node: the uploaded document is gone' };
  let result: DocumentReading;
  try {
    const reader = await deps.reader();
    result = await reader.read(
      { content: file.content, mediaType: file.mediaType },
      {
        kind: type === 'person_ocr' ? 'person' : 'business',
        fields,
        required: config.requiredFields ?? [],
      },
    );
  } catch (err) {
    // The OCR pool is saturated (5030) or a recognition overran (6504): the person can try again.
    if (err instanceof OnwardError && err.code === 5030)
      return { ok: false, code: 6505, message: 'Document reading is busy; try again shortly', retryable: true };
    if (err instanceof OnwardError && err.code === 6504)
      return { ok: false, code: 6504, message: 'Reading the document took too long; try again' };
    throw err;
  }
  return { ok: true, data: result, prefill: prefillOfReading(result) };
}
