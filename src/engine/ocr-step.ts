// The built-in `person_ocr` and `business_ocr` steps (issue #19): the person uploads one document
// (POST /file with the step's id as elementId: a photo, a scan or a PDF) and submits its file id;
// the engine checks it against the session's files and starts a reading run, like a service node's,
// so the step answers `pending` while OCR runs in a job. What was read becomes the step's data and
// prefills later fields by role (respecting prefillOptions), where the person can correct it. A
// document that cannot be read, or lacks a required field, brings the person back to the step with
// the reader's message. A node without config, or with provider tenant_backend, keeps the
// integration-submitted result.
import { lookup as own, type CompiledFlow } from '../flows/document/compiled-types.js';
import { isBuiltinOcr, type BuiltinOcrNode } from '../flows/document/ocr-node.js';
import {
  OCR_DEFAULT_MAX_FILE_BYTES,
  OCR_FILE_TYPES,
  OCR_SERVICES,
  type OcrConfig,
} from '../flows/document/schema-ocr-step.js';
import type { Texts } from './language.js';
import { finishReading, startReading, type ReadingVerdict } from './reading-result.js';
import { isPlainObject } from './resolve-keys.js';
import { isMessageKey } from '../i18n/index.js';
import type {
  Effect,
  EngineError,
  EngineOutcome,
  FileInfo,
  OcrCapture,
  OcrRetry,
  OcrStepView,
  SessionState,
} from './types.js';

export { isBuiltinOcr };

export function ocrCaptureOf(config: OcrConfig): OcrCapture {
  return {
    acceptedTypes: [...(config.acceptedTypes ?? OCR_FILE_TYPES)],
    maxFileBytes: config.maxFileBytes ?? OCR_DEFAULT_MAX_FILE_BYTES,
    fields: [...(config.fields ?? [])],
    requiredFields: [...(config.requiredFields ?? [])],
  };
}

const MALFORMED =
  'Submitted data is malformed: a built-in OCR step takes {"file": "<fileId>"}, the id of the uploaded document';

/** The file ids a submit names: `file` (one id, or a list) and `files` (a list). */
function fileIds(data: Record<string, unknown>): string[] | undefined {
  const ids: string[] = [];
  for (const key of ['file', 'files']) {
    const v = data[key];
    if (v === undefined) continue;
    const list = Array.isArray(v) ? (v as unknown[]) : [v];
    if (!list.every((x): x is string => typeof x === 'string')) return undefined;
    ids.push(...list.filter((x) => x !== ''));
  }
  return ids;
}

// The top-level messages are the API's wire text; details[].message is for the person, in their language.
function fileIssue(info: FileInfo | undefined, config: OcrConfig, texts: Texts): EngineError | undefined {
  if (info === undefined)
    return {
      code: 4008,
      message: 'Submitted data failed validation: the file was not uploaded to this session',
      details: [{ elementId: 'file', reason: 'unknown_file', message: texts.fields.unknownFile }],
    };
  const accepted: readonly string[] = config.acceptedTypes ?? OCR_FILE_TYPES;
  if (!accepted.includes(info.type))
    return {
      code: 4016,
      message: `Uploaded file type is not supported: this step reads ${accepted.join(', ')}`,
      details: [{ elementId: 'file', reason: 'file_type_not_accepted', message: texts.fields.fileType }],
    };
  const max = config.maxFileBytes ?? OCR_DEFAULT_MAX_FILE_BYTES;
  if (info.size > max)
    return {
      code: 4413,
      message: 'The file is larger than this step allows',
      details: [{ elementId: 'file', reason: 'max_file_size', message: texts.fields.maxFileSize(max) }],
    };
  return undefined;
}

/** The submit of the document's file id: checked, stored, and a reading run started on the node. */
export function submitOcrStep(
  flow: CompiledFlow,
  state: SessionState,
  node: BuiltinOcrNode,
  data: unknown,
  files: Record<string, FileInfo> | undefined,
  earlier: Effect[],
  texts: Texts,
): EngineOutcome {
  const refuse = (error: EngineError): EngineOutcome => ({ ok: false, error, state, effects: earlier });
  if (!isPlainObject(data) || Object.keys(data).some((k) => k !== 'file' && k !== 'files'))
    return refuse({ code: 4007, message: MALFORMED });
  const ids = fileIds(data);
  if (ids === undefined) return refuse({ code: 4007, message: MALFORMED });
  if (ids.length !== 1)
    return refuse({
      code: 4209,
      message: `OCR node requires exactly one uploaded file (${ids.length} given)`,
      details: [
        {
          elementId: 'file',
          reason: ids.length === 0 ? 'required' : 'one_file_only',
          message: texts.messages.format(ids.length === 0 ? 'page.ocr.choose' : 'ocr.oneFile'),
        },
      ],
    });
  const fileId = ids[0] as string;
  const issue = fileIssue(files && own(files, fileId), node.config, texts);
  if (issue) return refuse(issue);
  return startReading(flow, state, node, OCR_SERVICES[node.type], { file: fileId }, earlier);
}

const OCR_VERDICT: ReadingVerdict = {
  field: 'outcome',
  allowed: ['read', 'incomplete', 'unreadable'],
  retryOn: ['incomplete', 'unreadable'],
  missing: 'Service execution failed: the reader answered no outcome',
  upload: 'file',
};

/** A reading run's result: stored and the flow moves on, or (unreadable, incomplete) back to the step to retry. */
export function finishOcrStep(
  flow: CompiledFlow,
  state: SessionState,
  node: BuiltinOcrNode,
  result: unknown,
  prefill: Record<string, unknown> | undefined,
  today: string,
): EngineOutcome {
  return finishReading(flow, state, node, OCR_VERDICT, result, prefill, today);
}

/**
 * The last try's retry, in the session's language: the reader's reason (or the fields it missed)
 * picks the catalogue's text; the reader's own (English) message stays for a reason the
 * catalogue does not know.
 */
function retryOf(last: Record<string, unknown> | undefined, texts: Texts): OcrRetry | undefined {
  if (last === undefined || typeof last.retryMessage !== 'string') return undefined;
  if (last.outcome === 'unreadable') {
    const reason = typeof last.reason === 'string' ? last.reason : 'unreadable';
    const key = `ocr.retry.${reason}`;
    return { reason, message: isMessageKey(key) ? texts.messages.format(key) : last.retryMessage };
  }
  if (last.outcome !== 'incomplete') return undefined;
  const missing = Array.isArray(last.missing) ? last.missing.filter((m): m is string => typeof m === 'string') : [];
  const names = missing.map((m) => `page.ocr.field.${m}`);
  const message =
    names.length > 0 && names.every(isMessageKey)
      ? texts.messages.format('ocr.missing', {
          fields: listOf(
            texts,
            names.map((k) => texts.messages.format(k)),
          ),
        })
      : last.retryMessage;
  // The spec's 4204: what the node selected to read is not in what was read.
  return { reason: 'fields_missing', code: 4204, message, missing };
}

/** "a, b and c" in the session's language (CLDR list patterns through Intl.ListFormat). */
function listOf(texts: Texts, items: string[]): string {
  return new Intl.ListFormat(texts.language, { type: 'conjunction' }).format(items);
}

export function ocrStepView(node: BuiltinOcrNode, state: SessionState, texts: Texts, canGoBack: boolean): OcrStepView {
  const view: OcrStepView = {
    id: node.id,
    type: node.type,
    title: texts.node(node.id, 'title', node.title) ?? null,
    canGoBack,
    capture: ocrCaptureOf(node.config),
  };
  const retry = retryOf(own(state.submissions, node.id)?.values, texts);
  if (retry !== undefined) view.retry = retry;
  return view;
}
