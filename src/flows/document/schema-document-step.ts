// The `provider_doc_v` node's typed config (issue #19): which provider verifies the identity
// document, what it accepts, and which earlier answers the document is compared with. A closed
// object, so a typo in a setting fails at publish, not when a person is halfway through.
import { Type, type Static } from '@sinclair/typebox';
import { NodeId, literals } from './schema-common.js';

/** What an MRZ's document code can say a document is (src/verification/document/types.ts DocumentType). */
export const DOCV_DOCUMENT_TYPES = ['passport', 'id_card', 'residence_permit', 'visa', 'other'] as const;
export type DocvDocumentType = (typeof DOCV_DOCUMENT_TYPES)[number];

/**
 * `builtin`: Onward reads and checks the document itself (the MRZ verifier); the person uploads the
 * images and the step answers `pending` until the verification job has decided.
 * `tenant_backend`: the tenant's own integration submits the result (a bearer token is required),
 * as every provider_doc_v node without a config did before the built-in verifier existed.
 */
export const DOCV_PROVIDERS = ['builtin', 'tenant_backend'] as const;
export type DocvProvider = (typeof DOCV_PROVIDERS)[number];

/** Earlier answers a document can be compared with; each reads the fields of the flow with its roles. */
export const DOCV_CROSS_CHECKS = ['given_names', 'family_name', 'date_of_birth', 'nationality'] as const;
export type DocvCrossCheck = (typeof DOCV_CROSS_CHECKS)[number];

/** The roles each cross-check source reads, first found wins (given names also from a full name). */
export const CROSS_CHECK_ROLES: Readonly<Record<DocvCrossCheck, readonly string[]>> = {
  given_names: ['first_name', 'middle_name', 'full_name'],
  family_name: ['last_name', 'full_name'],
  date_of_birth: ['dob'],
  nationality: ['nationality'],
};

/** Images the built-in verifier decodes; the step's capture requirements list them. */
export const DOCV_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** 10 MB: a 12-megapixel phone JPEG is 3-6 MB. The upload route's own limit applies too. */
export const DOCV_DEFAULT_MAX_FILE_BYTES = 10 * 1024 * 1024;

export const DocvConfig = Type.Object(
  {
    provider: literals(DOCV_PROVIDERS, {
      description:
        'builtin: Onward verifies the uploaded images (MRZ); tenant_backend: the tenant\u2019s integration submits the result',
    }),
    documentTypes: Type.Optional(
      Type.Array(literals(DOCV_DOCUMENT_TYPES), {
        minItems: 1,
        uniqueItems: true,
        description: 'Document types accepted; default passport, id_card, residence_permit',
      }),
    ),
    issuingCountries: Type.Optional(
      Type.Array(Type.String({ pattern: '^[A-Z]{1,3}$' }), {
        minItems: 1,
        uniqueItems: true,
        description:
          'Issuing states accepted, as MRZs write them (ISO 3166-1 alpha-3, or ICAO codes such as D, UTO); default any',
      }),
    ),
    requireBack: Type.Optional(
      Type.Boolean({
        description: 'The back side must be uploaded too (ID cards carry their MRZ there); default false',
      }),
    ),
    requireExpiry: Type.Optional(
      Type.Boolean({ description: 'A document without an expiry date fails; default true' }),
    ),
    crossCheck: Type.Optional(
      Type.Array(literals(DOCV_CROSS_CHECKS), {
        uniqueItems: true,
        description:
          'Earlier answers the document must match (read from fields with the roles first_name/middle_name/last_name/full_name, dob, nationality); default none',
      }),
    ),
    maxFileBytes: Type.Optional(
      Type.Integer({
        minimum: 1024,
        maximum: 50 * 1024 * 1024,
        description: 'Largest image accepted per side, in bytes; default 10 MB',
      }),
    ),
  },
  { additionalProperties: false },
);
export type DocvConfig = Static<typeof DocvConfig>;

export const DocvNode = Type.Object(
  {
    id: NodeId,
    type: Type.Literal('provider_doc_v'),
    title: Type.Optional(Type.String()),
    config: Type.Optional(DocvConfig),
    next: Type.Optional(Type.String({ minLength: 1, description: 'Next node id; absent means the END step' })),
  },
  { additionalProperties: false, title: 'provider_doc_v' },
);

/**
 * What a built-in provider_doc_v step stores once its document is decided, so what a rule may
 * read as `step:<nodeId>.<field>` (the verification result, src/engine/document-step.ts).
 */
export const DOCV_STEP_FIELDS = [
  'decision',
  'documentType',
  'documentCode',
  'issuingCountry',
  'documentNumber',
  'names',
  'dateOfBirth',
  'expiryDate',
  'nationality',
  'sex',
  'mrzFormat',
  'checks',
  'files',
] as const;

/** Whether the node's submit carries an outside result that only the tenant's integration may send. */
export function isTenantBackendDocv(config: DocvConfig | undefined): boolean {
  return config === undefined || config.provider === 'tenant_backend';
}

/** The service name a built-in provider_doc_v step's verification job runs under (src/services/document-verification.ts). */
export const DOCUMENT_VERIFICATION_SERVICE = 'document_verification';
