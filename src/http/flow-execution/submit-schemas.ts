/**
 * OpenAPI schemas of what POST /submit/{flowId} takes: one of the spec's 8 submit payloads. They
 * document the body; the engine checks it against the current step, so that every problem gets
 * the flow API's own codes (4006 missing, 4007 malformed, 4008 invalid, 4014 wrong step).
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { DocvFilesSubmit } from './document-step-schemas.js';
import { OcrFileSubmit } from './ocr-step-schemas.js';

/**
 * Any JSON value. Used only where the data is by design the integrator's own and Onward stores it
 * as sent: provider steps' results and the responses of a flow's own HTTP services.
 */
export const JsonValue = Type.Unsafe<unknown>({
  $id: 'JsonValue',
  description: 'Any JSON value, stored as sent (an integration’s own result)',
  anyOf: [
    { type: 'string' },
    { type: 'number' },
    { type: 'boolean' },
    { type: 'null' },
    { type: 'array', items: { $ref: 'JsonValue' } },
    { type: 'object', additionalProperties: { $ref: 'JsonValue' } },
  ],
});

/** A value for one form element, by kind (src/engine/parse-value.ts). */
export const FieldValue = Type.Union(
  [
    Type.String({
      description:
        'text, email, password, textarea, select and radio (option name), date_picker (YYYY-MM-DD), country_select, currency_select, phone_number (E.164), a file id, a number or date part as text',
    }),
    Type.Number({ description: 'number, date_part_select' }),
    Type.Boolean({ description: 'check_box without options' }),
    Type.Array(Type.String(), { description: 'check_box option names, file ids' }),
    Type.Ref('ClientPhoneNumber'),
    Type.Array(Type.Ref('OwnerRecord'), { description: 'owner: the owner records' }),
    Type.Null({ description: 'No value' }),
  ],
  { $id: 'FieldValue', description: 'A form element’s value; the element’s kind says which form it takes' },
);

const FormSubmit = Type.Object(
  {},
  {
    $id: 'FormSubmit',
    title: 'form_submit',
    additionalProperties: Type.Ref('FieldValue'),
    description:
      'form_submit: values by element id, role or normalizedName (the last two where unambiguous); hidden elements are left out',
    examples: [{ first_name: 'Ada', last_name: 'Lovelace', dob: '1815-12-10', address_country: 'GB' }],
  },
);

const SmsSubmit = Type.Union(
  [
    Type.Object(
      { code: Type.String({ description: 'The code the end user received' }) },
      { additionalProperties: false },
    ),
    Type.Object({ resend: Type.Literal(true, { description: 'Ask for a new code' }) }, { additionalProperties: false }),
  ],
  {
    $id: 'SmsSubmit',
    title: 'sms_submit',
    description: 'sms_submit (docs/sms.md): {code} to verify, {resend: true} for a new code',
  },
);

const KybSearchSubmit = Type.Union(
  [
    Type.Object(
      { PrefillId: Type.String({ description: 'A PrefillId of the step’s search results' }) },
      { additionalProperties: false },
    ),
    Type.Object(
      {
        notFound: Type.Literal(true, {
          description: 'The business is not in the registry; only when the step’s allowNotFound',
        }),
      },
      { additionalProperties: false },
    ),
  ],
  {
    $id: 'ProviderKybSearchSubmit',
    title: 'provider_kyb_search_submit',
    description: 'provider_kyb_search_submit (docs/kyb-search.md)',
  },
);

function integrationResult($id: string, title: string, description: string, example: Record<string, unknown>): TSchema {
  return Type.Object({}, { $id, title, additionalProperties: Type.Ref('JsonValue'), description, examples: [example] });
}

const DocvSubmit = Type.Union(
  [
    DocvFilesSubmit,
    Type.Object(
      {},
      {
        additionalProperties: Type.Ref('JsonValue'),
        description:
          'provider tenant_backend: the document verification result, as the tenant’s integration has it; rules read it as step:<nodeId>.<field>. Needs the tenant’s bearer token.',
        examples: [{ verdict: 'approved', documentType: 'passport' }],
      },
    ),
  ],
  {
    $id: 'DocvSubmit',
    title: 'docv_submit',
    description:
      'docv_submit: the uploaded sides’ file ids when the step verifies the document itself (its answer has `capture`), else the tenant’s integration’s result',
  },
);

const FlowConnectorSubmit = Type.Object(
  {
    endClientId: Type.String({
      description: 'The step’s connected run (its endClientId), once it has reached its END; anything else is 4470',
    }),
  },
  {
    $id: 'FlowConnectorSubmit',
    title: 'flow_connector_submit',
    additionalProperties: false,
    description:
      'flow_connector_submit: the client coming back from the connected run moves this step on (it also moves by itself when that run ends)',
    examples: [{ endClientId: '7d1e5a9c-2b34-4f6e-8a10-3c5d7e9f1a2b' }],
  },
);
const ElectronicIdSubmit = integrationResult(
  'ProviderElectronicIdSubmit',
  'provider_electronic_id_submit',
  'provider_electronic_id_submit: the electronic ID result of the tenant’s integration. Needs the tenant’s bearer token.',
  { verified: true, nationalIdNumber: '19900101-1234' },
);
/** An OCR step's submit: the uploaded document when Onward reads it (builtin), else the integration's result. */
function ocrSubmit($id: string, title: string, kind: string, example: Record<string, unknown>): TSchema {
  return Type.Union(
    [
      OcrFileSubmit,
      Type.Object(
        {},
        {
          additionalProperties: Type.Ref('JsonValue'),
          description: `provider tenant_backend (or no config): the fields read from a ${kind} document by the tenant’s OCR integration, stored as sent. Needs the tenant’s bearer token.`,
          examples: [example],
        },
      ),
    ],
    {
      $id,
      title,
      description: `${title}: the uploaded document’s file id when the step reads it itself (its answer has \`capture\`), else the tenant’s integration’s result`,
    },
  );
}
const PersonOcrSubmit = ocrSubmit('PersonOcrSubmit', 'person_ocr_submit', 'person’s', {
  first_name: 'Ada',
  last_name: 'Lovelace',
});
const BusinessOcrSubmit = ocrSubmit('BusinessOcrSubmit', 'business_ocr_submit', 'business', {
  company_name: 'Example AB',
});

const payloads = [
  FormSubmit,
  SmsSubmit,
  KybSearchSubmit,
  DocvSubmit,
  FlowConnectorSubmit,
  ElectronicIdSubmit,
  PersonOcrSubmit,
  BusinessOcrSubmit,
];

export const SubmitPayloadSchema = Type.Union(
  payloads.map((p) => Type.Ref(p.$id ?? '')),
  {
    $id: 'SubmitPayload',
    examples: [{ '6740f1c2a9e3b1d4c5f6a7b8': 'Ada', '6740f1c2a9e3b1d4c5f6a7b9': 'GB' }],
    description:
      'One of the 8 submit payloads; which one is the current step’s: form → form_submit, sms → sms_submit, provider_kyb_search → provider_kyb_search_submit, provider_doc_v → docv_submit, ' +
      'flow_connector → flow_connector_submit, provider_electronic_id → provider_electronic_id_submit, person_ocr → person_ocr_submit, business_ocr → business_ocr_submit (subsequent takes none: start its flow with x-hf-subsequent-token)',
  },
);

/** POST /init/{flowId} (and a signed URL's optional body): prefill values, and a business's PrefillId. */
export const InitData = Type.Object(
  {
    PrefillId: Type.Optional(
      Type.String({
        description:
          'A PrefillId of the business prefill search: fills the flow’s company_* fields (explicit fields win)',
      }),
    ),
  },
  {
    $id: 'InitData',
    title: 'init_data',
    additionalProperties: Type.Ref('FieldValue'),
    description: 'init_data: prefill values by element id, role or normalizedName',
    examples: [{ first_name: 'Ada', email: 'ada@example.com' }],
  },
);

export const submitSchemas = [JsonValue, FieldValue, ...payloads, SubmitPayloadSchema, InitData];
