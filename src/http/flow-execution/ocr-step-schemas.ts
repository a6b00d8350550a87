/**
 * OpenAPI parts of built-in person_ocr / business_ocr steps (src/engine/ocr-step.ts,
 * docs/verification.md): what their answer carries for the client (capture requirements, a retry
 * reason) and the submit of the uploaded document's file id.
 */
import { Type } from '@sinclair/typebox';

export const OcrCapture = Type.Object(
  {
    acceptedTypes: Type.Array(Type.String(), {
      description: 'Media types accepted (image/jpeg, image/png, image/webp, application/pdf: its first page)',
    }),
    maxFileBytes: Type.Integer({ description: 'Largest file, in bytes' }),
    fields: Type.Array(Type.String(), {
      description:
        'Structured fields the document is read for (person: names, date_of_birth, document_number, address; business: company_name, registration_number, address, date_of_incorporation)',
    }),
    requiredFields: Type.Array(Type.String(), {
      description: 'Fields that must be found, else the step comes back with retry code 4204',
    }),
  },
  {
    additionalProperties: false,
    description:
      'Present when Onward reads the document itself: upload one file with POST /file/{flowId} (elementId = this step’s id), then submit {"file": "<fileId>"}; what was read prefills the next form by role',
  },
);

export const OcrRetry = Type.Object(
  {
    reason: Type.String({
      description: 'unsupported_file, image_too_small, pdf_unreadable, no_text, or fields_missing',
    }),
    message: Type.String({ description: 'What to do differently, for the person' }),
    code: Type.Optional(
      Type.Literal(4204, { description: 'fields_missing: selected OCR fields not present in what was read' }),
    ),
    missing: Type.Optional(Type.Array(Type.String(), { description: 'fields_missing: the required fields not found' })),
  },
  { additionalProperties: false, description: 'The last document could not be used; the step can be submitted again' },
);

export const OcrFileSubmit = Type.Object(
  { file: Type.String({ description: 'fileId of the uploaded document (POST /file/{flowId}); exactly one (4209)' }) },
  { additionalProperties: false, description: 'Built-in reading: the uploaded document' },
);
