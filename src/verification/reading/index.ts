/**
 * Document reading (person_ocr, business_ocr; issue #19): the port, the built-in OCR reader and
 * its field extraction. Nothing here knows HTTP or sessions; the flow step wires it in
 * (docs/verification.md, "Reading documents").
 */
export type {
  BusinessField,
  DocumentReader,
  DocumentReading,
  PersonField,
  ReadField,
  ReadRequest,
  ReadSource,
  ReadValue,
  ReadableType,
  ReadingKind,
  UnreadableReason,
} from './types.js';
export { BUSINESS_FIELDS, PERSON_FIELDS, READABLE_TYPES } from './types.js';
export { createLocalDocumentReader, type LocalReaderDeps } from './local-reader.js';
export { parseDate } from './dates.js';
export { extractValues, type TextLine } from './extract.js';
