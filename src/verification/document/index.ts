/**
 * Document verification (issue #19): the port, the built-in MRZ verifier and its OCR pool.
 * Nothing here knows HTTP or sessions; the flow step wires it in (docs/verification.md).
 */
export type {
  ApplicantData,
  Check,
  CheckName,
  CheckResult,
  DocumentCheckConfig,
  DocumentInput,
  DocumentMimeType,
  DocumentRead,
  DocumentType,
  DocumentUnreadable,
  DocumentVerification,
  DocumentVerifier,
  MrzFormat,
  QualityThresholds,
  Sex,
  UnreadableReason,
} from './types.js';
export { DOCUMENT_TYPES } from './types.js';
export { createLocalDocumentVerifier, DEFAULT_QUALITY, type LocalVerifierDeps } from './local-verifier.js';
export {
  createOcrPool,
  DEFAULT_OCR_POOL,
  MRZ_DATA_FILE,
  MRZ_MODEL,
  TEXT_MODEL,
  type OcrLine,
  type OcrModel,
  type OcrPool,
  type OcrPoolOptions,
} from './ocr/pool.js';
export { SEVERITY, type Severity } from './decision.js';
export { ocrDataDir, textOcrDataDir } from './paths.js';
