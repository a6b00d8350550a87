/**
 * The document reading port (person_ocr, business_ocr; issue #19): what a flow asks of any reader
 * (the built-in local one in local-reader.ts, or a vendor adapter) and the one result shape every
 * reader answers. A reading is not a verification: it says what the document appears to say, field
 * by field with a confidence, for the person to confirm or correct in the next form.
 */

/** The structured fields a person document is read for. */
export const PERSON_FIELDS = ['names', 'date_of_birth', 'document_number', 'address'] as const;
/** The structured fields a business document (registry extract, certificate) is read for. */
export const BUSINESS_FIELDS = ['company_name', 'registration_number', 'address', 'date_of_incorporation'] as const;

export type PersonField = (typeof PERSON_FIELDS)[number];
export type BusinessField = (typeof BUSINESS_FIELDS)[number];
export type ReadingKind = 'person' | 'business';
export type ReadField = PersonField | BusinessField;

/** Media types the built-in reader takes: photos and scans, and PDF (its first page). */
export const READABLE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type ReadableType = (typeof READABLE_TYPES)[number];

export interface ReadRequest {
  kind: ReadingKind;
  /** Fields to look for; at least one (a reader asked for nothing refuses with 4203). */
  fields: readonly ReadField[];
  /** Fields without which the reading is `incomplete` (a subset of `fields`). */
  required: readonly ReadField[];
}

/** One value read, under the role of the form field it prefills. */
export interface ReadValue {
  /** The structured field it belongs to (`names` gives first_name and last_name). */
  field: ReadField;
  /** A flow role (first_name, dob, company_nr, ...). */
  role: string;
  /** As it prefills a form: dates `YYYY-MM-DD`, names as printed but title-cased when in capitals. */
  value: string;
  /** 0-1: the OCR's confidence in the line (1 for a PDF's text layer) times how surely the value was found. */
  confidence: number;
  /** The printed label the value was found after, as read (`Date of birth`), or null when found by its shape. */
  label: string | null;
}

export type ReadSource = 'image_ocr' | 'pdf_text' | 'pdf_ocr';

export type UnreadableReason = 'unsupported_file' | 'image_too_small' | 'pdf_unreadable' | 'no_text';

export type DocumentReading =
  | {
      outcome: 'read';
      kind: ReadingKind;
      source: ReadSource;
      values: ReadValue[];
      /** Requested fields that were not found (none of them required). */
      missing: ReadField[];
      /** Mean line confidence of the page, 0-1. */
      pageConfidence: number;
    }
  | {
      /** Text was read, but a required field was not found in it. */
      outcome: 'incomplete';
      kind: ReadingKind;
      source: ReadSource;
      values: ReadValue[];
      missing: ReadField[];
      pageConfidence: number;
      retryMessage: string;
    }
  | { outcome: 'unreadable'; kind: ReadingKind; reason: UnreadableReason; retryMessage: string };

export interface DocumentReader {
  read(input: { content: Buffer; mediaType: string }, request: ReadRequest): Promise<DocumentReading>;
}
