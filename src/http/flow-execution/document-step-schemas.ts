/**
 * OpenAPI parts of a built-in provider_doc_v step (src/engine/document-step.ts, docs/verification.md):
 * what its answer carries for the client (capture requirements, a retry reason) and the submit of
 * the uploaded sides' file ids.
 */
import { Type } from '@sinclair/typebox';

export const DocumentCapture = Type.Object(
  {
    sides: Type.Array(Type.Union([Type.Literal('front'), Type.Literal('back')]), {
      description: 'Sides to upload; a back is accepted even when only the front is required',
    }),
    acceptedTypes: Type.Array(Type.String(), {
      description: 'Media types of the photos (image/jpeg, image/png, image/webp)',
    }),
    maxFileBytes: Type.Integer({ description: 'Largest photo per side, in bytes' }),
    documentTypes: Type.Array(Type.String(), { description: 'Document types accepted (passport, id_card, ...)' }),
    issuingCountries: Type.Union([Type.Array(Type.String()), Type.Null()], {
      description: 'Issuing states accepted as MRZs write them (alpha-3, ICAO codes); null: any',
    }),
  },
  {
    additionalProperties: false,
    description:
      'Present when Onward verifies the document itself: upload each side with POST /file/{flowId} (elementId = this step’s id), then submit {"front": "<fileId>", "back": "<fileId>"}',
  },
);

export const DocumentRetry = Type.Object(
  {
    reason: Type.String({
      description:
        'unsupported_image, image_too_small, image_blurred, image_glare or mrz_not_found (the photos could not be read); mrz_misread, expired, type_not_accepted, country_not_accepted or details_mismatch (a flow that routes a failed document back to the step)',
    }),
    message: Type.String({ description: 'What to do differently, for the person, in the session’s language' }),
  },
  { additionalProperties: false, description: 'The last try could not be used; the step can be submitted again' },
);

export const DocvFilesSubmit = Type.Object(
  {
    front: Type.String({ description: 'fileId of the front side (POST /file/{flowId})' }),
    back: Type.Optional(Type.String({ description: 'fileId of the back side; required when capture.sides has back' })),
  },
  { additionalProperties: false, description: 'Built-in verification: the uploaded sides' },
);
