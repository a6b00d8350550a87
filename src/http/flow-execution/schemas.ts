/**
 * OpenAPI schemas of the flow execution API's step responses and headers. Responses are serialised
 * with JSON.stringify (see routes), so these document the wire shape without filtering it.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { KybBusiness as EngineKybBusiness } from '../../engine/types.js';
import { literals } from '../../flows/document/schema-common.js';
import { elementSchemas } from './element-schemas.js';
import { submitSchemas } from './submit-schemas.js';
import { EidStartResponse, ElectronicIdStep } from './eid-schemas.js';
import { LANGUAGES } from '../../flows/document/constants.js';
import { DocumentCapture, DocumentRetry } from './document-step-schemas.js';
import { OcrCapture, OcrRetry } from './ocr-step-schemas.js';

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

/** Fields every interactive step has. */
const stepId = () => Type.String({ description: 'The step’s node id' });
const stepTitle = () => Nullable(Type.String({ description: 'Title, in the request’s language; null without one' }));
const canGoBack = () => Type.Boolean({ description: 'Whether GET /back/{flowId} goes anywhere from here' });

/** A form step as GET /flow/{flowId} answers it (element ids are generated). */
export const FORM_STEP_EXAMPLE = {
  id: 'about',
  type: 'form',
  title: 'About you',
  subtitle: null,
  canGoBack: false,
  elements: [
    {
      id: '6740f1c2a9e3b1d4c5f6a7b8',
      type: 'text',
      name: 'First name',
      role: 'first_name',
      validations: [{ type: 'required' }],
      prefillOptions: 'prefillable_editable',
    },
    {
      id: '6740f1c2a9e3b1d4c5f6a7b9',
      type: 'country_select',
      name: 'Country',
      role: 'address_country',
      validations: [{ type: 'required' }],
      prefillOptions: 'prefillable_editable',
    },
  ],
};

export const FormStep = Type.Object(
  {
    id: Type.String({ description: 'The step’s node id' }),
    type: Type.Literal('form'),
    title: stepTitle(),
    subtitle: Nullable(Type.String({ description: 'Subtitle, in the request’s language; null without one' })),
    canGoBack: canGoBack(),
    elements: Type.Array(Type.Ref('FormElement'), { description: 'The fields and texts, in display order' }),
  },
  {
    $id: 'FormStep',
    additionalProperties: false,
    description: 'A form: submit an object of values by element id, role or normalizedName (form_submit)',
    examples: [FORM_STEP_EXAMPLE],
  },
);
export const PendingStep = Type.Object(
  { type: Type.Literal('pending') },
  {
    $id: 'PendingStep',
    additionalProperties: false,
    description: 'A background service is running: poll GET /flow/{flowId} (see Retry-After)',
  },
);
/** What every END answer holds, on the flow API and on the resume page's API alike. */
export const END_STEP_PROPERTIES = {
  id: Type.String({ description: 'The END node reached' }),
  type: Type.Literal('end'),
  text: Nullable(Type.String({ description: 'Closing text, in the request’s language' })),
  redirectUrl: Nullable(Type.String({ description: 'Where to send the end user, when the flow says' })),
};
export const EndStep = Type.Object(
  {
    ...END_STEP_PROPERTIES,
    subsequent: Type.Optional(
      Type.Object(
        {
          flowId: Type.String({ description: 'The subsequent flow this end client continues in' }),
          token: Nullable(
            Type.String({
              description:
                'Send it as x-hf-subsequent-token on GET /flow/{flowId} (without x-hf-session) to start that flow; null once used or expired',
            }),
          ),
          expiresAt: Type.String({ format: 'date-time', description: 'When the token expires' }),
        },
        {
          additionalProperties: false,
          description: 'Only at an END naming a subsequent flow (docs/connected-flows.md): its single-use token',
        },
      ),
    ),
  },
  { $id: 'EndStep', additionalProperties: false, description: 'The flow has ended; every run ends with one' },
);

export const FlowConnectorStep = Type.Object(
  {
    id: stepId(),
    type: Type.Literal('flow_connector'),
    title: stepTitle(),
    canGoBack: canGoBack(),
    flowId: Type.String({ description: 'The connected flow (same tenant, same live or test mode)' }),
    endClientId: Type.String({
      description:
        'The connected run: continue there with x-hf-session: <endClientId> on /flow/{flowId}; this step moves on by itself when it reaches its END',
    }),
  },
  {
    $id: 'FlowConnectorStep',
    additionalProperties: false,
    description:
      'The end client continues in another flow (docs/connected-flows.md); `pending` until its run is made (x-hf-retry-on-pending waits for it). When the connected run reaches its END this run continues (or ends with its status): ask GET /flow/{flowId} again. flow_connector_submit {endClientId} does the same once that run has ended; anything else is 4470',
  },
);

/** The provider steps without fields of their own: an integration submits their result (subsequent takes none). */
const PROVIDER_STEPS = [
  [
    'subsequent',
    'SubsequentStep',
    'The root of a flow continuing an earlier end client, shown to a run started without a subsequent token: start the flow with GET /flow/{flowId} and x-hf-subsequent-token instead (a submit here is 4102)',
  ],
  [
    'provider_doc_v',
    'DocVStep',
    'Identity document verification. With `capture` (provider builtin) the person uploads the sides and submits their file ids; the step then answers pending until the document is decided, or comes back with `retry`. Without it the tenant’s integration submits the result (docv_submit), with its bearer token',
  ],
  [
    'person_ocr',
    'PersonOcrStep',
    'Person document OCR. With `capture` (provider builtin) the person uploads one document (photo, scan or PDF) and submits its file id; the step answers pending while it is read, then the next form comes prefilled with what was read, or the step comes back with `retry`. Without it the tenant’s integration submits the result (person_ocr_submit), with its bearer token',
  ],
  [
    'business_ocr',
    'BusinessOcrStep',
    'Business document OCR (registry extract, certificate of incorporation). With `capture` (provider builtin) as person_ocr; without it the tenant’s integration submits the result (business_ocr_submit), with its bearer token',
  ],
] as const;
export const providerSteps = PROVIDER_STEPS.map(([type, $id, description]) =>
  Type.Object(
    {
      id: stepId(),
      type: Type.Literal(type),
      title: stepTitle(),
      canGoBack: canGoBack(),
      ...(type === 'provider_doc_v'
        ? {
            shortCode: Nullable(
              Type.String({ description: 'The capture SDK code; null until the DocV integration issues one' }),
            ),
            capture: Type.Optional(DocumentCapture),
            retry: Type.Optional(DocumentRetry),
          }
        : type === 'person_ocr' || type === 'business_ocr'
          ? { capture: Type.Optional(OcrCapture), retry: Type.Optional(OcrRetry) }
          : {}),
    },
    { $id, additionalProperties: false, description },
  ),
);

const iso = (description: string) => Nullable(Type.String({ format: 'date-time', description }));
export const SmsStep = Type.Object(
  {
    id: stepId(),
    type: Type.Literal('sms'),
    title: stepTitle(),
    canGoBack: canGoBack(),
    phoneNumber: Nullable(Type.String({ description: 'Masked number the code went to, e.g. +47 ** ** *5 67' })),
    codeLength: Type.Integer({ description: 'Digits to type' }),
    status: Type.Union(
      ['code_sent', 'expired', 'locked', 'send_failed'].map((s) => Type.Literal(s)),
      {
        description: 'code_sent: submit {code}; expired, locked (no attempts left), send_failed: submit {resend: true}',
      },
    ),
    expiresAt: iso('When the current code stops being accepted'),
    attemptsLeft: Type.Integer({ description: 'Wrong codes the current code still accepts' }),
    resendsLeft: Type.Integer({ description: 'New codes that can still be requested' }),
    canResendAt: iso('When {resend: true} is accepted; null when no resends are left'),
    resendAvailableInSeconds: Type.Union([Type.Integer(), Type.Null()], {
      description: 'Seconds until {resend: true} is accepted; null when no resends are left',
    }),
    error: Type.Optional(
      Type.Object(
        {
          code: Type.Integer({
            enum: [5301, 5302],
            description: '5301: the SMS could not be sent to the number; 5302: SMS provider error',
          }),
          message: Type.String({ description: 'What went wrong' }),
        },
        { additionalProperties: false, description: 'Why the last code could not be sent (status send_failed)' },
      ),
    ),
  },
  {
    $id: 'SmsStep',
    additionalProperties: false,
    description:
      'One-time code verification (docs/sms.md). Shown once a code is out; while it is being sent the answer is pending.',
  },
);

const opt = (description: string) => Type.Optional(Type.String({ description }));
export const KybBusiness = Type.Object(
  {
    providerId: Type.String({ description: 'The registry’s id (ProviderID of the search results)' }),
    name: Type.String({ description: 'Registered legal name' }),
    country: Type.String({ description: 'ISO 3166-1 alpha-2 country of registration' }),
    registrationNumber: opt('Registration number'),
    address: opt('The address on one line'),
    address1: opt('First address line'),
    address2: opt('Second address line'),
    city: opt('City'),
    region: opt('Region or state'),
    postalCode: opt('Postal code'),
    legalForm: opt('ISO 20275 code or the registry’s wording'),
    lei: opt('Legal Entity Identifier'),
    incorporationDate: opt('YYYY-MM-DD'),
    status: literals(['active', 'inactive', 'dissolved', 'unknown'] as const, { description: 'Registry status' }),
    branch: Type.Boolean({ description: 'A branch rather than the legal entity itself' }),
    identifiers: Type.Optional(
      Type.Array(
        Type.Object(
          {
            type: Type.String({ description: 'e.g. Business Registration Number, Tax Id Number' }),
            number: Type.String({ description: 'The identifier' }),
          },
          { additionalProperties: false },
        ),
        { description: 'Registration and tax numbers' },
      ),
    ),
  },
  {
    $id: 'KybBusiness',
    additionalProperties: false,
    description:
      'A business as a provider_kyb_search step stores it (and rules read it as step:<nodeId>.<field>); fields the registry lacks are absent',
  },
);

// Compile-time check: the documented record is the engine's (src/engine/types.ts).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// Exported only so that noUnusedLocals keeps the check without a statement that does nothing.
export const DOCUMENTED_AS_STORED: [
  Same<Static<typeof KybBusiness>, EngineKybBusiness>,
  Same<keyof Static<typeof KybBusiness>, keyof EngineKybBusiness>,
] = [true, true];

export const KybSearchStep = Type.Object(
  {
    id: stepId(),
    type: Type.Literal('provider_kyb_search'),
    title: stepTitle(),
    canGoBack: canGoBack(),
    country: Type.String({ description: 'ISO 3166-1 alpha-2 code of the registry searched' }),
    allowNotFound: Type.Boolean({ description: 'Whether {"notFound": true} is accepted' }),
    searchPath: Nullable(
      Type.String({
        description:
          'GET this path with ?q=<name typed> and the x-hf-session header; `/test/...` for test versions. Through the resume API: /resume/api/kyb-search, with the resume token',
      }),
    ),
    selected: Type.Optional(
      Type.Ref('KybBusiness', { description: 'The business picked at an earlier visit of the step (after back)' }),
    ),
  },
  {
    $id: 'KybSearchStep',
    additionalProperties: false,
    description:
      'Business registry search (docs/kyb-search.md): search at searchPath, then submit {"PrefillId": "<a result’s PrefillId>"}, or {"notFound": true} when allowNotFound.',
  },
);

/** The component ids of the step schemas, in the union's order. */
export const STEP_IDS = [
  'FormStep',
  ...PROVIDER_STEPS.slice(0, 1).map(([, id]) => id),
  'SmsStep',
  'KybSearchStep',
  'FlowConnectorStep',
  ...PROVIDER_STEPS.slice(1).map(([, id]) => id),
  'ElectronicIdStep',
  'PendingStep',
  'EndStep',
];
/** The spec's 11 step types, one schema each, named in components so clients get one type per step. */
export const StepResponseSchema = Type.Union(
  STEP_IDS.map((id) => Type.Ref(id)),
  {
    $id: 'StepResponse',
    examples: [FORM_STEP_EXAMPLE],
    description:
      'Exactly one of the 11 step types (form, subsequent, sms, provider_kyb_search, flow_connector, provider_doc_v, provider_electronic_id, person_ocr, business_ocr, pending, end); `type` tells which',
  },
);
export const StepResponse = Type.Ref('StepResponse');

export const stepSchemas = [
  ...elementSchemas,
  ...submitSchemas,
  FormStep,
  PendingStep,
  EndStep,
  SmsStep,
  KybBusiness,
  KybSearchStep,
  FlowConnectorStep,
  ...providerSteps,
  ElectronicIdStep,
  EidStartResponse,
  StepResponseSchema,
];

export const FlowParams = Type.Object({ flowId: Type.String({ minLength: 1, maxLength: 64 }) });

export const SessionHeader = Type.String({
  description: 'Session (end client) id; returned by the first call in the x-hf-session response header',
  examples: ['0b6c2f8e-4a51-4c8e-9a57-2f1f3c9a7d10'],
});
export const LanguageHeader = Type.String({
  enum: [...LANGUAGES],
  description: 'One of the 47 x-hf-language codes (no is Norwegian); default: the flow\u2019s language',
});
export const RetryOnPendingHeader = literals(['true', 'false'] as const, {
  description: 'true: wait up to 30 s for the next interactive or end step instead of answering pending',
});

/**
 * The headers of a flow route. `session`: whether the route works without one (a new session
 * starts) or needs it (a missing one is 404 4100, which the handler answers, so it stays optional here).
 */
export function flowHeaders(options: {
  session: 'optional' | 'required';
  language?: boolean;
  retryOnPending?: boolean;
}) {
  const session =
    options.session === 'required'
      ? Type.String({ description: 'Required: the session (missing, malformed or unknown: 404 4100)' })
      : SessionHeader;
  return Type.Object({
    'x-hf-session': Type.Optional(session),
    ...(options.language ? { 'x-hf-language': Type.Optional(LanguageHeader) } : {}),
    ...(options.retryOnPending ? { 'x-hf-retry-on-pending': Type.Optional(RetryOnPendingHeader) } : {}),
  });
}

/** Response headers of a step answer (request-context.ts sendStep writes them). */
const stepHeaders = {
  'x-hf-session': {
    type: 'string',
    required: true,
    description:
      'The session id: the one sent, or the one generated when the request had none. Send it as x-hf-session on every later call of this run',
    examples: ['0b6c2f8e-4a51-4c8e-9a57-2f1f3c9a7d10'],
  },
  'retry-after': {
    type: 'integer',
    minimum: 0,
    required: false,
    description: 'Only with a `pending` step: seconds after which polling GET /flow/{flowId} is worthwhile',
    examples: [2],
  },
};

export function stepReply(description: string) {
  return { ...StepResponse, description, headers: stepHeaders };
}
