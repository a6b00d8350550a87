/**
 * OpenAPI schemas of the flow execution API's step responses and headers. Responses are serialised
 * with JSON.stringify (see routes), so these document the wire shape without filtering it.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { KybBusiness as EngineKybBusiness } from '../../engine/types.js';
import { literals } from '../../flows/document/schema-common.js';

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

export const FormElement = Type.Object(
  {
    id: Type.String({
      description:
        'Generated id (24 hex); stable for the same flow and element key across versions. Map fields by role or normalizedName, do not hard-code ids.',
    }),
    type: Type.String({
      description:
        'text, number, phone_number, email, password, select, textarea, date_picker, spacing, plain_text, radio, check_box, country_select, file, enhanced_file, currency_select, owner, date_part_select',
    }),
    name: Type.Optional(Type.String()),
    role: Type.Optional(Type.String()),
    normalizedName: Type.Optional(Type.String()),
    placeholder: Type.Optional(Type.String()),
    supportingText: Type.Optional(Type.String()),
    validations: Type.Optional(Type.Array(Type.Object({ type: Type.String() }, { additionalProperties: true }))),
    options: Type.Optional(
      Type.Array(Type.Object({ name: Type.String(), label: Type.String(), description: Type.Optional(Type.String()) })),
    ),
    value: Type.Optional(Type.Unknown({ description: 'Default, prefilled or previously submitted value' })),
    prefillOptions: Type.Optional(Type.String()),
    readOnly: Type.Optional(
      Type.Boolean({ description: 'Prefilled and not editable (prefillable_non_editable_visible)' }),
    ),
    condition: Type.Optional(
      Type.Object({ type: Type.String(), rules: Type.Array(Type.Object({}, { additionalProperties: true })) }),
    ),
    compositeGroup: Type.Optional(Type.String()),
    partType: Type.Optional(Type.String()),
    elements: Type.Optional(
      Type.Array(Type.Object({}, { additionalProperties: true }), { description: 'Owner group fields' }),
    ),
  },
  { additionalProperties: true, $id: 'FormElement' },
);

export const FormStep = Type.Object(
  {
    id: Type.String(),
    type: Type.Literal('form'),
    title: Nullable(Type.String()),
    subtitle: Nullable(Type.String()),
    canGoBack: Type.Boolean(),
    elements: Type.Array(Type.Ref('FormElement')),
  },
  { $id: 'FormStep' },
);
export const PendingStep = Type.Object(
  { type: Type.Literal('pending') },
  { $id: 'PendingStep', description: 'A background service is running: poll GET /flow/{flowId} (see Retry-After)' },
);
export const EndStep = Type.Object(
  { id: Type.String(), type: Type.Literal('end'), text: Nullable(Type.String()), redirectUrl: Nullable(Type.String()) },
  { $id: 'EndStep' },
);
export const ProviderStep = Type.Object(
  {
    id: Type.String(),
    type: Type.String({
      description: 'subsequent, flow_connector, provider_doc_v, provider_electronic_id, person_ocr, business_ocr',
    }),
    title: Nullable(Type.String()),
    canGoBack: Type.Boolean(),
    shortCode: Type.Optional(Nullable(Type.String())),
  },
  { $id: 'ProviderStep', additionalProperties: true },
);

const iso = (description: string) => Nullable(Type.String({ format: 'date-time', description }));
export const SmsStep = Type.Object(
  {
    id: Type.String(),
    type: Type.Literal('sms'),
    title: Nullable(Type.String()),
    canGoBack: Type.Boolean(),
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
    resendAvailableInSeconds: Type.Union([Type.Integer(), Type.Null()]),
    error: Type.Optional(Type.Object({ code: Type.Integer({ description: '5301 or 5302' }), message: Type.String() })),
  },
  {
    $id: 'SmsStep',
    description:
      'One-time code verification (docs/sms.md). Shown once a code is out; while it is being sent the answer is pending.',
  },
);

const opt = (description: string) => Type.Optional(Type.String({ description }));
export const KybBusiness = Type.Object(
  {
    providerId: Type.String({ description: 'The registry’s id (ProviderID of the search results)' }),
    name: Type.String(),
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
    status: literals(['active', 'inactive', 'dissolved', 'unknown'] as const),
    branch: Type.Boolean({ description: 'A branch rather than the legal entity itself' }),
    identifiers: Type.Optional(Type.Array(Type.Object({ type: Type.String(), number: Type.String() }))),
  },
  {
    $id: 'KybBusiness',
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
    id: Type.String(),
    type: Type.Literal('provider_kyb_search'),
    title: Nullable(Type.String()),
    canGoBack: Type.Boolean(),
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
    description:
      'Business registry search (docs/kyb-search.md): search at searchPath, then submit {"PrefillId": "<a result’s PrefillId>"}, or {"notFound": true} when allowNotFound.',
  },
);

export const StepResponse = Type.Union(
  [
    Type.Ref('FormStep'),
    Type.Ref('PendingStep'),
    Type.Ref('EndStep'),
    Type.Ref('SmsStep'),
    Type.Ref('KybSearchStep'),
    Type.Ref('ProviderStep'),
  ],
  {
    description: 'Exactly one step type; `type` tells which',
  },
);

export const stepSchemas = [
  FormElement,
  FormStep,
  PendingStep,
  EndStep,
  SmsStep,
  KybBusiness,
  KybSearchStep,
  ProviderStep,
];

export const FlowParams = Type.Object({ flowId: Type.String({ minLength: 1, maxLength: 64 }) });

export const SessionHeader = Type.String({ description: 'Session (end client) id; returned by the first call' });
export const LanguageHeader = Type.String({
  description: 'One of the 47 x-hf-language codes (e.g. en-US, sv, de-DE); default: the flow\u2019s language',
});
