// The built-in `provider_doc_v` step (issue #19): the person uploads the document's sides (POST
// /file with the step's id as elementId) and submits their file ids; the engine checks them against
// the session's files and starts a verification run, like a service node's, so the step answers
// `pending` while OCR runs in a job, never on the request. The run's result becomes the step's data
// (`step:<nodeId>.decision`) and prefills later fields by role; an unreadable photo brings the
// person back to the step with the verifier's retry message, the session otherwise untouched.
// A node without config, or with provider tenant_backend, keeps the integration-submitted result.
import { lookup as own, type CompiledFlow } from '../flows/document/compiled-types.js';
import { isBuiltinDocv, type BuiltinDocvNode } from '../flows/document/docv-node.js';
import {
  DOCUMENT_VERIFICATION_SERVICE,
  DOCV_DEFAULT_MAX_FILE_BYTES,
  DOCV_IMAGE_TYPES,
  type DocvConfig,
} from '../flows/document/schema-document-step.js';
import type { Texts } from './language.js';
import { finishReading, startReading, type ReadingVerdict } from './reading-result.js';
import { isPlainObject } from './resolve-keys.js';
import { isMessageKey } from '../i18n/index.js';

export { isBuiltinDocv };
import type {
  DocumentCapture,
  DocumentStepView,
  Effect,
  EngineError,
  EngineOutcome,
  FileInfo,
  SessionState,
} from './types.js';

const DEFAULT_TYPES = ['passport', 'id_card', 'residence_permit'];

export function captureOf(config: DocvConfig): DocumentCapture {
  return {
    sides: config.requireBack === true ? ['front', 'back'] : ['front'],
    acceptedTypes: [...DOCV_IMAGE_TYPES],
    maxFileBytes: config.maxFileBytes ?? DOCV_DEFAULT_MAX_FILE_BYTES,
    documentTypes: [...(config.documentTypes ?? DEFAULT_TYPES)],
    issuingCountries: config.issuingCountries ? [...config.issuingCountries] : null,
  };
}

const MALFORMED =
  'Submitted data is malformed: a provider_doc_v step takes {"front": "<fileId>", "back": "<fileId>"} (back optional unless required)';

// The top-level messages are the API's wire text; details[].message is for the person, in their language.
function fileIssue(
  side: 'front' | 'back',
  info: FileInfo | undefined,
  config: DocvConfig,
  texts: Texts,
): EngineError | undefined {
  if (info === undefined)
    return {
      code: 4008,
      message: 'Submitted data failed validation: the file was not uploaded to this session',
      details: [{ elementId: side, reason: 'unknown_file', message: texts.fields.unknownFile }],
    };
  if (!(DOCV_IMAGE_TYPES as readonly string[]).includes(info.type))
    return {
      code: 4016,
      message: 'Uploaded file type is not supported: a document side must be a JPEG, PNG or WebP photo',
      details: [{ elementId: side, reason: 'not_an_image', message: texts.messages.format('document.notAnImage') }],
    };
  const max = config.maxFileBytes ?? DOCV_DEFAULT_MAX_FILE_BYTES;
  if (info.size > max)
    return {
      code: 4413,
      message: 'The file is larger than this step allows',
      details: [{ elementId: side, reason: 'max_file_size', message: texts.fields.maxFileSize(max) }],
    };
  return undefined;
}

/** The submit of the sides' file ids: checked, stored, and a verification run started on the node. */
export function submitDocumentStep(
  flow: CompiledFlow,
  state: SessionState,
  node: BuiltinDocvNode,
  data: unknown,
  files: Record<string, FileInfo> | undefined,
  earlier: Effect[],
  texts: Texts,
): EngineOutcome {
  const refuse = (error: EngineError): EngineOutcome => ({ ok: false, error, state, effects: earlier });
  if (!isPlainObject(data) || Object.keys(data).some((k) => k !== 'front' && k !== 'back'))
    return refuse({ code: 4007, message: MALFORMED });
  const { front, back } = data;
  if ((front !== undefined && typeof front !== 'string') || (back !== undefined && typeof back !== 'string'))
    return refuse({ code: 4007, message: MALFORMED });
  const missing = [
    ...(front === undefined || front === '' ? (['front'] as const) : []),
    ...(node.config.requireBack === true && (back === undefined || back === '') ? (['back'] as const) : []),
  ];
  if (missing.length > 0)
    return refuse({
      code: 4006,
      message: 'Missing data for a required element',
      details: missing.map((side) => ({
        elementId: side,
        reason: 'required',
        message: texts.messages.format('document.sideRequired', { side }),
      })),
    });
  const sides: Record<string, string> = { front: front as string };
  if (typeof back === 'string' && back !== '') sides.back = back;
  for (const [side, id] of Object.entries(sides)) {
    const issue = fileIssue(side as 'front' | 'back', files && own(files, id), node.config, texts);
    if (issue) return refuse(issue);
  }
  return startReading(flow, state, node, DOCUMENT_VERIFICATION_SERVICE, { files: sides }, earlier);
}

const DOCUMENT_VERDICT: ReadingVerdict = {
  field: 'decision',
  allowed: ['passed', 'failed', 'needs_review', 'unreadable'],
  retryOn: ['unreadable'],
  missing: 'Service execution failed: the verifier answered no decision',
  upload: 'files',
};

/** A verification run's result: stored and the flow moves on, or (unreadable) back to the step to retry. */
export function finishDocumentStep(
  flow: CompiledFlow,
  state: SessionState,
  node: BuiltinDocvNode,
  result: unknown,
  prefill: Record<string, unknown> | undefined,
  today: string,
): EngineOutcome {
  return finishReading(flow, state, node, DOCUMENT_VERDICT, result, prefill, today);
}

export function documentStepView(
  node: BuiltinDocvNode,
  state: SessionState,
  texts: Texts,
  canGoBack: boolean,
): DocumentStepView {
  const view: DocumentStepView = {
    id: node.id,
    type: 'provider_doc_v',
    title: texts.node(node.id, 'title', node.title) ?? null,
    canGoBack,
    shortCode: null,
    capture: captureOf(node.config),
  };
  const retry = retryOf(own(state.submissions, node.id)?.values, texts);
  if (retry !== undefined) view.retry = retry;
  return view;
}

/**
 * What the last try tells the person standing on the step again: a photo that could not be read,
 * or (a flow that routes a failed document back here) a document another try can fix. The
 * verifier's reason picks the catalogue's text in the session's language; its own (English)
 * message stays for reasons the catalogue does not know.
 */
function retryOf(last: Record<string, unknown> | undefined, texts: Texts): DocumentStepView['retry'] {
  if (last === undefined || typeof last.retryMessage !== 'string') return undefined;
  const reason =
    last.decision === 'unreadable'
      ? typeof last.reason === 'string'
        ? last.reason
        : 'unreadable'
      : last.decision === 'failed' && typeof last.retryReason === 'string'
        ? last.retryReason
        : undefined;
  if (reason === undefined) return undefined;
  const key = `document.retry.${reason}`;
  return { reason, message: isMessageKey(key) ? texts.messages.format(key) : last.retryMessage };
}
