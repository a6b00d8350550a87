// The `person_ocr` and `business_ocr` nodes' typed config (issue #19): which provider reads the
// uploaded document, which structured fields it is read for, which of them must be found, and
// what files are accepted. A closed object, so a typo in a setting fails at publish.
import { Type, type Static } from '@sinclair/typebox';
import { NodeId, literals } from './schema-common.js';

/** builtin: Onward reads the document (OCR); tenant_backend: the tenant's integration submits what it read. */
export const OCR_PROVIDERS = ['builtin', 'tenant_backend'] as const;

/** Structured fields by step type (src/verification/reading/types.ts PERSON_FIELDS, BUSINESS_FIELDS). */
export const OCR_FIELDS = {
  person_ocr: ['names', 'date_of_birth', 'document_number', 'address'],
  business_ocr: ['company_name', 'registration_number', 'address', 'date_of_incorporation'],
} as const;
export type OcrStepType = keyof typeof OCR_FIELDS;
export const OCR_STEP_TYPES = Object.keys(OCR_FIELDS) as OcrStepType[];

/** The roles each structured field prefills: a later form's fields with these roles receive what was read. */
export const OCR_FIELD_ROLES: Readonly<Record<string, readonly string[]>> = {
  names: ['first_name', 'last_name', 'full_name'],
  date_of_birth: ['dob'],
  document_number: ['document_number'],
  address: ['address_1', 'address_zip', 'address_city'],
  company_name: ['company_name'],
  registration_number: ['company_nr'],
  date_of_incorporation: ['company_doi'],
};
/** A business address prefills the company's address roles instead. */
export const OCR_BUSINESS_ADDRESS_ROLES = ['company_address_full', 'company_street', 'company_zip', 'company_city'];

/** What the built-in reader takes: photos and scans, and PDF (its first page). */
export const OCR_FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

/** 10 MB, as for document photos; the upload route's own limit applies too. */
export const OCR_DEFAULT_MAX_FILE_BYTES = 10 * 1024 * 1024;

/** The service names the reading jobs run under (src/services/document-reading.ts), one per step type. */
export const OCR_SERVICES: Readonly<Record<OcrStepType, string>> = {
  person_ocr: 'person_document_reading',
  business_ocr: 'business_document_reading',
};

function ocrConfig(type: OcrStepType) {
  const field = literals(OCR_FIELDS[type]);
  return Type.Object(
    {
      provider: literals(OCR_PROVIDERS, {
        description:
          'builtin: Onward reads the uploaded document (OCR); tenant_backend: the tenant\u2019s integration submits the result',
      }),
      fields: Type.Optional(
        Type.Array(field, {
          uniqueItems: true,
          description: `Structured fields to read (${OCR_FIELDS[type].join(', ')}); builtin needs at least one (4203)`,
        }),
      ),
      requiredFields: Type.Optional(
        Type.Array(field, {
          uniqueItems: true,
          description:
            'Fields that must be found, else the person is asked for another copy (retry with code 4204); a subset of fields; default none',
        }),
      ),
      acceptedTypes: Type.Optional(
        Type.Array(literals(OCR_FILE_TYPES), {
          minItems: 1,
          uniqueItems: true,
          description: 'Media types accepted; default JPEG, PNG, WebP and PDF (first page)',
        }),
      ),
      maxFileBytes: Type.Optional(
        Type.Integer({
          minimum: 1024,
          maximum: 50 * 1024 * 1024,
          description: 'Largest file accepted, in bytes; default 10 MB',
        }),
      ),
    },
    { additionalProperties: false },
  );
}

export const PersonOcrConfig = ocrConfig('person_ocr');
export const BusinessOcrConfig = ocrConfig('business_ocr');
/** One static type for both: the field lists differ only in what the schemas accept. */
export type OcrConfig = Static<typeof PersonOcrConfig>;

function ocrNode<T extends OcrStepType>(type: T, config: ReturnType<typeof ocrConfig>) {
  return Type.Object(
    {
      id: NodeId,
      type: Type.Literal(type),
      title: Type.Optional(Type.String()),
      config: Type.Optional(config),
      next: Type.Optional(Type.String({ minLength: 1, description: 'Next node id; absent means the END step' })),
    },
    { additionalProperties: false, title: type },
  );
}

export const PersonOcrNode = ocrNode('person_ocr', PersonOcrConfig);
export const BusinessOcrNode = ocrNode('business_ocr', BusinessOcrConfig);

/** What a built-in OCR step stores once read, so what a rule may read as `step:<nodeId>.<field>`. */
export const OCR_STEP_FIELDS = ['outcome', 'source', 'values', 'fields', 'missing', 'pageConfidence', 'file'] as const;

/** Whether the node's submit carries an outside result that only the tenant's integration may send. */
export function isTenantBackendOcr(config: OcrConfig | undefined): boolean {
  return config === undefined || config.provider === 'tenant_backend';
}
